import type { Language } from '@utsav/shared/i18n/languages';

// Written out, not Intl.NumberFormat: the first NumberFormat a page creates loads ICU's number
// data, ~25 ms of main thread on a desktop and about four times that on a phone, on every page
// that shows a price. The output is Intl's en-IN output, digit for digit (format.test.ts).

/** A whole number with Indian digit grouping (1,50,000), in Latin digits as the prices use. */
export function formatIndianNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(value);
  const digits = String(Math.abs(whole));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return whole < 0 ? `-${grouped}` : grouped;
}

/** ₹ with Indian digit grouping (₹1,50,000), from an amount in paise. */
export function formatRupees(paise: number): string {
  const rupees = Math.round(paise / 100);
  return rupees < 0 ? `-₹${formatIndianNumber(-rupees)}` : `₹${formatIndianNumber(rupees)}`;
}

/** The Intl locale of each language: India's conventions (dates, grouping) in the reader's script. */
export const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN', kn: 'kn-IN' };

// One formatter per language: building one costs ~0.5 ms of ICU set-up, and the blog's index
// formats a date per card (8 ms of a warm navigation to /blog, issue 27's under 10 ms).
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

export function formatDate(isoDate: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) dateFormats.set(language, (format = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long' })));
  return format.format(new Date(isoDate));
}
