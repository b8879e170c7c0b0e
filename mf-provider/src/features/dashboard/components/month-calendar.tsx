import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { useMonth } from '../hooks/use-month';
import { addMonths, formatDay, formatMonth, formatTime, indianToday, monthGrid, weekdayNames } from '@utsav/shared/i18n/calendar-dates';
import { PanelLoading } from './panel-loading';

/** The month at a glance: each day with its bookings marked; choosing a day lists them below. */
export function MonthCalendar() {
  const { t } = useTranslation('provider');
  const language = currentLanguage();
  const today = indianToday();
  const [month, setMonth] = useState(() => addMonths(today, 0));
  const [chosen, setChosen] = useState<string | null>(null);
  const bookings = useMonth(month, true);
  // The last month's bookings stand in while this one's load (the grid keeps its place), but
  // none of them is on this month's days: until they arrive no day may say it is free.
  const loading = bookings.isPlaceholderData;
  const byDay = new Map<string, NonNullable<typeof bookings.data>>();
  for (const b of loading ? [] : (bookings.data ?? [])) byDay.set(b.event_date, [...(byDay.get(b.event_date) ?? []), b]);
  const weekdays = weekdayNames(language);
  const chosenRows = chosen ? (byDay.get(chosen) ?? []) : [];

  const go = (months: number) => {
    setMonth(addMonths(month, months));
    setChosen(null);
  };

  return (
    <section className="dash-panel" aria-labelledby="dash-month">
      <div className="dash-month__head">
        <button type="button" className="button" onClick={() => go(-1)} aria-label={t('dashboard.month.previous')}>
          ‹
        </button>
        <h2 id="dash-month" aria-live="polite">
          {formatMonth(month, language)}
        </h2>
        <button type="button" className="button" onClick={() => go(1)} aria-label={t('dashboard.month.next')}>
          ›
        </button>
      </div>
      {bookings.isPending ? (
        <PanelLoading lines={6} />
      ) : bookings.isError ? (
        <UnavailableState onRetry={bookings.refetch} />
      ) : (
        <>
          <table className="dash-month" aria-busy={loading || undefined}>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day.long} scope="col" abbr={day.long}>
                    {day.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(month).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) => {
                    if (!day) return <td key={j} />;
                    const rows = byDay.get(day) ?? [];
                    return (
                      <td key={day}>
                        <button
                          type="button"
                          className={['dash-day', rows.length ? 'dash-day--busy' : '', day === today ? 'dash-day--today' : ''].join(' ').trim()}
                          aria-pressed={chosen === day}
                          disabled={loading}
                          onClick={() => setChosen(day)}
                        >
                          {Number(day.slice(8))}
                          {/* The name starts with the number on the button (speech input users say what they see). */}
                          <span className="visually-hidden">
                            , {formatDay(day, language, 'full')}
                            {loading ? null : `: ${t('dashboard.month.bookings', { count: rows.length })}`}
                          </span>
                          {rows.length ? <span className="dash-day__dot" aria-hidden="true">{rows.length}</span> : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {chosen ? (
            <div aria-live="polite">
              <h3>{formatDay(chosen, language, 'full')}</h3>
              {chosenRows.length === 0 ? (
                <p className="dash-muted">{t('dashboard.month.free')}</p>
              ) : (
                <ul className="dash-day-list">
                  {chosenRows.map((b) => (
                    <li key={b.id}>
                      {formatTime(b.event_time, language)} · {b.title} · {t(`dashboard.bookingStatus.${b.status as 'requested' | 'confirmed' | 'completed'}`)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
