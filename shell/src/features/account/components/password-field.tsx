import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@utsav/shared/ui/form-field';

type Props = Omit<ComponentProps<typeof FormField>, 'type' | 'trailing'>;

/**
 * A password field with a show/hide toggle: on a phone keyboard a mistyped password is the
 * commonest failed sign-in. The button keeps one name and reports its state with aria-pressed,
 * as a toggle should; the input keeps its autocomplete so password managers still fill it.
 */
export function PasswordField(props: Props) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <FormField
      {...props}
      type={shown ? 'text' : 'password'}
      // Browsers must not capitalise or correct a shown password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button type="button" aria-pressed={shown} aria-label={t('fields.showPassword')} aria-controls={props.id} onClick={() => setShown((s) => !s)}>
          <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown ? null : <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}
