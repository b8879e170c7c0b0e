import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import type { AppError } from '@utsav/shared/supabase/app-error';
import { usePageHead } from '@utsav/shared/head/page-head';
import { paths } from '@utsav/shared/paths';
import { FormField, FormTextArea } from '@utsav/shared/ui/form-field';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';
import { EMPTY_CONTACT_FORM, contactSchema, type ContactField as Field } from '../contact-schema';
import { useSendContactMessage } from '../hooks/use-send-contact-message';
import './contact-page.css';

/** A column the database names in its refusal, shown beside that field. */
const SERVER_FIELDS: Partial<Record<string, Field>> = { name: 'name', email: 'email', phone: 'phone', subject: 'subject', message: 'message' };

/** The alert above the form: worded for this page where it has its own words, else the error's key. */
function failureMessage(error: AppError): string {
  if (error.key === 'network' || error.key === 'timeout') return 'contact.failed.offline';
  if (error.key === 'rate_limited' || error.key === 'contact_rate_limited') return 'contact.failed.rateLimited';
  // A check, length or not-null violation: the rules above let through something the database refused.
  if (['23514', '22001', '23502'].includes(error.code)) return 'contact.failed.rejected';
  return error.key === 'unexpected' ? 'contact.failed.unknown' : `errors:${error.key}`;
}

export default function ContactPage() {
  const { t } = useTranslation('shell');
  const signedInEmail = useSessionStore((state) => state.session?.user.email ?? '');
  const empty = { ...EMPTY_CONTACT_FORM, email: signedInEmail };
  const { register, handleSubmit, formState, formRef, reset: resetForm, showServerError } = useAppForm(contactSchema, empty);
  const { state, send, reset } = useSendContactMessage();
  const resultRef = useRef<HTMLDivElement>(null);

  usePageHead({ title: t('contact.title'), description: t('head.contact.description'), canonicalPath: paths.contact() });

  useEffect(() => {
    if (state.status === 'sent' || state.status === 'failed') resultRef.current?.focus();
  }, [state.status]);

  /** What every field takes: id, label, its registration and its translated error. */
  const field = (name: Field) => ({
    id: `contact-${name}`,
    label: t(`contact.fields.${name}`),
    ...register(name),
    error: fieldErrorText(t, formState.errors[name]),
    'aria-required': name === 'phone' || name === 'subject' ? undefined : true,
  });

  // What was typed stays in the form whatever the answer; a refused field gets its message beside it.
  const submit = handleSubmit(async (row) => {
    const error = await send(row);
    const refused = error && error.key !== 'unexpected' ? serverErrorField(error, SERVER_FIELDS) : undefined;
    if (error && refused) showServerError(refused, error);
  });

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
                  resetForm(empty);
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
                  {t(failureMessage(state.error))}
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
