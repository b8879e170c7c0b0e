import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@utsav/shared/ui/form-field';
import type { BlockedTime } from '../api/availability';

type Change =
  | { kind: 'block-day'; day: string }
  | { kind: 'unblock-day'; day: string }
  | { kind: 'block-time'; day: string; startsAt: string; endsAt: string; note: string | null }
  | { kind: 'unblock-time'; id: string };

interface Props {
  day: string;
  /** The day in the reader's language. */
  label: string;
  past: boolean;
  blocked: boolean;
  times: BlockedTime[];
  busy: boolean;
  onChange: (change: Change) => void;
}

const hhmm = (time: string) => time.slice(0, 5);

/** The chosen day: block or free it whole, or block hours of it (another engagement, a morning off). */
export function BlockedDayPanel({ day, label, past, blocked, times, busy, onChange }: Props) {
  const { t } = useTranslation('provider');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const addHours = () => {
    if (!from || !to) return setError(t('availability.errors.timesRequired'));
    if (from >= to) return setError(t('availability.errors.timesOrder'));
    setError(undefined);
    onChange({ kind: 'block-time', day, startsAt: from, endsAt: to, note: note.trim() || null });
    setFrom('');
    setTo('');
    setNote('');
  };

  return (
    <section className="availability-day-panel" aria-labelledby="availability-day-title">
      <h2 id="availability-day-title">{label}</h2>
      {past ? (
        <p className="provider-muted">{t('availability.past')}</p>
      ) : (
        <>
          <p>{blocked ? t('availability.blockedWhole') : t('availability.open')}</p>
          <button
            type="button"
            className={`button${blocked ? '' : ' button--primary'}`}
            disabled={busy}
            onClick={() => onChange({ kind: blocked ? 'unblock-day' : 'block-day', day })}
          >
            {blocked ? t('availability.unblockDay') : t('availability.blockDay')}
          </button>
          {times.length > 0 ? (
            <ul className="availability-day-panel__times" aria-label={t('availability.hoursBlocked')}>
              {times.map((time) => (
                <li key={time.id}>
                  {t('availability.hoursRange', { from: hhmm(time.starts_at), to: hhmm(time.ends_at) })}
                  {time.note ? ` · ${time.note}` : ''}{' '}
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => onChange({ kind: 'unblock-time', id: time.id })}
                    aria-label={t('availability.freeHoursLabel', { from: hhmm(time.starts_at), to: hhmm(time.ends_at) })}
                  >
                    {t('availability.freeHours')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {blocked ? null : (
            <fieldset className="availability-day-panel__add">
              <legend>{t('availability.blockHours')}</legend>
              <div className="service-form__row">
                <FormField id="block-from" type="time" label={t('availability.from')} value={from} onChange={(event) => setFrom(event.target.value)} error={error} />
                <FormField id="block-to" type="time" label={t('availability.to')} value={to} onChange={(event) => setTo(event.target.value)} />
              </div>
              <FormField
                id="block-note"
                label={t('availability.note')}
                optionalLabel={t('services.form.optional')}
                maxLength={200}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <button type="button" className="button" disabled={busy} onClick={addHours}>
                {t('availability.addHours')}
              </button>
            </fieldset>
          )}
        </>
      )}
    </section>
  );
}
