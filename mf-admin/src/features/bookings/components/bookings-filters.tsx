import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES } from '@utsav/shared/supabase/booking-graph';
import { bookingStatusLabel } from '../../../domain/admin/utils/status-label';
import type { BookingsFilter } from '../api/bookings';

interface Props {
  filter: BookingsFilter;
  onChange: (filter: BookingsFilter) => void;
}

/** Code or person, statuses, event dates: applied together on Search, so the server is asked once. */
export function BookingsFilters({ filter, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState(filter);
  const [rangeError, setRangeError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onChange({ ...draft, query: draft.query.trim() });
  };
  const toggle = (status: string, on: boolean) =>
    setDraft((current) => ({ ...current, statuses: on ? [...current.statuses, status] : current.statuses.filter((item) => item !== status) }));
  return (
    <form className="admin-filters" role="search" onSubmit={submit} noValidate>
      <div className="form-field">
        <label htmlFor={`${id}-q`}>{t('bookings.search')}</label>
        <input
          id={`${id}-q`}
          className="form-field__control"
          type="search"
          maxLength={200}
          value={draft.query}
          aria-describedby={`${id}-q-hint`}
          onChange={(event) => setDraft((current) => ({ ...current, query: event.target.value }))}
        />
        <p id={`${id}-q-hint`} className="form-field__hint">
          {t('bookings.searchHint')}
        </p>
      </div>
      <div className={rangeError ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={`${id}-from`}>{t('bookings.from')}</label>
        <input
          id={`${id}-from`}
          className="form-field__control"
          type="date"
          value={draft.from}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? `${id}-range` : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
      </div>
      <div className={rangeError ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={`${id}-to`}>{t('bookings.to')}</label>
        <input
          id={`${id}-to`}
          className="form-field__control"
          type="date"
          value={draft.to}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? `${id}-range` : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
        {rangeError ? (
          <p id={`${id}-range`} className="form-field__error">
            {t('bookings.rangeInvalid')}
          </p>
        ) : null}
      </div>
      <details className="form-field">
        <summary>{draft.statuses.length ? t('bookings.statusesSome', { count: draft.statuses.length }) : t('bookings.statusesAny')}</summary>
        <fieldset>
          <legend className="visually-hidden">{t('bookings.status')}</legend>
          {BOOKING_STATUSES.map((status) => (
            <label key={status} className="admin-check">
              <input type="checkbox" checked={draft.statuses.includes(status)} onChange={(event) => toggle(status, event.target.checked)} />{' '}
              {bookingStatusLabel(t, status)}
            </label>
          ))}
        </fieldset>
      </details>
      <button type="submit" className="button button--primary">
        {t('common.search')}
      </button>
    </form>
  );
}
