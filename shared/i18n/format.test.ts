import { describe, expect, it } from 'vitest';
import { formatRupees } from '@utsav/shared/i18n/format';

describe('formatRupees', () => {
  it('shows rupees with Indian digit grouping from paise', () => {
    expect(formatRupees(15_000_000)).toBe('₹1,50,000');
    expect(formatRupees(2_500_000)).toBe('₹25,000');
    expect(formatRupees(99_900)).toBe('₹999');
  });
});
