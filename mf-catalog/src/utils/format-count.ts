import { formatIndianNumber } from '@utsav/shared/i18n/format';

// Written out, not Intl.NumberFormat, for the reason of format-rating.ts: a service page built a
// NumberFormat per fact, and the first one loads ICU's number data in the hydration's task.

// CLDR's grouping: en and kn by thousands; hi, ta and te by lakhs.
const BY_THOUSANDS = new Set(['en', 'kn']);

/**
 * A count or duration as Intl.NumberFormat(language) writes it (format-count.test.ts): Latin
 * digits, at most three decimals, grouped by thousands in English and Kannada and the Indian way
 * (1,50,000) in Hindi, Tamil and Telugu (CLDR's patterns for those locales).
 */
export function formatCount(value: number, language: string): string {
  if (!Number.isFinite(value)) return String(value);
  // Rounded on the shortest decimal text, half away from zero, as Intl rounds (see format-rating.ts).
  const shifted = Number(`${Math.abs(value)}e3`);
  const thousandths = Number.isFinite(shifted) ? Math.round(shifted) : Math.round(Math.abs(value) * 1000);
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  const grouped = BY_THOUSANDS.has(language.split('-')[0]!) ? String(whole).replace(/\B(?=(\d{3})+$)/g, ',') : formatIndianNumber(whole);
  const sign = value < 0 && thousandths > 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
