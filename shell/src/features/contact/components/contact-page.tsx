import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { FormField, FormTextArea, focusFirstInvalid } from '@utsav/shared/ui/form-field';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';
import { EMPTY_CONTACT_FORM, validateContact, type ContactErrors, type ContactField as Field, type ContactForm } from '../contact-validation';
import { useSendContactMessage } from '../hooks/use-send-contact-message';
import './contact-page.css';

export default function ContactPage() {
  const { t } = useTranslation('shell');
  const signedInEmail = useSessionStore((state) => state.session?.user.email ?? '');
  const [form, setForm] = useState<ContactForm>({ ...EMPTY_CONTACT_FORM, email: signedInEmail });
  const [errors, setErrors] = useState<ContactErrors>({});
  const { state, send, reset } = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `${t('contact.title')} · Utsav`;
  }, [t]);

  useEffect(() => {
    if (state.status === 'sent' || state.status === 'failed') resultRef.current?.focus();
  }, [state.status]);

  const change = (name: Field, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    // An error disappears as soon as the field is right; new errors wait for the next submit.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validateContact({ ...form, [name]: value })[name] }));
  };

  /** What every field takes from the form's state: id, label, value, error and change handler. */
  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    label: t(`contact.fields.${name}`),
    value: form[name],
    error: errors[name] ? t(`contact.errors.${errors[name]}`) : undefined,
    'aria-required': name === 'phone' || name === 'subject' ? undefined : true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After React has marked the fields invalid.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    void send(form);
  };

  return (
    <div className="page contact-page">
      <header className="contact-page__head">
        <h1>{t('contact.title')}</h1>
        <p>{t('contact.lead')}</p>
      </header>
      <div className="contact-page__grid">
        <section className="contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
          {state.status === 'sent' ? (
            <div ref={resultRef} tabIndex={-1} className="alert alert--success" role="status">
              <p className="contact-page__result-title">{t('contact.sent.title')}</p>
              <p>{t('contact.sent.body')}</p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setForm({ ...EMPTY_CONTACT_FORM, email: signedInEmail });
                  reset();
                }}
              >
                {t('contact.sent.another')}
              </button>
            </div>
          ) : (
            <form ref={formRef} onSubmit={submit} noValidate aria-describedby="contact-required-note">
              <p id="contact-required-note" className="form-field__hint">
                {t('contact.requiredNote')}
              </p>
              {state.status === 'failed' && (
                <div ref={resultRef} tabIndex={-1} className="alert alert--error" role="alert">
                  {t(`contact.failed.${state.reason}`)}
                </div>
              )}
              <FormField {...field('name')} autoComplete="name" />
              <FormField {...field('email')} type="email" autoComplete="email" />
              <FormField {...field('phone')} type="tel" autoComplete="tel" hint={t('contact.hints.phone')} optionalLabel={t('contact.optional')} />
              <FormField {...field('subject')} optionalLabel={t('contact.optional')} />
              <FormTextArea {...field('message')} rows={6} hint={t('contact.hints.message')} />
              <button type="submit" className="button button--primary" disabled={state.status === 'sending'}>
                {state.status === 'sending' ? t('contact.sending') : t('contact.send')}
              </button>
            </form>
          )}
        </section>
        <aside className="contact-card contact-card--details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('contact.details.title')}</h2>
          <dl>
            <dt>{t('contact.details.email')}</dt>
            <dd>
              <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
            </dd>
            <dt>{t('contact.details.phone')}</dt>
            <dd>
              <a href={`tel:${SUPPORT_CONTACT.phoneHref}`}>{SUPPORT_CONTACT.phone}</a>
            </dd>
            <dt>{t('contact.details.hoursLabel')}</dt>
            <dd>{t('footer.hours')}</dd>
            <dt>{t('contact.details.addressLabel')}</dt>
            <dd>{t('footer.address')}</dd>
          </dl>
          <p className="contact-page__tip">{t('contact.details.bookingTip')}</p>
        </aside>
      </div>
    </div>
  );
}
