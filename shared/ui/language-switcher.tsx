import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@utsav/shared/i18n/i18n';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '@utsav/shared/i18n/languages';

/** Each language in its own script; the choice is remembered in local storage by i18n. */
export function LanguageSwitcher({ id }: { id: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
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
