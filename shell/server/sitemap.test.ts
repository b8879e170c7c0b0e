// The sitemap lists every public page at each language's address with the same hreflang set as
// the pages' heads, splits into an index past the protocol's URL limit, and keeps one reading of
// the database for a while, as rendered pages are kept.
import { describe, expect, it, vi } from 'vitest';
import { createSitemapServer, SITEMAP_MAX_URLS, staticSitemapPaths, urlsetXml, type SitemapPage } from './sitemap';

const get = (path: string) => new Request(`http://utsav.test${path}`);

describe('the sitemap', () => {
  it('lists each page in all five languages, each naming the five and x-default, escaped', () => {
    const xml = urlsetXml([{ path: '/services/pooja-services/a&b', lastmod: '2026-11-20T10:00:00+00:00' }], 'https://utsav.example');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://utsav.example/services/pooja-services/a&amp;b',
      'https://utsav.example/hi/services/pooja-services/a&amp;b',
      'https://utsav.example/ta/services/pooja-services/a&amp;b',
      'https://utsav.example/te/services/pooja-services/a&amp;b',
      'https://utsav.example/kn/services/pooja-services/a&amp;b',
    ]);
    const firstUrl = xml.split('\n').find((line) => line.startsWith('<url>')) ?? '';
    expect(firstUrl).toContain('<lastmod>2026-11-20T10:00:00+00:00</lastmod>');
    expect([...firstUrl.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`)).toEqual([
      'en https://utsav.example/services/pooja-services/a&amp;b',
      'hi https://utsav.example/hi/services/pooja-services/a&amp;b',
      'ta https://utsav.example/ta/services/pooja-services/a&amp;b',
      'te https://utsav.example/te/services/pooja-services/a&amp;b',
      'kn https://utsav.example/kn/services/pooja-services/a&amp;b',
      'x-default https://utsav.example/services/pooja-services/a&amp;b',
    ]);
    // The home page of a language is its bare prefix (`/hi`), as the router serves it.
    expect(urlsetXml([{ path: '/' }], 'https://utsav.example')).toContain('<loc>https://utsav.example/hi</loc>');
  });

  it('holds the public static pages, not the account forms', () => {
    const list = staticSitemapPaths();
    expect(list).toEqual(expect.arrayContaining(['/', '/about', '/contact', '/services', '/bundles', '/blog', '/track-booking', '/policies/privacy-policy']));
    expect(list.filter((path) => path.startsWith('/auth') || path === '/register' || path.includes(':'))).toEqual([]);
  });

  it('is one file within the limit and an index of files above it, every page in exactly one file', async () => {
    const pages: SitemapPage[] = Array.from({ length: 7 }, (_, index) => ({ path: `/bundles/b${index}` }));
    // 12 URLs a file: two pages (10 URLs) fit in each, so 7 pages make 4 files.
    const small = createSitemapServer({ loadPages: async () => pages.slice(0, 2), maxUrls: 12 });
    const one = await small(get('/sitemap.xml'));
    expect(one?.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect((await one!.text()).match(/<url>/g)).toHaveLength(10);
    expect((await small(get('/sitemap-1.xml')))?.status).toBe(404);

    const large = createSitemapServer({ loadPages: async () => pages, maxUrls: 12, siteOrigin: 'https://utsav.example' });
    const index = await (await large(get('/sitemap.xml')))!.text();
    expect([...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([1, 2, 3, 4].map((n) => `https://utsav.example/sitemap-${n}.xml`));
    const listed: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const file = await (await large(get(`/sitemap-${n}.xml`)))!.text();
      expect(file.match(/<url>/g)!.length).toBeLessThanOrEqual(12);
      listed.push(...[...file.matchAll(/<loc>https:\/\/utsav\.example(\/bundles\/b\d)<\/loc>/g)].map((match) => match[1]!));
    }
    expect(listed).toEqual(pages.map(({ path }) => path));
    expect((await large(get('/sitemap-5.xml')))?.status).toBe(404);
    expect(await large(get('/about'))).toBeUndefined();
  });

  it('reads the pages once a cache period, not again after a failure, and answers 503 meanwhile', async () => {
    let clock = 0;
    const loadPages = vi.fn<() => Promise<SitemapPage[]>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue([{ path: '/' }]);
    const sitemap = createSitemapServer({ loadPages, cacheMs: 1000, now: () => clock, log: () => undefined });
    const failed = await sitemap(get('/sitemap.xml'));
    expect(failed?.status).toBe(503);
    expect(failed?.headers.get('retry-after')).toBe('60');
    expect((await sitemap(get('/sitemap.xml')))?.status).toBe(200);
    await sitemap(get('/sitemap.xml'));
    expect(loadPages).toHaveBeenCalledTimes(2);
    clock = 1000;
    await sitemap(get('/sitemap.xml'));
    expect(loadPages).toHaveBeenCalledTimes(3);
  });

  it('robots.txt points crawlers at the sitemap on the public origin', async () => {
    const sitemap = createSitemapServer({ loadPages: async () => [], siteOrigin: 'https://utsav.example' });
    const robots = await sitemap(get('/robots.txt'));
    expect(robots?.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots!.text()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://utsav.example/sitemap.xml\n');
  });
});

describe('the sitemap file limit', () => {
  it("keeps a file of long addresses within the protocol's 50 MB", () => {
    const longest = { path: `/services/${'a'.repeat(60)}/00000000-0000-4000-8000-000000000000`, lastmod: '2026-11-28T12:00:00.000000+00:00' };
    const perUrl = urlsetXml([longest], 'https://www.utsav-example.co.in').length / 5;
    expect(perUrl * SITEMAP_MAX_URLS).toBeLessThan(50 * 1024 * 1024);
  });
});
