import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';
import type { CapacityRow } from '../api/availability';
import { useCapacities, useSetCapacity } from '../hooks/use-availability';

const MAX = 50;

/** How many bookings each service takes at once (teams, halls): the slot rules read it. */
export function CapacityList({ providerId }: { providerId: string }) {
  const { t } = useTranslation('provider');
  const capacities = useCapacities(providerId);
  if (capacities.isPending) return <p className="provider-muted">{t('availability.capacity.loading')}</p>;
  if (capacities.isError) return <p className="form-field__error">{errorText(t, capacities.error)}</p>;
  return (
    <section className="capacity-list" aria-labelledby="capacity-title">
      <h2 id="capacity-title">{t('availability.capacity.title')}</h2>
      <p className="provider-muted">{t('availability.capacity.intro')}</p>
      {capacities.data.length === 0 ? <p>{t('services.list.none')}</p> : null}
      <ul>
        {capacities.data.map((row) => (
          <CapacityRowEditor key={`${row.id}-${row.concurrent_capacity}`} providerId={providerId} row={row} />
        ))}
      </ul>
    </section>
  );
}

function CapacityRowEditor({ providerId, row }: { providerId: string; row: CapacityRow }) {
  const { t } = useTranslation(['provider', 'errors']);
  const save = useSetCapacity(providerId);
  const [value, setValue] = useState(String(row.concurrent_capacity));
  const [error, setError] = useState<string>();
  const id = `capacity-${row.id}`;
  const submit = () => {
    const text = value.trim();
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX) return setError(t('availability.capacity.range', { max: MAX }));
    setError(undefined);
    save.mutate({ serviceId: row.id, capacity: Number(text) });
  };
  const message = error ?? (save.error ? errorText(t, save.error) : undefined);
  return (
    <li className={`form-field capacity-list__row${message ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{row.title}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
      />
      <button type="button" className="button" disabled={save.isPending} onClick={submit} aria-label={t('availability.capacity.saveLabel', { title: row.title })}>
        {t('availability.capacity.save')}
      </button>
      {message ? (
        <p id={`${id}-error`} className="form-field__error">
          {message}
        </p>
      ) : save.isSuccess ? (
        <p className="form-field__hint" role="status">
          {t('availability.capacity.saved')}
        </p>
      ) : null}
    </li>
  );
}
