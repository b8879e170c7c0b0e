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
 * On a bare path, a visitor's `saved` choice (the switcher's, not Accept-Language's) moves the
 * address to that language's, in place (`history.replaceState`: no request, no reload), so the
 * address they copy from the browser opens in the language they read.
 */
export function startLanguageUrls(saved?: Language): string | undefined {
  languageUrls = true;
  const language = languageInLocation();
  if (language) return languagePrefix(language);
  if (!saved || saved === FALLBACK_LANGUAGE || typeof window === 'undefined') return undefined;
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${localizedPath(saved, pathname)}${search}${hash}`);
  return languagePrefix(saved);
}

/**
 * A page's address to share (copied, sent on WhatsApp): in `language`, so the reader opens it in
 * the sender's language, where language addresses exist (the shell); as it is on a standalone remote.
 */
export function shareablePath(language: Language, path: string): string {
  return languageUrls ? localizedPath(language, path) : path;
}

/**
 * The same page at `language`'s address, where the switcher goes, or undefined when it switches in
 * place: a standalone remote (no language addresses), or the address already in that language
 * (English: a bare path, whatever Accept-Language showed it in).
 */
export function switchTarget(language: Language, location: { pathname: string; search: string; hash: string }): string | undefined {
  if (!languageUrls) return undefined;
  const { language: current = FALLBACK_LANGUAGE, path } = splitLanguagePath(location.pathname);
  if (current === language) return undefined;
  return `${localizedPath(language, path)}${location.search}${location.hash}`;
}

type AddressMover = (target: string) => void;
let addressMover: AddressMover | undefined;

/**
 * The shell's router moves to another language's address without a document load (a router with
 * the new basename, the loaded remotes kept): the switcher calls `mover` with the address instead
 * of loading it. Returns what stops it.
 */
export function onLanguageAddressChange(mover: AddressMover): () => void {
  addressMover = mover;
  return () => {
    if (addressMover === mover) addressMover = undefined;
  };
}

export const languageAddressMover = (): AddressMover | undefined => addressMover;
