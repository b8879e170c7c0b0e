import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLanguage, toLanguage, type Language } from '@utsav/shared/i18n/languages';
import { renderedPage } from '@utsav/shared/config/runtime-config';
import { languageInLocation } from '@utsav/shared/i18n/language-path';

// The spec's order: the address's language (`/hi/...`: a shared link opens in the language it was
// sent in, whatever the reader saved), then the saved choice (storage, then its cookie), then the language the server
// rendered this page in (its own choice from the cookie or Accept-Language, so hydration matches),
// then the browser's languages, then English. (A dozen lines instead of a 2 KB detector plugin on
// every cold load.) The address's language is not saved: only the switcher saves a choice.
export function detectLanguage(): Language {
  const inAddress = languageInLocation();
  if (inAddress) return inAddress;
  const saved = readSaved();
  if (saved) {
    // A choice saved before the cookie existed: the page server learns it for the next page.
    writeCookie(saved, false);
    return saved;
  }
  const cookie = readCookie();
  if (cookie) return cookie;
  const rendered = renderedPage()?.language;
  if (rendered) return rendered;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const match = preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
  return toLanguage(match);
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  writeCookie(language, true);
}

/** The page server reads the choice from this cookie: the next page arrives rendered in it. */
function writeCookie(language: Language, overwrite: boolean): void {
  if (typeof document === 'undefined') return;
  if (!overwrite && document.cookie.split('; ').some((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function readSaved(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function readCookie(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = pair?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/**
 * The visitor's own choice: the switcher's storage, else its cookie (what the page server rendered
 * a bare path in, storage blocked or cleared); undefined when they never chose (Accept-Language does not count).
 */
export const savedLanguage = (): Language | undefined => readSaved() ?? readCookie();
