import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { dataWord } from '@utsav/shared/i18n/data-words';
import { formatIndianNumber, formatRupees } from '@utsav/shared/i18n/format';
import { queryClient } from '@utsav/shared/query/query-client';
import type { AppError } from '@utsav/shared/supabase/app-error';
import { BOOKING_LIMITS } from '@utsav/shared/supabase/booking-graph';
import { FormError, FormField, FormTextArea } from '@utsav/shared/ui/form-field';
import { addDays, formatDay, indianToday } from '@utsav/shared/i18n/calendar-dates';
import type { Offer } from '../api/get-offer';
import { useContinueToPayment } from '../hooks/use-continue-to-payment';
import { useDebounced } from '../hooks/use-debounced';
import { useQuote } from '../hooks/use-quote';
import { useRequestBooking } from '../hooks/use-request-booking';
import { useUnavailableDates } from '../hooks/use-unavailable-dates';
import type { RequestTarget } from '../utils/booking-target';
import { clearDraft, loadDraft, saveDraft } from '../utils/draft-storage';
import { cityOutsideReach } from '../utils/event-city';
import { REQUEST_LIMITS, requestSchema, type RequestValues } from '../utils/request-schema';
import { PriceSummary } from './price-summary';
import { RefundTerms } from './refund-terms';

/** How many unavailable days the list under the calendar names before it says "and N more". */
const LISTED_UNAVAILABLE = 12;

/** Where the server's refusals go: its `field` (detail JSON) or its key, to the form's field. */
const SERVER_FIELDS: Partial<Record<string, keyof RequestValues>> = {
  event_date: 'eventDate',
  event_time: 'eventTime',
  guest_count: 'guestCount',
  venue_address: 'venueAddress',
  special_requirements: 'specialRequirements',
  slot_taken: 'eventDate',
  date_blocked: 'eventDate',
  event_too_soon: 'eventDate',
  event_too_far: 'eventDate',
  event_date_past: 'eventDate',
  guest_count_above_max: 'guestCount',
  guest_count_below_min: 'guestCount',
  venue_address_required: 'venueAddress',
};

const wholeCount = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) && Number(text) > 0 ? Number(text) : null);

const suggestedDatesOf = (error: AppError): string[] => {
  const dates = error.params.suggested_dates;
  return Array.isArray(dates) ? dates.filter((day): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) : [];
};

interface RequestFormProps {
  target: RequestTarget;
  offer: Offer;
  userId: string;
  detailPath: string;
}

/** The booking request: date, time, guests, venue, wishes; the live price and the refund terms before paying. */
export function RequestForm({ target, offer, userId, detailPath }: RequestFormProps) {
  const { t } = useTranslation(['booking', 'errors']);
  const language = currentLanguage();
  const today = indianToday();
  // The calendar stops where the database's booking window does (booking_limits, generated).
  const maxDate = addDays(today, BOOKING_LIMITS.days_ahead_max);
  // The next four months, the longest range booking_unavailable_dates answers; later days are
  // checked by the server when asked for, as every day is.
  const unavailable = useUnavailableDates(target, today, addDays(today, BOOKING_LIMITS.calendar_range_days_max));
  const unavailableDays = useMemo(() => new Map((unavailable.data ?? []).map((row) => [row.day, row.reason])), [unavailable.data]);

  // The rules follow what has loaded; react-hook-form takes the newest resolver on each render.
  const { minGuests, maxGuests } = offer;
  const venueRequired = !offer.isVenue;
  const schema = useMemo(
    () => requestSchema({ minDate: today, maxDate, unavailable: unavailableDays, minGuests, maxGuests, venueRequired }),
    [today, maxDate, unavailableDays, minGuests, maxGuests, venueRequired],
  );
  const [draft] = useState(() => loadDraft(userId, target));
  const form = useAppForm(schema, draft);
  const { register, handleSubmit, formState, formRef, showServerError, setValue, setFocus, subscribe, trigger } = form;

  // Every change is kept for a reload; the guest count also drives the live quote.
  const [guestText, setGuestText] = useState(draft.guestCount);
  const [venueText, setVenueText] = useState(draft.venueAddress ?? '');
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          saveDraft(userId, target, values);
          setGuestText(values.guestCount ?? '');
          setVenueText(values.venueAddress ?? '');
        },
      }),
    [subscribe, userId, target],
  );
  // Said before paying, not after: the provider may not come, or may charge for travel.
  const settledVenue = useDebounced(venueText, 400);
  const otherCity = offer.isVenue ? null : cityOutsideReach(settledVenue, offer.provider);
  // Until a count is typed, the price is for the smallest party the offer takes.
  const guests = useDebounced(wholeCount(guestText), 400) ?? Math.max(1, minGuests ?? 1);
  const quote = useQuote(target, guests);
  // Sending the request opens Checkout for the advance at once, so the button names the amount,
  // but only the quote for the count typed: another count is another advance.
  const quoted = quote.data && !quote.isPlaceholderData && quote.data.guest_count === wholeCount(guestText) ? quote.data : undefined;
  const submitLabel = quoted ? t('form.submitAmount', { amount: formatRupees(quoted.advance_paise) }) : t('form.submit');

  const request = useRequestBooking(target);
  const continueToPayment = useContinueToPayment();
  // Between the hold and the booking's page, Checkout is open: the form stays busy.
  const [paying, setPaying] = useState(false);
  const [suggested, setSuggested] = useState<string[]>([]);
  const [formFailure, setFormFailure] = useState<AppError | undefined>();

  const submit = handleSubmit((values) => {
    setSuggested([]);
    setFormFailure(undefined);
    request.mutate(values, {
      onSuccess: (booking) => {
        clearDraft(userId, target);
        void queryClient.invalidateQueries({ queryKey: ['booking', 'mine'] });
        setPaying(true);
        void continueToPayment(booking).finally(() => setPaying(false));
      },
      onError: (failure) => {
        const error = failureOf(failure)!;
        if (['slot_taken', 'date_blocked', 'event_too_soon'].includes(error.key)) void unavailable.refetch();
        if (error.key === 'slot_taken' || error.key === 'date_blocked') setSuggested(suggestedDatesOf(error));
        const field = serverErrorField(error, SERVER_FIELDS);
        if (field) showServerError(field, error);
        else setFormFailure(error);
      },
    });
  });

  const chooseSuggested = (day: string) => {
    setSuggested([]);
    setValue('eventDate', day, { shouldValidate: true, shouldDirty: true });
    setFocus('eventDate');
  };

  const guestsHint =
    minGuests !== null && maxGuests !== null
      ? t('form.guestsBetween', { min: formatIndianNumber(minGuests), max: formatIndianNumber(maxGuests) })
      : maxGuests !== null
        ? t('form.guestsUpTo', { max: formatIndianNumber(maxGuests) })
        : minGuests !== null
          ? t('form.guestsAtLeast', { min: formatIndianNumber(minGuests) })
          : undefined;
  const limitParams = { min: formatIndianNumber(minGuests ?? 1), max: maxGuests === null ? '' : formatIndianNumber(maxGuests) };
  const upcomingUnavailable = [...unavailableDays.entries()].sort(([a], [b]) => a.localeCompare(b));

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="booking-request">
      <fieldset className="booking-request__fields">
        <legend className="visually-hidden">{t('form.detailsLegend')}</legend>
        <FormField
          id="request-date"
          type="date"
          label={t('form.date')}
          min={today}
          max={maxDate}
          hint={t('form.dateHint')}
          error={fieldErrorText(t, formState.errors.eventDate)}
          {...register('eventDate', {
            // A day the calendar knows is taken is said at once, not on submit.
            onChange: (event: { target: { value: string } }) => {
              if (unavailableDays.has(event.target.value) || formState.errors.eventDate) void trigger('eventDate');
            },
          })}
        />
        {suggested.length > 0 ? (
          <div className="booking-suggestions" role="group" aria-labelledby="request-suggested">
            <p id="request-suggested">{t('form.suggested')}</p>
            <ul>
              {suggested.map((day) => (
                <li key={day}>
                  <button type="button" className="button" onClick={() => chooseSuggested(day)}>
                    {formatDay(day, language, 'medium')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {upcomingUnavailable.length > 0 ? (
          <details className="booking-unavailable">
            <summary>{t('form.unavailableSummary', { count: upcomingUnavailable.length })}</summary>
            <ul>
              {upcomingUnavailable.slice(0, LISTED_UNAVAILABLE).map(([day, reason]) => (
                <li key={day}>
                  <time dateTime={day}>{formatDay(day, language, 'medium')}</time>: {t(`form.reason.${reason === 'full' || reason === 'too_soon' ? reason : 'blocked'}`)}
                </li>
              ))}
              {upcomingUnavailable.length > LISTED_UNAVAILABLE ? (
                <li>{t('form.unavailableMore', { count: upcomingUnavailable.length - LISTED_UNAVAILABLE })}</li>
              ) : null}
            </ul>
          </details>
        ) : null}
        <FormField
          id="request-time"
          type="time"
          label={t('form.time')}
          error={fieldErrorText(t, formState.errors.eventTime)}
          {...register('eventTime')}
        />
        <FormField
          id="request-guests"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          label={t('form.guests')}
          hint={guestsHint}
          error={fieldErrorText(t, formState.errors.guestCount, limitParams)}
          {...register('guestCount')}
        />
        <FormTextArea
          id="request-venue"
          rows={3}
          label={offer.isVenue ? t('form.venueHall') : t('form.venue')}
          optionalLabel={offer.isVenue ? t('form.optional') : undefined}
          hint={offer.isVenue ? t('form.venueHallHint') : t('form.venueHint')}
          autoComplete="street-address"
          error={fieldErrorText(t, formState.errors.venueAddress, { min: REQUEST_LIMITS.venueAddress.min, max: formatIndianNumber(REQUEST_LIMITS.venueAddress.max) })}
          {...register('venueAddress')}
        />
        <p className="booking-request__reach" aria-live="polite">
          {otherCity ? <OutsideReach city={otherCity} provider={offer.provider} /> : null}
        </p>
        <FormTextArea
          id="request-requirements"
          rows={4}
          label={t('form.requirements')}
          optionalLabel={t('form.optional')}
          hint={t('form.requirementsHint', { max: formatIndianNumber(REQUEST_LIMITS.specialRequirements) })}
          error={fieldErrorText(t, formState.errors.specialRequirements, { max: formatIndianNumber(REQUEST_LIMITS.specialRequirements) })}
          {...register('specialRequirements')}
        />
      </fieldset>

      <PriceSummary quote={quote.data} error={quote.error} updating={quote.isFetching} onRetry={() => void quote.refetch()} />
      <RefundTerms />

      {formFailure ? <FormError>{errorText(t, formFailure)}</FormError> : null}
      <div className="booking-request__actions">
        <button type="submit" className="button button--primary" disabled={request.isPending || paying}>
          {request.isPending ? t('form.submitting') : paying ? t('payment.opening') : submitLabel}
        </button>
        <Link className="button" to={detailPath} onClick={() => clearDraft(userId, target)}>
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** The event's city is not the provider's: whether they travel there, and the fee they state. */
function OutsideReach({ city, provider }: { city: string; provider: Offer['provider'] }) {
  const { t } = useTranslation('booking');
  const place = dataWord(t, 'cities', city);
  const values = { city: place, provider: provider.name, home: dataWord(t, 'cities', provider.city) };
  if (!provider.travelsOutsideCity) return <>{t('form.outsideAreas', values)}</>;
  if (provider.travelFeePaise === null) return <>{t('form.outsideAreasTravels', values)}</>;
  return <>{t('form.outsideAreasTravelFee', { ...values, fee: formatRupees(provider.travelFeePaise) })}</>;
}
