import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@utsav/shared/i18n/languages';
import { formatRating } from './format-rating';

describe('formatRating', () => {
  it('writes what Intl.NumberFormat writes with one decimal, in every language, for every average from 0 to 5', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const averages = Array.from({ length: 50_001 }, (_, index) => index / 10_000);
      const differing = averages.filter((average) => formatRating(average) !== intl.format(average));
      expect(differing, language).toEqual([]);
    }
  });

  it('rounds the decimal the reader sees half up, not the binary double', () => {
    expect([0.15, 0.35, 4.45, 4.95, 5, 0].map(formatRating)).toEqual(['0.2', '0.4', '4.5', '5.0', '5.0', '0.0']);
  });
});
