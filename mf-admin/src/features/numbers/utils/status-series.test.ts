import { describe, expect, it } from 'vitest';
import { statusSeries } from './status-series';

describe('bookings by status over the range', () => {
  it('gives every day of a short range a bucket, zero when nothing was created, statuses in timeline order', () => {
    const series = statusSeries(
      [
        { day: '2026-11-02', status: 'declined', count: 1 },
        { day: '2026-11-02', status: 'requested', count: 2 },
        { day: '2026-11-04', status: 'confirmed', count: 3 },
        // Outside the range (a day the database would not send): left out, not drawn at an edge.
        { day: '2026-10-31', status: 'confirmed', count: 9 },
      ],
      { from: '2026-11-01', to: '2026-11-04' },
    );
    expect(series.unit).toBe('day');
    expect(series.statuses).toEqual(['requested', 'confirmed', 'declined']);
    expect(series.buckets.map((b) => [b.start, b.total])).toEqual([['2026-11-01', 0], ['2026-11-02', 3], ['2026-11-03', 0], ['2026-11-04', 3]]);
    expect(series.buckets[1]?.counts).toEqual({ declined: 1, requested: 2 });
  });

  it('counts by month beyond three months', () => {
    const series = statusSeries(
      [
        { day: '2026-01-15', status: 'completed', count: 2 },
        { day: '2026-01-31', status: 'completed', count: 1 },
        { day: '2026-06-30', status: 'cancelled_by_customer', count: 4 },
      ],
      { from: '2026-01-10', to: '2026-06-30' },
    );
    expect(series.unit).toBe('month');
    expect(series.buckets.map((b) => b.start)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01']);
    expect(series.buckets[0]?.counts).toEqual({ completed: 3 });
    expect(series.buckets[5]?.total).toBe(4);
  });
});
