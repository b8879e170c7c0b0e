import type { Language } from '@utsav/shared/i18n/languages';

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN', kn: 'kn-IN' };

/** Today's calendar date in India (`YYYY-MM-DD`), whatever the device's zone: bookings are Indian dates. */
export function indianToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A calendar date (`YYYY-MM-DD`) in the user's language: "5 December 2026", "5 दिसंबर 2026". */
export function formatDay(day: string, language: Language, style: 'long' | 'full' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** A time of day (`HH:MM[:SS]`) in the user's language: "6:00 pm". */
export function formatTime(time: string, language: Language): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  return new Intl.DateTimeFormat(LOCALE[language], { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Number(hours), Number(minutes))),
  );
}

/** A moment (timestamptz) in the user's language, date and time, in India's zone. */
export function formatMoment(at: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(at));
}
