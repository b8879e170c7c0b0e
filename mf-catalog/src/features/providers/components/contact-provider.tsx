import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@utsav/shared/auth/use-session';
import { toast } from '@utsav/shared/toast/toast-store';
import { useSendProviderMessage } from '../hooks/use-send-provider-message';

const MAX_MESSAGE = 2000;

/** Call the provider, or send them a message (it starts a chat they answer from their dashboard). */
export function ContactProvider({ providerId, providerName, phone }: { providerId: string; providerName: string; phone: string | null }) {
  const { t } = useTranslation('catalog');
  const { session } = useSession();
  const send = useSendProviderMessage(session?.user.id, providerId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(t('provider.contact.required'));
    if (text.length > MAX_MESSAGE) return setError(t('provider.contact.tooLong', { max: MAX_MESSAGE }));
    setError(undefined);
    send.mutate(text, {
      onSuccess: () => {
        setBody('');
        toast({ title: t('provider.contact.sent', { name: providerName }), description: t('provider.contact.sentBody') });
      },
      // What was typed stays in the box.
      onError: () => toast({ title: t('provider.contact.failed'), variant: 'destructive' }),
    });
  };

  return (
    <section aria-labelledby="provider-contact" className="catalog-contact">
      <h2 id="provider-contact">{t('provider.contact.title')}</h2>
      {phone ? (
        <a className="button" href={`tel:${phone.startsWith('+') ? phone : `+91${phone.slice(-10)}`}`}>
          {t('provider.contact.call', { phone })}
        </a>
      ) : null}
      {session ? (
        <form onSubmit={submit} noValidate>
          <div className={`catalog-field${error ? ' catalog-field--invalid' : ''}`}>
            <label htmlFor={id}>{t('provider.contact.message', { name: providerName })}</label>
            <textarea
              id={id}
              rows={4}
              value={body}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setBody(event.target.value)}
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
