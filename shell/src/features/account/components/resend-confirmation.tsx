import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../hooks/use-email-links';
import { errorText } from '@utsav/shared/forms/server-error';
import { FormError } from '@utsav/shared/ui/form-field';

/** "Send the link again" for an address that still waits for its confirmation; it returns to `returnTo` too. */
export function ResendConfirmation({ email, returnTo }: { email: string; returnTo?: string | null }) {
  const { t } = useTranslation('account');
  const resend = useResendConfirmation();
  return (
    <div className="auth-resend">
      <button type="button" className="button auth-resend__button" disabled={resend.isPending} onClick={() => resend.mutate({ email, returnTo })}>
        {resend.isPending ? t('confirm.resending') : t('confirm.resend')}
      </button>
      <p className="auth-resend__status" role="status">
        {resend.isSuccess ? t('confirm.resent', { email: email.trim() }) : ''}
      </p>
      {resend.isError ? (
        <FormError>
          {errorText(t, resend.error)}
        </FormError>
      ) : null}
    </div>
  );
}
