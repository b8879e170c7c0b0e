import type { Language } from '@utsav/shared/i18n/languages';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹ with Indian digit grouping (₹1,50,000), from an amount in paise. */
export const formatRupees = (paise: number): string => rupees.format(Math.round(paise / 100));

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN', kn: 'kn-IN' };

export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long' }).format(new Date(isoDate));
}
