import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '@utsav/shared/i18n/i18n';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '@utsav/shared/i18n/languages';

interface LanguageSwitcherProps {
  id: string;
  /** Shows the label ("Language", in the current language) with a globe beside the choice: the phone's menu sheet, where it must be found at a glance. */
  labelled?: boolean;
}

/** Each language in its own script; the choice is remembered (local storage and cookie) and, on a language address, moves to the chosen language's address. */
export function LanguageSwitcher({ id, labelled = false }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  return (
    <div className={labelled ? 'language-switcher language-switcher--labelled' : 'language-switcher'}>
      <label htmlFor={id} className={labelled ? 'language-switcher__label' : 'visually-hidden'}>
        {labelled ? (
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9s1.3-6.4 3.8-9z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        ) : null}
        {t('language.label')}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
