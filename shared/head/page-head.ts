import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath, splitLanguagePath } from '@utsav/shared/i18n/language-path';
import { FALLBACK_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@utsav/shared/i18n/languages';

// One module for the hook and the tag list it shares with the page server: each `shared` file is
// a federated module of its own, with a cost on the home page's first download.

/** What a page says about itself: in the browser's tab, to search engines and in link previews (WhatsApp, Facebook). */
export interface PageHead {
  /** The page's own name, translated; the tab shows "<title> · Utsav". */
  title: string;
  /** One or two translated sentences for search results and previews; the site's description when absent. */
  description?: string;
  /** The preview picture: a site path (`/og-image.png`) or an absolute URL; a JPEG or PNG (WhatsApp shows no SVG). */
  image?: string;
  /** The page's own address (a `paths` builder's result, no language prefix), without query or hash; the current path when absent. */
  canonicalPath?: string;
}

/** Where the head is written: the site's origin, the address shown, the language of the page. */
export interface HeadContext {
  origin: string;
  /** The address shown, with its language prefix if it has one (`/hi/about`). */
  pathname: string;
  /** The page's language (og:locale). */
  language: Language;
  /** The site's description in the page's language (common namespace `head.description`). */
  siteDescription: string;
}

export const SITE_NAME = 'Utsav';
/** 1200×630, served by the shell (shell/public/og-image.png). */
export const DEFAULT_OG_IMAGE = '/og-image.png';

const LOCALE_ALTERNATE = 'og:locale:alternate';

/** Open Graph names a locale by language and territory: every Utsav language is India's. */
export const ogLocale = (language: Language) => `${language}_IN`;

export interface HeadTags {
  title: string;
  canonical: string;
  /** The same page in every language (`hreflang`), and `x-default` (the bare path) for any other. */
  alternates: { hreflang: string; href: string }[];
  /** `name=` metas (description) and `property=` metas (og:*). */
  metas: { attribute: 'name' | 'property'; key: string; content: string }[];
}

const absolute = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, origin).href);

/** What the tab shows for a page called `title`. */
const fullTitle = (title: string) => `${title} · ${SITE_NAME}`;

/** The tags of a page's head: the same list in the browser (page-head.ts) and in the server's HTML. */
export function headTags(head: PageHead, context: HeadContext): HeadTags {
  const title = fullTitle(head.title);
  const description = head.description || context.siteDescription;
  // The canonical address is the one that showed the page: a language address names itself; a bare
  // path names the bare path even when the browser's Accept-Language showed it in Hindi (it is
  // x-default, and a crawler reads English there). A saved choice moves a bare path to its language's address first.
  const { language: addressLanguage = FALLBACK_LANGUAGE, path: shownPath } = splitLanguagePath(context.pathname);
  const path = head.canonicalPath ?? shownPath;
  const canonical = absolute(context.origin, localizedPath(addressLanguage, path));
  const image = absolute(context.origin, head.image ?? DEFAULT_OG_IMAGE);
  return {
    title,
    canonical,
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: absolute(context.origin, localizedPath(language, path)) })),
      { hreflang: 'x-default', href: absolute(context.origin, path) },
    ],
    metas: [
      { attribute: 'name', key: 'description', content: description },
      { attribute: 'property', key: 'og:site_name', content: SITE_NAME },
      { attribute: 'property', key: 'og:type', content: 'website' },
      { attribute: 'property', key: 'og:title', content: head.title },
      { attribute: 'property', key: 'og:description', content: description },
      { attribute: 'property', key: 'og:image', content: image },
      { attribute: 'property', key: 'og:url', content: canonical },
      { attribute: 'property', key: 'og:locale', content: ogLocale(context.language) },
      ...LANGUAGES.filter((language) => language !== context.language).map((language) => ({
        attribute: 'property' as const,
        key: LOCALE_ALTERNATE,
        content: ogLocale(language),
      })),
      { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    ],
  };
}

/**
 * Collects the head of the page being rendered on the server. A module variable, not a context:
 * the page server renders one page at a time (i18n and the query cache are one instance too),
 * and a provider around the tree only on the server would be a difference to hydrate.
 */
let collector: ((head: PageHead) => void) | undefined;

/** The page server's hook into `usePageHead` for one render; `undefined` when it is done. */
export function collectPageHead(collect: ((head: PageHead) => void) | undefined): void {
  collector = collect;
}

/**
 * A page's translated title, description, canonical address and preview picture. Call it once, in
 * the page itself (not a layout: the browser runs a child's effect before its parent's); pass
 * `undefined` while what the title needs is loading. On the server the head goes into the HTML;
 * in the browser it sets document.title and the description, canonical and Open Graph tags.
 */
export function usePageHead(head: PageHead | undefined): void {
  const { t, i18n } = useTranslation('common');
  const siteDescription = t('head.description');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  if (head && collector) collector(head);
  const { title, description, image, canonicalPath } = head ?? {};
  useEffect(() => {
    if (title === undefined) return;
    const context: HeadContext = { origin: window.location.origin, pathname: window.location.pathname, language, siteDescription };
    document.title = fullTitle(title);
    // The tags for crawlers and link previews (the page server writes them into the HTML) wait for
    // the next task: a navigation's effects run inside its click (issue 27: a warm navigation under
    // 10 ms), and building and placing them was the largest of those effects (1-4 ms a click).
    const later = setTimeout(() => applyHeadTags(headTags({ title, description, image, canonicalPath }, context)), 0);
    return () => clearTimeout(later);
  }, [title, description, image, canonicalPath, language, siteDescription]);
}

/** Every tag but the title, which usePageHead writes at once. */
function applyHeadTags(tags: HeadTags): void {
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = tags.canonical;
  applyAlternates(tags);
  for (const { attribute, key, content } of tags.metas.filter((meta) => meta.key !== LOCALE_ALTERNATE)) {
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      document.head.append(meta);
    }
    meta.content = content;
  }
}

/** `hreflang` links and `og:locale:alternate` metas come in sets: replaced whole, never matched one by one. */
function applyAlternates({ alternates, metas }: HeadTags): void {
  for (const old of document.head.querySelectorAll(`link[rel="alternate"][hreflang], meta[property="${LOCALE_ALTERNATE}"]`)) old.remove();
  const links = alternates.map(({ hreflang, href }) => {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    return link;
  });
  const locales = metas
    .filter((meta) => meta.key === LOCALE_ALTERNATE)
    .map(({ content }) => {
      const meta = document.createElement('meta');
      meta.setAttribute('property', LOCALE_ALTERNATE);
      meta.content = content;
      return meta;
    });
  document.head.append(...links, ...locales);
}
