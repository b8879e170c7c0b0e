import { useTranslation } from 'react-i18next';
import { formatMonth, monthGrid, weekdayNames } from '@utsav/shared/i18n/calendar-dates';
import { LOCALE } from '@utsav/shared/i18n/format';
import { toLanguage } from '@utsav/shared/i18n/languages';
import type { MonthAvailability } from '../api/availability';
import { isoDay, type MonthRef } from '../utils/month-grid';

interface Props {
  month: MonthRef;
  today: string;
  selected: string;
  data: MonthAvailability | undefined;
  loading: boolean;
  onMonth: (by: number) => void;
  onSelect: (day: string) => void;
}

/**
 * A month as a table of day buttons: a blocked day is marked (and said), a day with blocked hours
 * too; the chosen day opens beside it. Every day is a button in the tab order; the table keeps
 * its six-week size while a month loads, so nothing below jumps.
 */
export function AvailabilityMonth({ month, today, selected, data, loading, onMonth, onSelect }: Props) {
  const { t, i18n } = useTranslation('provider');
  const language = toLanguage(i18n.language);
  const first = isoDay(month.year, month.month, 1);
  const title = formatMonth(first, language);
  const dayLabel = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'full', timeZone: 'UTC' });
  const weeks = monthGrid(first);
  const firstOfThisMonth = isoDay(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 1);
  return (
    <div className="availability-month" aria-busy={loading}>
      <div className="availability-month__head">
        <button type="button" className="button" onClick={() => onMonth(-1)} disabled={isoDay(month.year, month.month, 1) <= firstOfThisMonth}>
          <span aria-hidden="true">‹</span> <span className="visually-hidden">{t('availability.previousMonth')}</span>
        </button>
        <h2 id="availability-month-title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="button" onClick={() => onMonth(1)}>
          <span className="visually-hidden">{t('availability.nextMonth')}</span> <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="availability-month__grid" aria-labelledby="availability-month-title">
        <thead>
          <tr>
            {weekdayNames(language).map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...weeks, ...Array<null[]>(6 - weeks.length).fill(Array<null>(7).fill(null))].map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const blocked = data?.days.has(day) ?? false;
                const hours = data?.times.some((time) => time.day === day) ?? false;
                const state = blocked ? t('availability.dayBlocked') : hours ? t('availability.dayHours') : '';
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={`availability-day${blocked ? ' availability-day--blocked' : hours ? ' availability-day--hours' : ''}${day < today ? ' availability-day--past' : ''}`}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={[dayLabel.format(new Date(`${day}T00:00:00Z`)), state].filter(Boolean).join(', ')}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
