import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { usePageHead } from '@utsav/shared/head/page-head';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatRupees } from '@utsav/shared/i18n/format';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { FormError, FormField } from '@utsav/shared/ui/form-field';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { StatusBadge } from '../../../domain/bookings/components/status-badge';
import { formatDay, formatTime } from '@utsav/shared/i18n/calendar-dates';
import type { TrackedBooking } from '../api/track-booking';
import { useTrackBooking } from '../hooks/use-track-booking';
import { normaliseBookingCode } from '../utils/booking-code';
import { StatusTimeline } from './status-timeline';

const codeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('booking:track.codeRequired'),
    v.check((value) => normaliseBookingCode(value) !== null, 'booking:track.codeInvalid'),
    v.transform((value) => normaliseBookingCode(value)!),
  ),
});

/** /track-booking: anyone with a booking's code sees where it stands; `?code=` makes the answer shareable. */
export default function TrackBookingPage() {
  const { t } = useTranslation('booking');
  usePageHead({ title: t('track.title'), description: t('track.lead'), canonicalPath: '/track-booking' });
  const [params, setParams] = useSearchParams();
  const code = normaliseBookingCode(params.get('code') ?? '');
  const tracked = useTrackBooking(code);
  const { register, handleSubmit, formState, formRef } = useAppForm(codeSchema, { code: params.get('code') ?? '' });

  const submit = handleSubmit(({ code: next }) => setParams({ code: next }));
  const error = fieldErrorText(t, formState.errors.code);

  return (
    <div className="page booking-page">
      <h1>{t('track.title')}</h1>
      <p className="booking-muted">{t('track.lead')}</p>
      <form ref={formRef} onSubmit={submit} noValidate className="booking-track__form" role="search" aria-label={t('track.title')}>
        <FormField
          id="track-code"
          label={t('track.codeLabel')}
          hint={t('track.codeHint')}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...register('code')}
        />
        <button type="submit" className="button button--primary" disabled={tracked.isFetching}>
          {tracked.isFetching ? t('track.searching') : t('track.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {params.get('code') && !code && !formState.isSubmitted ? <FormError>{t('track.codeInvalid')}</FormError> : null}
        {code && tracked.isError ? <UnavailableState onRetry={() => void tracked.refetch()} message={failureMessage(t, tracked.error)} /> : null}
        {code && tracked.isPending ? <p className="booking-muted">{t('common.loading')}</p> : null}
        {code && tracked.data === null ? (
          <div className="booking-notice" role="status">
            <h2>{t('track.notFoundTitle')}</h2>
            <p>{t('track.notFound', { code })}</p>
          </div>
        ) : null}
        {tracked.data ? <TrackedResult booking={tracked.data} /> : null}
      </div>
    </div>
  );
}

/** A refusal with words of its own (too many lookups: 0036 answers 429) says so; anything else is a plain failure. */
function failureMessage(t: TFunction<'booking'>, error: unknown): string | undefined {
  const failure = toAppError(error);
  return failure.key === 'rate_limited' ? t('errors:rate_limited') : undefined;
}

function TrackedResult({ booking }: { booking: TrackedBooking }) {
  const { t } = useTranslation('booking');
  const language = currentLanguage();
  const what = booking.service_title ?? booking.bundle_name ?? t('common.unnamed');
  return (
    <section className="booking-card" aria-labelledby="track-result">
      <h2 id="track-result">
        {what} <span className="booking-code">{booking.tracking_code}</span>
      </h2>
      <p>
        <StatusBadge status={booking.status} />
      </p>
      <dl className="booking-facts">
        <dt>{t('facts.provider')}</dt>
        <dd>{booking.provider_name}</dd>
        <dt>{t('facts.when')}</dt>
        <dd>
          {formatDay(booking.event_date, language, 'full')}, {formatTime(booking.event_time, language)}
        </dd>
        {booking.city ? (
          <>
            <dt>{t('facts.city')}</dt>
            <dd>{booking.city}</dd>
          </>
        ) : null}
        <dt>{t('facts.guests')}</dt>
        <dd>{booking.guest_count}</dd>
        <dt>{t('price.total')}</dt>
        <dd>{formatRupees(booking.total_paise)}</dd>
        <dt>{t('price.advance')}</dt>
        <dd>{formatRupees(booking.advance_paise)}</dd>
        <dt>{t('price.remaining')}</dt>
        <dd>{formatRupees(booking.remaining_paise)}</dd>
      </dl>
      <StatusTimeline steps={booking.history} />
    </section>
  );
}
