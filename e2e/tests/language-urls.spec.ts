import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser, signInViaApi } from '../support/auth';
import { sql } from '../support/db';
import { E2E_SHELL_URL } from '../support/e2e-env';
import { linkIn, waitForEmail } from '../support/mail';
import { publicPageUrls } from '../support/public-page-urls';

// Issue 27 item 4: every language at its own address (English bare, the others under /hi, /ta,
// /te, /kn), with hreflang alternates, so a shared link opens in the sender's language.

const root = path.join(import.meta.dirname, '..', '..');
type Messages = Record<string, unknown>;
const text = (file: string, language: string, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], JSON.parse(readFileSync(path.join(root, file, `${language}.json`), 'utf8'))) as string;

const decode = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
const firstHeading = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(html.indexOf('<div id="root">')))?.[1] ?? '');
const ALTERNATES = ['en', 'hi', 'ta', 'te', 'kn', 'x-default'];

/** Console errors and uncaught exceptions while the page loads and hydrates. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test("a Hindi address's HTML is Hindi whatever the cookie and browser say, names the page in all five languages, and its links keep /hi", async ({ request }) => {
  const response = await request.get('/hi/about', { headers: { Cookie: 'utsav.lang=ta', 'Accept-Language': 'en-US,en' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-language']).toBe('hi');
  const html = await response.text();
  expect(html).toContain('<html lang="hi"');
  expect(firstHeading(html)).toBe(text('shell/src/locales/about', 'hi', 'title'));
  expect(html).toContain(`<link rel="canonical" href="${E2E_SHELL_URL}/hi/about" />`);
  expect(html).toContain(`<meta property="og:url" content="${E2E_SHELL_URL}/hi/about" />`);
  expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, hreflang, href]) => [hreflang, href]);
  expect(alternates).toEqual(
    ALTERNATES.map((hreflang) => [hreflang, `${E2E_SHELL_URL}${hreflang === 'en' || hreflang === 'x-default' ? '' : `/${hreflang}`}/about`]),
  );
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toContain('href="/hi/contact"');
  expect(body).not.toContain('href="/contact"');

  // The language home is /hi; English has no prefix (/en/... goes to the bare address, once).
  expect(firstHeading(await (await request.get('/hi')).text())).toBe(text('shell/src/locales', 'hi', 'home.title'));
  const english = await request.get('/en/about', { maxRedirects: 0 });
  expect(english.status()).toBe(301);
  expect(english.headers()['location']).toBe('/about');
});

test('every public route of the registry has its Telugu address: rendered in Telugu, canonical to itself, with the five alternates', async ({ request }) => {
  // The sign-in callback is never rendered on the server (its content is in the URL fragment).
  for (const bare of publicPageUrls().filter((url) => url !== '/auth/callback')) {
    const address = bare === '/' ? '/te' : `/te${bare}`;
    const response = await request.get(address, { headers: { 'Accept-Language': 'en' } });
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    expect(html, address).toContain('<html lang="te"');
    expect(html, address).toContain('<meta property="og:locale" content="te_IN" />');
    expect(html, address).toContain(`<link rel="canonical" href="${E2E_SHELL_URL}${address}" />`);
    expect([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map(([, hreflang]) => hreflang), address).toEqual(ALTERNATES);
  }
});

test("a category page (the catalogue remote's) under /kn/ arrives rendered in Kannada, its cards linking under /kn/", async ({ request }) => {
  const response = await request.get('/kn/services/catering', { headers: { 'Accept-Language': 'en' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="kn"');
  expect(firstHeading(html)).toBe(text('shared/locales', 'kn', 'categories.catering'));
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toContain('₹');
  expect(body).toMatch(/href="\/kn\/services\/catering\/[0-9a-f-]{36}"/);
  expect(html).toContain(`<link rel="canonical" href="${E2E_SHELL_URL}/kn/services/catering" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="ta" href="${E2E_SHELL_URL}/ta/services/catering" />`);
});

test('a shared Tamil link opens in Tamil for an English browser that saved English, hydrated, and in-app links keep /ta, into a remote too', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-IN' });
  await context.addInitScript(() => {
    if (!localStorage.getItem('utsav.lang')) localStorage.setItem('utsav.lang', 'en');
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('#root h1');
    });
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/ta/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/about', 'ta', 'title'));
  // Hydrated, not replaced: the saved English did not make the browser drop the Tamil page.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const kept = (window as { serverHeading?: Element | null }).serverHeading;
        return Boolean(kept && kept.isConnected && kept === document.querySelector('#root h1'));
      }),
    )
    .toBe(true);
  await expect(page.getByRole('banner').getByRole('combobox', { name: text('shared/locales', 'ta', 'language.label') })).toHaveValue('ta');
  // Opening a link is not choosing a language: the visitor's own choice stays as it was.
  expect(await page.evaluate(() => localStorage.getItem('utsav.lang'))).toBe('en');

  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').locator('a[href="/ta/contact"]').click();
  await expect(page).toHaveURL(/\/ta\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales', 'ta', 'contact.title'));
  // A remote's route, patched in on the way (the router gives it the address with its prefix).
  await page.getByRole('contentinfo').locator('a[href="/ta/blog"]').click();
  await expect(page).toHaveURL(/\/ta\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('mf-blog/src/locales', 'ta', 'index.title'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_SHELL_URL}/ta/blog`);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test("the switcher moves to the same page at the chosen language's address with no reload, English bare, and saves the choice", async ({ page, context }) => {
  await page.goto('/hi/bundles?page=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('mf-catalog/src/locales', 'hi', 'bundles.title'));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('banner').getByRole('combobox', { name: text('shared/locales', 'hi', 'language.label') }).selectOption('te');
  await expect(page).toHaveURL(/\/te\/bundles\?page=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('mf-catalog/src/locales', 'te', 'bundles.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page.getByRole('contentinfo').locator('a[href="/te/contact"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_SHELL_URL}/te/bundles`);
  expect(await page.evaluate(() => localStorage.getItem('utsav.lang'))).toBe('te');
  expect((await context.cookies()).find((cookie) => cookie.name === 'utsav.lang')?.value).toBe('te');

  await page.getByRole('banner').getByRole('combobox', { name: text('shared/locales', 'te', 'language.label') }).selectOption('en');
  await expect(page).toHaveURL(/\/bundles\?page=1$/);
  expect(new URL(page.url()).pathname).toBe('/bundles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('mf-catalog/src/locales', 'en', 'bundles.title'));
  await expect(page.getByRole('contentinfo').locator('a[href="/contact"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The bare address now shows the saved English, on the server too (the cookie).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('mf-catalog/src/locales', 'en', 'bundles.title'));
});

test("choosing Tamil on a bare address moves it to the Tamil address in place: no reload, links under /ta, in-app navigation after", async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/about', 'en', 'title'));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ta');
  await expect(page).toHaveURL(/\/ta\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/about', 'ta', 'title'));
  await page.getByRole('contentinfo').locator('a[href="/ta/contact"]').click();
  await expect(page).toHaveURL(/\/ta\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales', 'ta', 'contact.title'));
  // Into a remote too: its routes are in the moved router.
  await page.getByRole('contentinfo').locator('a[href="/ta/blog"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('mf-blog/src/locales', 'ta', 'index.title'));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Back returns to the pages before, at their Tamil addresses.
  await page.goBack();
  await expect(page).toHaveURL(/\/ta\/contact$/);
});

test("a visitor who saved Hindi opening a bare address has the Hindi address before the page is painted, the server's page hydrated; Accept-Language alone keeps the bare one", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-IN' });
  await context.addCookies([{ name: 'utsav.lang', value: 'hi', url: E2E_SHELL_URL }]);
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const seen = window as { serverHeading?: Element | null; addressWhenParsed?: string };
      seen.serverHeading = document.querySelector('#root h1');
      seen.addressWhenParsed = location.pathname + location.search;
    });
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/about?from=share');
  expect(await page.evaluate(() => (window as { addressWhenParsed?: string }).addressWhenParsed)).toBe('/hi/about?from=share');
  await expect(page).toHaveURL(/\/hi\/about\?from=share$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/about', 'hi', 'title'));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const kept = (window as { serverHeading?: Element | null }).serverHeading;
        return Boolean(kept && kept.isConnected && kept === document.querySelector('#root h1'));
      }),
    )
    .toBe(true);
  await expect(page.getByRole('contentinfo').locator('a[href="/hi/contact"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_SHELL_URL}/hi/about`);
  // A page the browser renders (signed-in pages are not rendered on the server) moves too.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/hi\/auth\/login\?redirect=%2Fprofile$/);
  expect(errors).toEqual([]);
  await context.close();

  const hindiBrowser = await browser.newContext({ locale: 'hi-IN' });
  const other = await hindiBrowser.newPage();
  await other.goto('/about');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/about', 'hi', 'title'));
  await other.waitForLoadState('networkidle');
  expect(new URL(other.url()).pathname).toBe('/about');
  await hindiBrowser.close();
});

test('a signed-in page under a prefix is in its language: /kn/profile sends a visitor to the Kannada sign-in, under /kn', async ({ page }) => {
  await page.goto('/kn/profile');
  await expect(page).toHaveURL(/\/kn\/auth\/login\?redirect=%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/account', 'kn', 'login.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
});

test('a signed-in page works under a prefix and without: /hi/profile is the Hindi profile, /profile as before', async ({ page }) => {
  await signInViaApi(page, 'customer@utsav.test');
  await page.goto('/hi/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/account', 'hi', 'profile.title'));
  await expect(page).toHaveURL(/\/hi\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/account', 'en', 'profile.title'));
});

test("a blog article's Copy link gives the address in the reader's language, even on the bare path", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-IN' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto('/ta/blog/catering-ideas');
  await page.getByRole('button', { name: text('mf-blog/src/locales', 'ta', 'share.copyLink') }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_SHELL_URL}/ta/blog/catering-ideas`);
  // A visitor who chose Kannada reads the bare path in Kannada; what they copy opens in Kannada for anyone.
  await context.addCookies([{ name: 'utsav.lang', value: 'kn', url: E2E_SHELL_URL }]);
  await page.evaluate(() => localStorage.setItem('utsav.lang', 'kn'));
  await page.goto('/blog/catering-ideas');
  await page.getByRole('button', { name: text('mf-blog/src/locales', 'kn', 'share.copyLink') }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_SHELL_URL}/kn/blog/catering-ideas`);
  await context.close();
});

test('the sitemap lists every public page in the five languages, from the database, and robots.txt points to it', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${E2E_SHELL_URL}/sitemap.xml`);

  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&').slice(E2E_SHELL_URL.length) || '/');
  const bare = locs.filter((loc) => !/^\/(hi|ta|te|kn)(\/|$)/.test(loc));
  // Each page once per language, each language's address beside the bare one.
  expect(locs).toHaveLength(bare.length * 5);
  for (const path of bare) for (const prefix of ['/hi', '/ta', '/te', '/kn']) expect(locs, path).toContain(path === '/' ? prefix : `${prefix}${path}`);
  expect(bare).toEqual(expect.arrayContaining(['/', '/about', '/services', '/bundles', '/blog', '/services/catering', '/blog/catering-ideas']));
  expect(bare.filter((path) => path.startsWith('/auth') || path === '/register')).toEqual([]);
  // The seeded catalogue's rows: services under their category, bundles by id.
  const service = bare.find((path) => /^\/services\/[a-z-]+\/[0-9a-f-]{36}$/.test(path));
  const bundle = bare.find((path) => /^\/bundles\/[0-9a-f-]{36}$/.test(path));
  expect(service).toBeDefined();
  expect(bundle).toBeDefined();
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${E2E_SHELL_URL}${bundle}"/>`);
  // What it lists is served: a service at its Tamil address, in Tamil.
  const page = await request.get(`/ta${service}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<html lang="ta"');
});

test('a password reset asked for on the Tamil page comes back to the Tamil callback, and the reset form is Tamil for whoever opens it', async ({ page }) => {
  const email = `reset-ta-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  await createConfirmedUser(email, 'Utsav@2026', { full_name: 'Nila Raman' });
  try {
    await page.goto('/ta/auth/forgot-password');
    await page.locator('input[type="email"]').fill(email);
    await page.getByRole('button', { name: text('shell/src/locales/account', 'ta', 'forgot.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('shell/src/locales/account', 'ta', 'forgot.sentTitle') })).toBeVisible();
    const link = linkIn(await waitForEmail(email));
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${E2E_SHELL_URL}/ta/auth/callback`);
    // Another browser, English, nothing saved: the link still opens in Tamil.
    const other = await page.context().browser()!.newContext({ locale: 'en-IN' });
    const reader = await other.newPage();
    await reader.goto(link);
    await expect(reader).toHaveURL(/\/ta\/auth\/reset-password$/);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(text('shell/src/locales/account', 'ta', 'reset.title'));
    await other.close();
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});
