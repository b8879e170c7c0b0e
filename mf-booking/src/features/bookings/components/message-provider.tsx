import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import * as v from 'valibot';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { clearTextDraft, loadTextDraft, saveTextDraft } from '@utsav/shared/forms/text-draft';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { FormError, FormTextArea } from '@utsav/shared/ui/form-field';
import { limitParams, providerMessageSchema } from '@utsav/shared/validation/rules';
import { useSendBookingMessage } from '../hooks/use-send-booking-message';

// messages.body's rule (1 to 4,000 characters, the database's check), worded for this box.
const messageSchema = v.object({
  body: providerMessageSchema({
    required: 'booking:contact.messageRequired',
    tooShort: 'booking:contact.messageRequired',
    tooLong: 'booking:contact.messageTooLong',
  }),
});

/**
 * "Message your provider": a button that opens a box; what is sent starts (or continues) the
 * conversation about this booking, which then opens in the profile's Messages with its code
 * and status at the top. What was typed stays in the box when sending fails, and across a reload.
 */
export function MessageProvider({ providerId, providerName, bookingId }: { providerId: string; providerName: string; bookingId: string }) {
  const { t } = useTranslation('booking');
  const { session } = useSession();
  const draftKey = `utsav.message.draft.${session?.user.id ?? ''}.booking.${bookingId}`;
  // A draft left before a reload opens the box again with it.
  const [open, setOpen] = useState(() => loadTextDraft(draftKey) !== '');
  if (!open) {
    return (
      <button type="button" className="button" aria-expanded="false" onClick={() => setOpen(true)}>
        {t('contact.message')}
      </button>
    );
  }
  return <MessageForm providerId={providerId} providerName={providerName} bookingId={bookingId} draftKey={draftKey} />;
}

interface FormProps {
  providerId: string;
  providerName: string;
  bookingId: string;
  /** Where what is typed is kept until it is sent (a reload loses nothing). */
  draftKey: string;
}

function MessageForm({ providerId, providerName, bookingId, draftKey }: FormProps) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const send = useSendBookingMessage(providerId, bookingId);
  const { register, handleSubmit, formState, formRef, showServerError } = useAppForm(messageSchema, { body: loadTextDraft(draftKey) });
  const [failure, setFailure] = useState<string | null>(null);
  const error = fieldErrorText(t, formState.errors.body, limitParams('providerMessage'));

  const submit = handleSubmit(({ body }) => {
    setFailure(null);
    send.mutate(body, {
      onSuccess: (conversationId) => {
        clearTextDraft(draftKey);
        toast({ title: t('contact.sent', { name: providerName }) });
        void navigate(paths.profile({ conversation: conversationId }));
      },
      // The database's refusal of the text goes beside it; anything else under the form, and
      // the text stays, so Send again is all it takes.
      onError: (cause) => {
        const appError = failureOf(cause);
        if (appError && serverErrorField(appError, { body: 'body', p_body: 'body' })) return showServerError('body', appError);
        setFailure(appError && appError.key !== 'unexpected' ? errorText(t, appError) : t('contact.sendFailed'));
      },
    });
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <FormTextArea
        id="booking-message"
        label={t('contact.messageLabel', { name: providerName })}
        hint={t('contact.messageHint')}
        rows={4}
        // Opened by the user's own click on "Message your provider": the box they asked for.
        autoFocus
        error={error}
        {...register('body', { onChange: (event: { target: { value: string } }) => saveTextDraft(draftKey, event.target.value) })}
      />
      {failure ? <FormError>{failure}</FormError> : null}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
