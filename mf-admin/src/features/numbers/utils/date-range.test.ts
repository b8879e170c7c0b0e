import { describe, expect, it } from 'vitest';
import { daysIn, presetOf, presetRange, rangeFromSearch, rangeProblem } from './date-range';

const TODAY = '2026-11-28';

describe('the numbers page range', () => {
  it('makes the presets end today, both ends counted', () => {
    expect(presetRange(7, TODAY)).toEqual({ from: '2026-11-22', to: TODAY });
    expect(daysIn(presetRange(30, TODAY))).toBe(30);
    expect(presetRange(90, TODAY).from).toBe('2026-08-31');
    expect(presetOf(presetRange(90, TODAY), TODAY)).toBe(90);
    expect(presetOf({ from: '2026-11-22', to: '2026-11-27' }, TODAY)).toBe('custom');
  });

  it('reads the range from the address, and falls back to the last 30 days on anything odd', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2019-03-01&to=2019-03-31'), TODAY)).toEqual({ from: '2019-03-01', to: '2019-03-31' });
    for (const bad of ['', 'from=2019-03-01', 'from=2019-02-30&to=2019-03-31', 'from=2019-04-01&to=2019-03-31', 'from=2019-01-01&to=2021-01-01']) {
      expect(rangeFromSearch(new URLSearchParams(bad), TODAY), bad).toEqual(presetRange(30, TODAY));
    }
  });

  it('says what is wrong with a custom range', () => {
    expect(rangeProblem('', '2026-11-01')).toBe('fromInvalid');
    expect(rangeProblem('2026-11-01', '2026-13-01')).toBe('toInvalid');
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe('order');
    expect(rangeProblem('2025-11-01', '2026-11-02')).toBe('tooLong');
    expect(rangeProblem('2025-11-02', '2026-11-02')).toBeNull();
  });
});
