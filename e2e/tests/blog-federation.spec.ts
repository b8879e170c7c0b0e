import { expect, test } from '@playwright/test';
import { setRemoteServer, STOPS_SERVERS } from '../support/remote-control';
import { pageInteractive } from '../support/interactive';
import { toastWith } from '../support/auth';

test('a deep link renders the article through federation', async ({ page }) => {
  await page.goto('/blog/photography-tips');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(title).not.toHaveText('');
  // A real article: at least four section headings in its body.
  await expect(page.locator('.blog-article__body h2').nth(3)).toBeVisible();
  const cover = page.locator('img.blog-article__cover');
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '630');
  await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('link')).not.toHaveCount(0);
  // The remote's chunks come from the blog's own server.
  await expect(page.getByText(/min read/).first()).toBeVisible();
});

test('the blog lists the seven articles newest first, and an unknown slug is not found', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('article');
  await expect(cards).toHaveCount(7);
  // Newest first (the order itself: mf-blog/src/features/articles/utils/newest-first.test.ts).
  const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(cards.first()).toHaveAccessibleName('Decoration Trends for 2026: Fresh Flowers, Heritage Touches and Less Waste');
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
});

test('React and the shared store exist once: a toast raised in the blog shows in the shell', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blog/catering-ideas');
  await page.getByRole('button', { name: 'Copy link' }).click();
  // The blog calls toast() from `shared`; only the shell renders a Toaster.
  await expect(toastWith(page, 'Link copied')).toBeVisible();

  const loaded = await page.evaluate(() => {
    type Version = { loaded?: boolean; lib?: unknown; from: string };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } })
      .__FEDERATION__.__SHARE__;
    const providers: Record<string, Set<string>> = {};
    for (const instance of Object.values(scopes))
      for (const scope of Object.values(instance))
        for (const [pkg, versions] of Object.entries(scope))
          for (const [version, entry] of Object.entries(versions))
            if (entry.loaded || entry.lib) (providers[pkg] ??= new Set()).add(`${entry.from}@${version}`);
    return Object.fromEntries(Object.entries(providers).map(([pkg, set]) => [pkg, [...set]]));
  });
  expect(loaded['react']).toHaveLength(1);
  expect(loaded['react-dom']).toHaveLength(1);
  expect(loaded['zustand']).toHaveLength(1);
  expect(loaded['@utsav/shared/toast/toast-store']).toHaveLength(1);
});

test('hovering the Blog link prefetches the remote before the click', async ({ page }) => {
  // Saving data, the shell prefetches nothing on its own when idle (links in view): the hover is the one asking.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  await page.goto('/');
  await pageInteractive(page);
  const manifest = page.waitForRequest((request) => request.url().endsWith('/mf-manifest.json'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).hover();
  await manifest;
});

test('with the blog server down the shell keeps working, and Retry recovers once it is back', { tag: STOPS_SERVERS }, async ({ page }) => {
  await setRemoteServer('blog', 'stop');
  try {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
    // The header still works while the blog is down.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The right people for every ceremony' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
  } finally {
    await setRemoteServer('blog', 'start');
  }
  // A mark on the window survives anything but a page reload (the router's own history update does not count).
  await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { beforeRetry?: boolean }).beforeRetry)).toBe(true);
  await expect(page).toHaveURL(/\/blog$/);
});
