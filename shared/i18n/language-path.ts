import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@utsav/shared/i18n/languages';

// Every language has its own address, as Google asks of a multilingual site (subdirectories, not a
// parameter or a cookie): English at the bare path, the others under their code (`/hi/about`,
// `/ta`), so a shared link opens in the language it was sent in. docs/architecture.md, "A URL per language".

/** The path prefix of a language: '' for English, `/hi` for Hindi. */
export const languagePrefix = (language: Language): string => (language === FALLBACK_LANGUAGE ? '' : `/${language}`);

/** The languages that have a prefix: every one but English, whose pages are the bare paths. */
export const PREFIXED_LANGUAGES: readonly Language[] = LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

/**
 * `/hi/services/catering` → `{ language: 'hi', path: '/services/catering' }`; `/ta` → `{ language: 'ta', path: '/' }`;
 * a bare path has no language of its own (`language` undefined: the visitor's choice decides).
 */
export function splitLanguagePath(pathname: string): { language: Language | undefined; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1];
  if (!match || !isLanguage(code) || code === FALLBACK_LANGUAGE) return { language: undefined, path: pathname };
  return { language: code, path: match[2] || '/' };
}

/** A site path in a language: (`hi`, `/about`) → `/hi/about`, (`hi`, `/`) → `/hi`, (`en`, `/about`) → `/about`. */
export function localizedPath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language the address bar names, if any (the shell's pages; a standalone remote's paths never have one). */
export function languageInLocation(): Language | undefined {
  return typeof window === 'undefined' ? undefined : splitLanguagePath(window.location.pathname).language;
}

let languageUrls = false;

/**
 * The shell's router calls this as it is made: from then on the language switcher moves between
 * language addresses (a standalone remote never calls it: its switcher changes the language in
 * place). Returns the router's `basename`, the address bar's prefix, so every in-app link, `paths`
 * builders' results included, stays in the page's language without knowing about it.
 */
export function startLanguageUrls(): string | undefined {
  languageUrls = true;
  const language = languageInLocation();
  return language ? languagePrefix(language) : undefined;
}

/**
 * A page's address to share (copied, sent on WhatsApp): in `language`, so the reader opens it in
 * the sender's language, where language addresses exist (the shell); as it is on a standalone remote.
 */
export function shareablePath(language: Language, path: string): string {
  return languageUrls ? localizedPath(language, path) : path;
}

/**
 * Where the switcher goes for `language`, or undefined when it switches in place: on a language
 * address (`/hi/...`) the same page under the other prefix (English: the bare path); on a bare
 * path, nowhere (the bare path shows the visitor's saved choice, as it always did).
 */
export function switchTarget(language: Language, location: { pathname: string; search: string; hash: string }): string | undefined {
  if (!languageUrls) return undefined;
  const { language: current, path } = splitLanguagePath(location.pathname);
  if (!current || current === language) return undefined;
  return `${localizedPath(language, path)}${location.search}${location.hash}`;
}
