import { type BookingStatus, isFinalStatus } from '@utsav/shared/supabase/booking-graph';

interface Dated {
  status: string;
  event_date: string;
}

/**
 * Upcoming: still in play (not ended) with the event today or later, soonest first. Past:
 * everything else (ended, or its date gone), latest first.
 */
export function splitBookings<T extends Dated>(rows: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const upcoming = rows.filter((row) => !isFinalStatus(row.status) && row.event_date >= today);
  const past = rows.filter((row) => !upcoming.includes(row));
  upcoming.sort((a, b) => a.event_date.localeCompare(b.event_date));
  past.sort((a, b) => b.event_date.localeCompare(a.event_date));
  return { upcoming, past };
}

export type NextAction = 'pay' | 'review' | 'view';

/** What the customer can do next with a booking: pay the advance while held, review once completed, else look at it. */
export function nextAction(status: BookingStatus): NextAction {
  if (status === 'held') return 'pay';
  if (status === 'completed') return 'review';
  return 'view';
}
