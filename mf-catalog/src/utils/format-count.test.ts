import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@utsav/shared/i18n/languages';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes what Intl.NumberFormat(language) writes, in every language', () => {
    const values = [
      ...Array.from({ length: 3001 }, (_, index) => index),
      ...Array.from({ length: 2000 }, (_, index) => index / 8),
      ...[0.0005, 0.0015, 1.2345, 2.5, 12.75, 99_999, 100_000, 150_000, 1_234_567, 12_345_678.9, 0.1 + 0.2],
    ];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language);
      const differing = values.filter((value) => formatCount(value, language) !== intl.format(value));
      expect(differing, language).toEqual([]);
    }
  });

  it('groups English and Kannada by thousands, Hindi, Tamil and Telugu by lakhs', () => {
    expect(formatCount(150_000, 'en')).toBe('150,000');
    expect(formatCount(150_000, 'kn')).toBe('150,000');
    expect(formatCount(150_000, 'hi')).toBe('1,50,000');
    expect(formatCount(1.5, 'ta')).toBe('1.5');
  });
});
