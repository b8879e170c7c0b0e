import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';

// The header's links are shell-chrome.spec.ts's; hydrating a prerendered page without an error,
// server-rendering.spec.ts's; the home page's prices, home.spec.ts's.
test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Every ceremony, beautifully arranged' })).toBeVisible();
});

test('a route owned by a remote that is not deployed shows the unavailable panel, not a blank page', async ({ page }) => {
  // A deployment whose remotes.json leaves the provider remote out: its route (behind sign-in)
  // still renders the shell and a panel.
  await page.route('**/remotes.json', async (route) => {
    const { provider: _notDeployed, ...deployed } = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: deployed });
  });
  await signInViaApi(page, DEMO.provider.email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a visitor whose saved language the server could not know never sees the English render', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'ta'));
  const seen: string[] = [];
  await page.exposeFunction('reportHeading', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      void (window as unknown as { reportHeading: (text: string) => void }).reportHeading(heading?.textContent ?? '');
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Every ceremony, beautifully arranged');
  expect(seen).toEqual(['']);
});
