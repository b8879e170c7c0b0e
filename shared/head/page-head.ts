import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { headTags, type HeadContext, type HeadTags, type PageHead } from '@utsav/shared/head/head-tags';
import { toLanguage } from '@utsav/shared/i18n/languages';

export type { PageHead } from '@utsav/shared/head/head-tags';

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
    applyHeadTags(headTags({ title, description, image, canonicalPath }, context));
  }, [title, description, image, canonicalPath, language, siteDescription]);
}

function applyHeadTags(tags: HeadTags): void {
  document.title = tags.title;
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = tags.canonical;
  for (const { attribute, key, content } of tags.metas) {
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      document.head.append(meta);
    }
    meta.content = content;
  }
}
