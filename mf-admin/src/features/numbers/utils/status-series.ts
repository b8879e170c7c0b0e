import { BOOKING_STATUSES } from '@utsav/shared/supabase/booking-graph';
import { addDays, addMonths } from '@utsav/shared/i18n/calendar-dates';
import { daysIn, type DateRange } from './date-range';
import type { StatusCount } from '../api/get-metrics';

/** Up to about three months a bar is a day; beyond, a month (a year of days is too thin to read on a phone). */
export const DAILY_LIMIT_DAYS = 92;

export interface StatusBucket {
  /** The bucket's first day (`YYYY-MM-DD`; the 1st of the month for months). */
  start: string;
  counts: Record<string, number>;
  total: number;
}

export interface StatusSeries {
  unit: 'day' | 'month';
  /** The statuses present, in the booking timeline's order (unknown ones last). */
  statuses: string[];
  buckets: StatusBucket[];
}

/**
 * by_day's rows laid on the range's calendar: every day (or month) of the range is a bucket,
 * zero when no booking was created then, so the time axis is true to the range.
 */
export function statusSeries(rows: StatusCount[], range: DateRange): StatusSeries {
  const unit = daysIn(range) > DAILY_LIMIT_DAYS ? 'month' : 'day';
  const keyOf = (day: string) => (unit === 'day' ? day : addMonths(day, 0));
  const buckets: StatusBucket[] = [];
  for (let day = keyOf(range.from); day <= range.to; day = unit === 'day' ? addDays(day, 1) : addMonths(day, 1)) {
    buckets.push({ start: day, counts: {}, total: 0 });
  }
  const byStart = new Map(buckets.map((bucket) => [bucket.start, bucket]));
  const present = new Set<string>();
  for (const row of rows) {
    const bucket = byStart.get(keyOf(row.day));
    if (!bucket || row.count <= 0) continue;
    bucket.counts[row.status] = (bucket.counts[row.status] ?? 0) + row.count;
    bucket.total += row.count;
    present.add(row.status);
  }
  const order = (status: string) => {
    const index = (BOOKING_STATUSES as readonly string[]).indexOf(status);
    return index === -1 ? BOOKING_STATUSES.length : index;
  };
  const statuses = [...present].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return { unit, statuses, buckets };
}
