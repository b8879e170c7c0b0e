import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useSession } from '@utsav/shared/auth/use-session';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { failureOf, errorText } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { toast } from '@utsav/shared/toast/toast-store';
import { limitParams, normaliseIndianMobile, providerMessageSchema } from '@utsav/shared/validation/rules';
import { useSendProviderMessage } from '../hooks/use-send-provider-message';

// messages.body's rule (1 to 4,000 characters, the database's check), worded for this box.
const messageSchema = v.object({
  body: providerMessageSchema({
    required: 'catalog:provider.contact.required',
    tooShort: 'catalog:provider.contact.required',
    tooLong: 'catalog:provider.contact.tooLong',
  }),
});

/** Call the provider, or send them a message (it starts a chat they answer from their dashboard). */
export function ContactProvider({ providerId, providerName, phone }: { providerId: string; providerName: string; phone: string | null }) {
  const { t } = useTranslation('catalog');
  const { session } = useSession();
  const send = useSendProviderMessage(session?.user.id, providerId);
  const { register, handleSubmit, formState, formRef, reset } = useAppForm(messageSchema, { body: '' });
  const id = useId();
  const error = fieldErrorText(t, formState.errors.body, limitParams('providerMessage'));

  const submit = handleSubmit(({ body }) =>
    send.mutate(body, {
      onSuccess: () => {
        reset();
        toast({ title: t('provider.contact.sent', { name: providerName }), description: t('provider.contact.sentBody') });
      },
      // What was typed stays in the box; the toast says why when the error has its own words.
      onError: (failure) => {
        const appError = failureOf(failure);
        toast({
          title: t('provider.contact.failed'),
          description: appError && appError.key !== 'unexpected' ? errorText(t, appError) : undefined,
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <section aria-labelledby="provider-contact" className="catalog-contact">
      <h2 id="provider-contact">{t('provider.contact.title')}</h2>
      {phone ? (
        <a className="button" href={`tel:${normaliseIndianMobile(phone) ?? phone}`}>
          {t('provider.contact.call', { phone })}
        </a>
      ) : null}
      {session ? (
        <form ref={formRef} onSubmit={submit} noValidate>
          <div className={`catalog-field${error ? ' catalog-field--invalid' : ''}`}>
            <label htmlFor={id}>{t('provider.contact.message', { name: providerName })}</label>
            <textarea
              id={id}
              rows={4}
              {...register('body')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} className="catalog-field__error">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? t('provider.contact.sending') : t('provider.contact.send')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
