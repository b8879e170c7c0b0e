// The home page: search from the hero, starting prices and testimonials in the page as it arrives.
// Which prices and reviews the database picks is supabase/tests/home_highlights.test.ts's; how a
// testimonial shows is shell/src/features/home/components/testimonials.test.tsx's.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/db';
import { toastWith } from '../support/auth';

test('a visitor searching from the hero signs in first, then lands on the results; signed in, the hero goes straight there', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Search services, providers and bundles' });
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(search).toHaveAccessibleDescription('Type what you are looking for, for example “mehendi artist”.');
  await expect(page).toHaveURL(/\/$/);

  await search.fill('mehendi');
  await search.press('Enter');
  await expect(toastWith(page, 'Please sign in to search')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsearch%3Fq%3Dmehendi$/);

  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=mehendi/);

  // Signed in now, the hero goes straight to the results.
  await page.goto('/');
  await page.getByRole('search').getByRole('searchbox').fill('catering');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=catering/);
});

test('the page arrives with its prices and testimonials: the browser neither fetches them nor loads supabase-js for them', async ({ page, request }) => {
  // What the server sends, before any script: the prices and the three quotes are in the markup.
  const html = await (await request.get('/', { headers: { 'Accept-Language': 'en' } })).text();
  expect(html).toMatch(/class="category-card__price"[^>]*>From ₹\d/);
  expect(html.match(/<blockquote/g) ?? []).toHaveLength(3);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (/\/rest\/v1\/rpc\/home_highlights/.test(sent.url())) asked.push(sent.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('region', { name: 'What families say' }).locator('blockquote')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // Nothing of the client's was loaded for it: no signed-in state, no Supabase client on the page.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /rest\/v1|auth\/v1/.test(entry.name)))).toBe(false);
});

test('the home page runs no federation code of its own: on a connection saving data none at all', async ({ page }) => {
  // The shell prefetches what its links in view lead to once the page is idle (issue 27: a tap
  // without hover); a connection that asks to save data gets no prefetch, so nothing loads the runtime.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1500);
  await page.waitForLoadState('networkidle');
  // The runtime creates __FEDERATION__ when it loads: home neither loads it nor asks any remote for its manifest.
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('mf-manifest.json')))).toBe(false);
});

test('the federation runtime starts only after the home page has loaded and rendered, and runs on the shell’s own React', async ({ page }) => {
  await page.goto('/');
  // The links in view (the catalogue, the blog) are prefetched at an idle moment after the load event.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('mf-manifest.json')));
  const order = await page.evaluate(() => {
    const manifests = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('mf-manifest.json'));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      firstManifest: Math.min(...manifests.map((entry) => entry.startTime)),
      firstRender: performance.getEntriesByName('utsav:first-render')[0]?.startTime ?? Infinity,
      loaded: navigation?.loadEventEnd || Infinity,
    };
  });
  expect(order.firstManifest).toBeGreaterThan(order.firstRender);
  expect(order.firstManifest).toBeGreaterThan(order.loaded);

  await page.getByRole('link', { name: 'Explore services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const reactProviders = await page.evaluate(() => {
    type Version = { loaded?: boolean; lib?: unknown; from: string };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } }).__FEDERATION__.__SHARE__;
    const providers = new Set<string>();
    for (const instance of Object.values(scopes)) for (const [version, entry] of Object.entries(instance['default']?.['react'] ?? {})) if (entry.loaded || entry.lib) providers.add(`${entry.from}@${version}`);
    return [...providers];
  });
  expect(reactProviders).toEqual([expect.stringMatching(/^shell@19\./)]);
});
