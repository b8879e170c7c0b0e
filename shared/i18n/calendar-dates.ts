import { LOCALE } from '@utsav/shared/i18n/format';
import type { Language } from '@utsav/shared/i18n/languages';

// Calendar dates travel as `YYYY-MM-DD` strings and are read at UTC midnight, so no device zone
// can move a booking to the day before; "today" is India's, because the bookings are.

/** Today's calendar date in India (`YYYY-MM-DD`), whatever the device's zone: bookings are Indian dates. */
export function indianToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month `months` away from the month of `day` (`YYYY-MM-01`). */
export function addMonths(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/**
 * The weeks of a month calendar starting on Monday (India's calendars do): each week seven
 * `YYYY-MM-DD` days, null outside the month.
 */
export function monthGrid(anyDay: string): (string | null)[][] {
  const first = addMonths(anyDay, 0);
  const start = new Date(`${first}T00:00:00Z`);
  const days = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (start.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${first.slice(0, 8)}${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A calendar date (`YYYY-MM-DD`) in the user's language: "5 December 2026", "5 दिसंबर 2026". */
export function formatDay(day: string, language: Language, style: 'long' | 'full' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** A time of day (`HH:MM[:SS]`) in the user's language: "6:00 pm". */
export function formatTime(time: string, language: Language): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  return new Intl.DateTimeFormat(LOCALE[language], { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Number(hours), Number(minutes))),
  );
}

/** A moment (timestamptz) in the user's language, date and time, in India's zone. */
export function formatMoment(at: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(at));
}

/** "December 2026" in the user's language. */
export function formatMonth(day: string, language: Language, month: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(LOCALE[language], { month, year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** The weekday names of a Monday-first week in the user's language: narrow ("M") and long. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2024, 0, 1 + i));
    return {
      short: new Intl.DateTimeFormat(LOCALE[language], { weekday: 'narrow', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(LOCALE[language], { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });
}
