import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';
import { E2E_SHELL_URL } from '../support/e2e-env';
import { STOPS_SERVERS, setRemoteServer } from '../support/remote-control';

// Issue 13 item 4: public pages arrive rendered by the page server (shell/server/), in the
// visitor's language, each with its own title, description, canonical URL and Open Graph preview,
// and the browser hydrates them as they are.

const root = path.join(import.meta.dirname, '..', '..');
type Messages = Record<string, unknown>;
const messages = (file: string, language: string): Messages => JSON.parse(readFileSync(path.join(root, file, `${language}.json`), 'utf8')) as Messages;
const text = (tree: Messages, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], tree) as string;

const LANGUAGES = ['en', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];

/** Each public page and what its first heading says (from the locale files, or the seed). */
const PAGES: { path: string; heading: (language: Language) => string | RegExp; body?: string; results?: RegExp }[] = [
  { path: '/', heading: (l) => text(messages('shell/src/locales', l), 'home.title') },
  { path: '/services', heading: (l) => text(messages('mf-catalog/src/locales', l), 'overview.title') },
  // The first results are in the HTML, not fetched after the scripts: a card links to its service.
  { path: '/services/catering', heading: (l) => text(messages('shared/locales', l), 'categories.catering'), body: '₹', results: /href="(\/[a-z]{2})?\/services\/catering\/[0-9a-f-]{36}"/ },
  { path: `/services/catering/${CATALOG.bananaLeafMeals}`, heading: () => 'Banana Leaf Wedding Meals', body: '₹' },
  { path: '/bundles', heading: (l) => text(messages('mf-catalog/src/locales', l), 'bundles.title'), body: 'Complete South Indian Wedding' },
  { path: `/bundles/${CATALOG.southIndianWedding}`, heading: () => 'Complete South Indian Wedding', body: '₹' },
  { path: '/blog', heading: (l) => text(messages('mf-blog/src/locales', l), 'index.title') },
  { path: '/blog/timeless-wedding-traditions', heading: (l) => (l === 'en' ? /^Timeless Wedding Traditions/ : /परंपराएँ/) },
  { path: '/about', heading: (l) => text(messages('shell/src/locales/about', l), 'title') },
  { path: '/contact', heading: (l) => text(messages('shell/src/locales', l), 'contact.title') },
  { path: '/policies/privacy-policy', heading: (l) => text(messages('shell/src/locales/privacy', l), 'title') },
  { path: '/policies/terms-conditions', heading: (l) => text(messages('shell/src/locales/terms', l), 'title') },
  { path: '/policies/shipping-delivery', heading: (l) => text(messages('shell/src/locales/shipping', l), 'title') },
];

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  decode(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/** The HTML a crawler or a link preview gets: no JavaScript runs. */
async function rawPage(request: APIRequestContext, pagePath: string, headers: Record<string, string>) {
  const response = await request.get(pagePath, { headers });
  return { status: response.status(), html: await response.text() };
}

for (const language of LANGUAGES) {
  test(`every public page arrives rendered in ${language}, with its own title, description, canonical URL and preview`, async ({ request }) => {
    // Hindi by the language switcher's cookie, English by the browser's Accept-Language.
    const headers: Record<string, string> = language === 'hi' ? { Cookie: 'utsav.lang=hi', 'Accept-Language': 'en' } : { 'Accept-Language': 'en-IN,en;q=0.9' };
    const titles = new Set<string>();
    for (const page of PAGES) {
      const { status, html } = await rawPage(request, page.path, headers);
      expect(status, page.path).toBe(200);
      expect(html, page.path).toContain(`<html lang="${language}"`);
      const rootHtml = html.slice(html.indexOf('<div id="root">'));
      const heading = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rootHtml)?.[1] ?? '');
      expect(heading, page.path).toMatch(typeof page.heading(language) === 'string' ? new RegExp(`^${escapeRegExp(page.heading(language) as string)}$`) : (page.heading(language) as RegExp));
      if (page.body) expect(rootHtml, page.path).toContain(page.body);
      if (page.results) expect(rootHtml, page.path).toMatch(page.results);

      const title = decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
      expect(title, page.path).toMatch(/ · Utsav$/);
      titles.add(title);
      // Hindi by the saved choice's cookie is rendered as the Hindi address, which the page takes before it is painted.
      const address = language === 'hi' ? (page.path === '/' ? '/hi' : `/hi${page.path}`) : page.path;
      const canonical = `${E2E_SHELL_URL}${address}`;
      expect(html, page.path).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(meta(html, 'property', 'og:url'), page.path).toBe(canonical);
      expect(`${meta(html, 'property', 'og:title')} · Utsav`, page.path).toBe(title);
      expect(meta(html, 'name', 'description').length, page.path).toBeGreaterThan(20);
      expect(meta(html, 'property', 'og:description'), page.path).toBe(meta(html, 'name', 'description'));
      expect(meta(html, 'property', 'og:image'), page.path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)/);
      expect(meta(html, 'property', 'og:locale'), page.path).toBe(`${language}_IN`);
      // One title and one description: the template's own are replaced, not repeated.
      expect(html.match(/<title>/g), page.path).toHaveLength(1);
      expect(html.match(/<meta name="?description"?/g), page.path).toHaveLength(1);
    }
    // The three policies share a template but not a title: every page names itself.
    expect(titles.size).toBe(PAGES.length);
    // The preview picture is served where the tags say.
    expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
  });
}

test('pages that are not public, and unknown paths, are not rendered as someone else’s page', async ({ request }) => {
  const profile = await rawPage(request, '/profile', {});
  expect(profile.status).toBe(200);
  expect(profile.html).toContain('<div id="root"></div>');
  const missing = await rawPage(request, '/no-such-page', { 'Accept-Language': 'hi' });
  expect(missing.status).toBe(404);
  expect(missing.html).toContain(text(messages('shared/locales', 'hi'), 'notFound.title'));
});

/** Console errors and uncaught exceptions while the page loads and hydrates. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { language, path: pagePath } of [
  { language: 'hi', path: '/' },
  { language: 'en', path: '/services/catering' },
  { language: 'ta', path: '/bundles' },
  { language: 'kn', path: '/blog/timeless-wedding-traditions' },
  { language: 'en', path: `/bundles/${CATALOG.southIndianWedding}` },
  { language: 'te', path: '/about' },
]) {
  test(`${pagePath} in ${language}: the browser hydrates the server's markup without errors, and the page works`, async ({ browser }) => {
    const context = await browser.newContext({ locale: `${language}-IN` });
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The first heading as the server sent it, before any script of the app ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('#root h1');
      });
    });
    await page.goto(pagePath);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Hydrated, not replaced: the heading the server rendered is still the one on screen.
    await expect.poll(() => page.evaluate(() => {
      const kept = (window as { serverHeading?: Element | null }).serverHeading;
      return Boolean(kept && kept.isConnected && kept === document.querySelector('#root h1'));
    })).toBe(true);
    // Interactive: a link in the footer navigates inside the app (no new document).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').locator('a[href="/contact"]').click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(messages('shell/src/locales', language), 'contact.title'));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('in-app navigation from a long page scrolled down: the next page starts at its top, its skeleton before the footer', async ({ browser }) => {
  // A phone: the home page is many screens long, so its link to a category sits far down.
  const context = await browser.newContext({ locale: 'en-IN', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Every frame until the category's results are in: where the footer and the page's top were.
  await page.evaluate(() => {
    const frames: { arrived: boolean; footerTop: number; scrollY: number; results: boolean }[] = [];
    (window as { frames_?: typeof frames }).frames_ = frames;
    const tick = () => {
      const results = Boolean(document.querySelector('main .catalog-grid:not([data-testid="results-skeleton"])'));
      // The address changes first; the home page stays until the next page (or its skeleton) replaces it.
      const arrived = Boolean(document.querySelector('main [data-testid="page-skeleton"], main .catalog-page'));
      frames.push({ arrived, footerTop: document.querySelector('footer')!.getBoundingClientRect().top, scrollY: window.scrollY, results });
      if (!results) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const link = page.locator('main a[href="/services/pooja-services"]').first();
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(messages('shared/locales', 'en'), 'categories.pooja'));
  await expect(page.locator('main .catalog-card').first()).toBeVisible();
  const frames = await page.evaluate(() => (window as { frames_?: { arrived: boolean; footerTop: number; scrollY: number; results: boolean }[] }).frames_!);
  const arriving = frames.filter((frame) => frame.arrived);
  expect(arriving.length).toBeGreaterThan(0);
  for (const frame of arriving) {
    expect(frame.scrollY, JSON.stringify(frame)).toBe(0);
    expect(frame.footerTop, JSON.stringify(frame)).toBeGreaterThanOrEqual(844);
  }
  await context.close();
});

test('a visitor whose saved language differs from the rendered one gets the page in their language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-IN' });
  // A choice saved before the cookie existed: the server renders English, the browser Tamil.
  await context.addInitScript(() => localStorage.setItem('utsav.lang', 'ta'));
  const page = await context.newPage();
  await page.goto('/bundles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(messages('mf-catalog/src/locales', 'ta'), 'bundles.title'));
  // From the next page on, the server knows (the cookie) and renders Tamil itself.
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'utsav.lang')?.value).toBe('ta');
  await context.close();
});

test(`a remote that is down: its pages still work, rendered in the browser ${STOPS_SERVERS}`, async ({ page, request }) => {
  await setRemoteServer('catalog', 'stop');
  try {
    const { status, html } = await rawPage(request, '/bundles', { 'Accept-Language': 'en' });
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    const errors = collectErrors(page);
    await page.goto('/bundles');
    await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The shell's own pages are still rendered on the server.
    expect((await rawPage(request, '/about', {})).html).toContain('<h1');
    expect(errors.filter((error) => !/catalog|Failed to load resource|remote/i.test(error))).toEqual([]);
  } finally {
    await setRemoteServer('catalog', 'start');
  }
});

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
