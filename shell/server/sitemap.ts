import { registryRoutes } from '@utsav/shared/federation/registry';
import { localizedPath } from '@utsav/shared/i18n/language-path';
import { LANGUAGES } from '@utsav/shared/i18n/languages';

/** A page of the site by its bare (English) path; the sitemap lists it at every language's address. */
export interface SitemapPage {
  path: string;
  /** When its content last changed (ISO), if known. */
  lastmod?: string;
}

/**
 * URLs in one sitemap file; above it, a sitemap index. The protocol allows 50,000 URLs or 50 MB
 * (sitemaps.org), whichever comes first: each URL here carries its six alternates, 0.9 KB on the
 * seed and up to ~1.3 KB with a 60-letter category slug, so 50,000 could pass 50 MB; 25,000 stays under ~33 MB.
 */
export const SITEMAP_MAX_URLS = 25_000;

/**
 * The public pages without parameters: the registry's public routes, less the account forms
 * (sign-in, register, password, the OAuth callback), which hold nothing a search should find.
 */
export function staticSitemapPaths(): string[] {
  return registryRoutes
    .filter(({ path, guard }) => guard === 'public' && !path.includes(':') && !/^\/(auth|register)(\/|$)/.test(path))
    .map(({ path }) => path);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * Each page once per language, each naming all five and `x-default` (the bare path) as Google's
 * hreflang sitemaps ask: the same alternates as the pages' own `<link rel="alternate">`.
 */
export function urlsetXml(pages: readonly SitemapPage[], origin: string): string {
  const at = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${at(localizedPath(language, path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at(path)}"/>`,
    ].join('');
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return LANGUAGES.map((language) => `<url><loc>${at(localizedPath(language, path))}</loc>${modified}${alternates}</url>`);
  });
  return `${XML_HEAD}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: number, origin: string): string {
  const entries = Array.from({ length: files }, (_, index) => `<sitemap><loc>${escapeXml(new URL(`/sitemap-${index + 1}.xml`, origin).href)}</loc></sitemap>`);
  return `${XML_HEAD}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface SitemapServerOptions {
  /** Every public page: the static ones and the catalogue's and blog's rows. */
  loadPages: () => Promise<SitemapPage[]>;
  siteOrigin?: string;
  /** How long the list is reused, as a rendered page is. */
  cacheMs?: number;
  maxUrls?: number;
  now?: () => number;
  log?: (message: string) => void;
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' };

/**
 * `/robots.txt`, `/sitemap.xml` and, past the protocol's 50,000 URLs, `/sitemap-<n>.xml` (then
 * `/sitemap.xml` is their index); undefined for any other address. The page list is read once
 * per `cacheMs` for every file, so an index and its files agree.
 */
export function createSitemapServer({ loadPages, siteOrigin, cacheMs = 30_000, maxUrls = SITEMAP_MAX_URLS, now = Date.now, log = console.error }: SitemapServerOptions) {
  const pagesPerFile = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));
  let cached: { at: number; pages: Promise<SitemapPage[]> } | undefined;
  const pages = () => {
    if (!cached || now() - cached.at >= cacheMs) {
      const loading = loadPages();
      cached = { at: now(), pages: loading };
      // A failed read is not kept: the next request asks the database again.
      loading.catch(() => {
        if (cached?.pages === loading) cached = undefined;
      });
    }
    return cached.pages;
  };

  return async function sitemap(request: Request): Promise<Response | undefined> {
    const { pathname, origin: requestOrigin } = new URL(request.url);
    const origin = siteOrigin ?? requestOrigin;
    if (pathname === '/robots.txt') {
      return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`, {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
      });
    }
    const part = /^\/sitemap(?:-([1-9]\d*))?\.xml$/.exec(pathname);
    if (!part) return undefined;
    let all: SitemapPage[];
    try {
      all = await pages();
    } catch (error) {
      log(`sitemap: the pages could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return new Response('The sitemap is unavailable for a moment.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
    }
    const files = Math.ceil(all.length / pagesPerFile);
    if (part[1] === undefined) {
      return new Response(files > 1 ? sitemapIndexXml(files, origin) : urlsetXml(all, origin), { headers: XML });
    }
    const index = Number(part[1]);
    if (files <= 1 || index > files) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new Response(urlsetXml(all.slice((index - 1) * pagesPerFile, index * pagesPerFile), origin), { headers: XML });
  };
}
