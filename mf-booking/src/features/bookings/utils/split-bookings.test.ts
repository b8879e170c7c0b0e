import { describe, expect, it } from 'vitest';
import { nextAction, splitBookings } from './split-bookings';

const row = (code: string, status: string, event_date: string) => ({ code, status, event_date });

describe('splitBookings', () => {
  it('keeps live bookings from today on as upcoming, soonest first; the rest past, latest first', () => {
    const { upcoming, past } = splitBookings(
      [
        row('a', 'confirmed', '2026-12-20'),
        row('b', 'held', '2026-11-27'),
        row('c', 'completed', '2026-10-01'),
        row('d', 'cancelled_by_customer', '2027-01-10'),
        row('e', 'requested', '2026-11-26'),
      ],
      '2026-11-27',
    );
    expect(upcoming.map((r) => r.code)).toEqual(['b', 'a']);
    expect(past.map((r) => r.code)).toEqual(['d', 'e', 'c']);
  });

  it('offers paying while held, a review once completed, else a look', () => {
    expect(nextAction('held')).toBe('pay');
    expect(nextAction('completed')).toBe('review');
    expect(nextAction('confirmed')).toBe('view');
  });
});
