import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { loginUrlFor } from '@utsav/shared/auth/login-url';
import { useSession } from '@utsav/shared/auth/use-session';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { clearTextDraft, loadTextDraft, saveTextDraft } from '@utsav/shared/forms/text-draft';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { limitParams, providerMessageSchema } from '@utsav/shared/validation/rules';
import { useMyConversationId } from '../hooks/use-my-conversation-id';
import { useMyProviderId } from '../hooks/use-my-provider-id';
import { useSendMessage } from '../hooks/use-send-message';

// messages.body's rule (1 to 4,000 characters, the database's check), worded for this box.
const messageSchema = v.object({
  body: providerMessageSchema({
    required: 'catalog:provider.contact.required',
    tooShort: 'catalog:provider.contact.required',
    tooLong: 'catalog:provider.contact.tooLong',
  }),
});

interface Props {
  providerId: string;
  providerName: string;
  /** Starts as a "Message" button that opens the box (a service page, where the box would crowd Book). */
  collapsed?: boolean;
}

/**
 * Ask a provider something: the first message of the customer's conversation with them
 * (send_message), then that conversation in the profile's Messages, where the reply arrives.
 * A visitor is asked to sign in and comes back here; the provider on their own page is sent to
 * their messages (send_message refuses a provider writing to themselves).
 */
export function MessageProviderForm({ providerId, providerName, collapsed = false }: Props) {
  const { t } = useTranslation('catalog');
  const { session } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(!collapsed);
  const id = useId();
  const myProviderId = useMyProviderId(session?.user.id);
  const conversationId = useMyConversationId(session?.user.id, providerId);

  if (!session) {
    return (
      <p>
        <Link className="button" to={loginUrlFor(`${location.pathname}${location.search}`)}>
          {t('provider.contact.signIn', { name: providerName })}
        </Link>
      </p>
    );
  }
  if (myProviderId === providerId) {
    return (
      <p>
        <Link to={paths.provider.dashboard()}>{t('provider.contact.own')}</Link>
      </p>
    );
  }
  // Written before: their replies are one click away, without having to send something new.
  const earlier = conversationId ? (
    <p>
      <Link to={paths.profile({ conversation: conversationId })}>{t('provider.contact.earlier', { name: providerName })}</Link>
    </p>
  ) : null;
  if (!open) {
    return (
      <>
        {earlier}
        <button type="button" className="button" aria-expanded="false" aria-controls={id} onClick={() => setOpen(true)}>
          {t('provider.contact.message', { name: providerName })}
        </button>
      </>
    );
  }
  const draftKey = `utsav.message.draft.${session.user.id}.provider.${providerId}`;
  return (
    <>
      {earlier}
      <MessageForm id={id} providerId={providerId} providerName={providerName} autoFocus={collapsed} draftKey={draftKey} />
    </>
  );
}

interface FormProps {
  id: string;
  providerId: string;
  providerName: string;
  autoFocus: boolean;
  /** Where what is typed is kept until it is sent (a reload loses nothing). */
  draftKey: string;
}

function MessageForm({ id, providerId, providerName, autoFocus, draftKey }: FormProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const send = useSendMessage(providerId);
  const { register, handleSubmit, formState, formRef, showServerError } = useAppForm(messageSchema, { body: loadTextDraft(draftKey) });
  const fieldId = `${id}-body`;
  const error = fieldErrorText(t, formState.errors.body, limitParams('providerMessage'));
  const describedBy = [`${fieldId}-hint`, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');

  const submit = handleSubmit(({ body }) =>
    send.mutate(body, {
      onSuccess: (conversationId) => {
        clearTextDraft(draftKey);
        toast({ title: t('provider.contact.sent', { name: providerName }), description: t('provider.contact.sentBody') });
        void navigate(paths.profile({ conversation: conversationId }));
      },
      // What was typed stays in the box; the database's refusal of the text goes beside it,
      // anything else in a toast that says why when the error has its own words.
      onError: (failure) => {
        const appError = failureOf(failure);
        if (appError && serverErrorField(appError, { body: 'body', p_body: 'body' })) return showServerError('body', appError);
        toast({
          title: t('provider.contact.failed'),
          description: appError && appError.key !== 'unexpected' ? errorText(t, appError) : undefined,
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form id={id} ref={formRef} onSubmit={submit} noValidate>
      <div className={`catalog-field${error ? ' catalog-field--invalid' : ''}`}>
        <label htmlFor={fieldId}>{t('provider.contact.message', { name: providerName })}</label>
        <textarea
          id={fieldId}
          rows={4}
          // Opened by the user's own click on "Message": the box they asked for.
          autoFocus={autoFocus}
          {...register('body', { onChange: (event: { target: { value: string } }) => saveTextDraft(draftKey, event.target.value) })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={`${fieldId}-hint`} className="catalog-field__hint">
          {t('provider.contact.hint')}
        </p>
        {error ? (
          <p id={`${fieldId}-error`} className="catalog-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('provider.contact.sending') : t('provider.contact.send')}
      </button>
    </form>
  );
}
