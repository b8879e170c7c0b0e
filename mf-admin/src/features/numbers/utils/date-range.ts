import { addDays, indianToday } from '@utsav/shared/i18n/calendar-dates';

/** Inclusive Asia/Kolkata calendar days, `YYYY-MM-DD`, as admin_metrics takes them. */
export interface DateRange {
  from: string;
  to: string;
}

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];

/** A year and a day: enough for a year-on-year look, and the by-month chart stays readable. */
export const MAX_RANGE_DAYS = 366;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (value === null || !ISO_DAY.test(value)) return false;
  // A day that does not exist (2019-02-30) rolls over or is invalid: either way it is not itself.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The last `days` days, today (India's) included. */
export function presetRange(days: Preset, today: string = indianToday()): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Which preset a range is, or custom. */
export function presetOf(range: DateRange, today: string = indianToday()): Preset | 'custom' {
  return PRESETS.find((days) => range.to === today && range.from === addDays(today, -(days - 1))) ?? 'custom';
}

/** Days in the range, both ends counted. */
export function daysIn({ from, to }: DateRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export type RangeProblem = 'fromInvalid' | 'toInvalid' | 'order' | 'tooLong';

/** What is wrong with a custom range (each key names a translated message), or null. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isDay(from)) return 'fromInvalid';
  if (!isDay(to)) return 'toInvalid';
  if (from > to) return 'order';
  if (daysIn({ from, to }) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The range in the address (`?from=&to=`, so a view can be shared and Back works), else the last 30 days. */
export function rangeFromSearch(search: URLSearchParams, today: string = indianToday()): DateRange {
  const from = search.get('from');
  const to = search.get('to');
  return isDay(from) && isDay(to) && rangeProblem(from, to) === null ? { from, to } : presetRange(30, today);
}
