export const LANGUAGES = ['en', 'hi', 'ta', 'te', 'kn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'utsav.lang';
/** The same choice as a cookie, so the page server renders the next page in it (name as the storage key). */
export const LANGUAGE_COOKIE = 'utsav.lang';

/** Each language named in its own script, as a switcher should show it. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `hi-IN` → `hi`; anything we do not speak → English. */
export function toLanguage(value: string | undefined | null): Language {
  const base = (value ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}
