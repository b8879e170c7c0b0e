import { describe, expect, it } from 'vitest';
import { monthOf, monthRange, shiftMonth } from './month-grid';

describe('the month grid', () => {
  it('moves between months across years and knows a month\'s first and last day', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(monthOf('2028-02-14')).toEqual({ year: 2028, month: 1 });
    expect(monthRange({ year: 2028, month: 1 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
