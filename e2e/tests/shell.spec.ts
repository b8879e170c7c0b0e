import { expect, test } from '@playwright/test';

test('the shell renders the home page with its header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Every ceremony, beautifully arranged' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['About', 'Services', 'Blog', 'Contact', 'Track Booking'])
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Every ceremony, beautifully arranged' })).toBeVisible();
});

test('a route owned by a remote that is not deployed shows the unavailable panel, not a blank page', async ({ page }) => {
  // The booking remote is not built yet: its public route still renders the shell and a panel.
  await page.goto('/track-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
