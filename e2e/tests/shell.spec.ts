import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';

test('the shell renders the home page with its header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Every ceremony, beautifully arranged' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['About', 'Blog', 'Contact', 'Track Booking']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Services' })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Every ceremony, beautifully arranged' })).toBeVisible();
});

test('a route owned by a remote that is not deployed shows the unavailable panel, not a blank page', async ({ page }) => {
  // The provider remote is not built yet: its route (behind sign-in) still renders the shell and a panel.
  await signInViaApi(page, DEMO.customer.email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the home page arrives rendered by the page server, then hydrates without a single console error', async ({ page, request }) => {
  // The HTML itself carries the hero: it paints before any JavaScript has run.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Every ceremony, beautifully arranged');
  // Signed-in pages get the empty page (their content is the router's to render, in the browser).
  expect(await (await request.get('/profile')).text()).toContain('<div id="root"></div>');

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  // Hydrated: the starting prices arrive from the backend and the controls respond.
  await expect(page.locator('.category-card__price').first()).toHaveText(/^From ₹/);
  await page.getByRole('banner').getByRole('button', { name: 'Services' }).click();
  await expect(page.locator('.services-panel')).toBeVisible();
  expect(errors).toEqual([]);
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
