import { describe, expect, it } from 'vitest';
import { monthOf, monthRange, monthWeeks, shiftMonth } from './month-grid';

describe('the month grid', () => {
  it('lays a month out in Monday-first weeks, with blanks around it', () => {
    // 1 February 2027 is a Monday; 28 days fill exactly four weeks.
    const february = monthWeeks({ year: 2027, month: 1 });
    expect(february).toHaveLength(4);
    expect(february[0]).toEqual(['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06', '2027-02-07']);
    // 1 December 2026 is a Tuesday.
    const december = monthWeeks({ year: 2026, month: 11 });
    expect(december[0]![0]).toBeNull();
    expect(december[0]![1]).toBe('2026-12-01');
    expect(december.flat().filter(Boolean)).toHaveLength(31);
  });

  it('moves between months across years and knows a month\'s first and last day', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(monthOf('2028-02-14')).toEqual({ year: 2028, month: 1 });
    expect(monthRange({ year: 2028, month: 1 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
