import { splitLanguagePath } from '@utsav/shared/i18n/language-path';
import { LANGUAGE_COOKIE, isLanguage, type Language, FALLBACK_LANGUAGE } from '@utsav/shared/i18n/languages';

/** Where the page's language came from: the address, the visitor's own choice, their browser, or neither. */
export type LanguageSource = 'address' | 'cookie' | 'accept-language' | 'default';

/**
 * The language of a requested address: its prefix (`/hi/about` is Hindi for everyone, whatever
 * the cookie or the browser say: a shared link opens in the sender's language), else, on a bare
 * path, `negotiateLanguage`. `path` is the address without its prefix; `redirect` is set for an
 * English prefix (`/en/about` → `/about`: English lives at the bare path, one address per page).
 */
export function languageFromAddress(
  pathname: string,
  headers: Headers,
): { language: Language; source: LanguageSource; path: string; redirect?: string } {
  const english = /^\/en(?=\/|$)(.*)$/.exec(pathname);
  const { language, path } = splitLanguagePath(pathname);
  if (language) return { language, source: 'address', path };
  if (english) return { language: FALLBACK_LANGUAGE, source: 'address', path: english[1] || '/', redirect: english[1] || '/' };
  return { ...negotiateLanguage(headers), path: pathname };
}

/**
 * The language to render a page in: the choice the language switcher saved (cookie), else the
 * first language of Accept-Language we speak (by weight, then order), else English.
 */
export function negotiateLanguage(headers: Headers): { language: Language; source: LanguageSource } {
  const cookie = readCookie(headers.get('cookie') ?? '', LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return { language: cookie, source: 'cookie' };
  const accepted = acceptedLanguages(headers.get('accept-language') ?? '');
  const match = accepted.find(isLanguage);
  if (match) return { language: match, source: 'accept-language' };
  return { language: FALLBACK_LANGUAGE, source: 'default' };
}

function readCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** `hi-IN,hi;q=0.9,en;q=0.8` → ['hi', 'hi', 'en']: base tags, highest weight first, q=0 left out. */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ base, weight }) => base && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ base }) => base);
}
