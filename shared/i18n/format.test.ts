import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees } from '@utsav/shared/i18n/format';

// What the hand-written formatters must match: Intl's en-IN output.
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const intlNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

const SAMPLES = [0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 99_999, 1_00_000, 1_50_000, 9_99_999, 10_00_000, 1_23_45_678, 99_99_99_999, 1_00_00_00_000, 12_34_56_78_901];

describe('formatRupees', () => {
  it('shows rupees with Indian digit grouping from paise', () => {
    expect(formatRupees(15_000_000)).toBe('₹1,50,000');
    expect(formatRupees(2_500_000)).toBe('₹25,000');
    expect(formatRupees(99_900)).toBe('₹999');
  });

  it("matches Intl's en-IN currency output for every magnitude, sign and rounding", () => {
    for (const rupees of SAMPLES)
      for (const paise of [rupees * 100, -rupees * 100 || 0, rupees * 100 + 49, rupees * 100 + 50, rupees * 100 + 51]) {
        // (`|| 0`: Intl writes minus zero as "-₹0"; no price is minus zero.)
        expect(formatRupees(paise), `${paise} paise`).toBe(intlRupees.format(Math.round(paise / 100)));
      }
  });
});

describe('formatIndianNumber', () => {
  it("matches Intl's en-IN grouping", () => {
    for (const n of SAMPLES) {
      expect(formatIndianNumber(n)).toBe(intlNumber.format(n));
      expect(formatIndianNumber(-n)).toBe(intlNumber.format(-n === 0 ? 0 : -n));
    }
    expect(formatIndianNumber(1500)).toBe('1,500');
  });
});
