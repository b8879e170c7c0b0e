// The heart against the real backend: a visitor asked to sign in, a user's saves kept and removed.
// A refused save (the heart goes back, a toast) is mf-catalog/src/domain/favourites/components/favourite-button.test.tsx's.
import { expect, test } from '@playwright/test';
import { CATALOG } from '../support/catalog-ids';
import { sql } from '../support/db';
import { signInAsNewCustomer } from '../support/catalog-session';

test('a signed-out visitor pressing a heart is asked to sign in and brought back afterwards', async ({ page }) => {
  await page.goto('/services/catering?city=Bengaluru');
  const heart = page.getByRole('button', { name: 'Save Banana Leaf Wedding Meals to favourites' });
  await heart.click();
  const prompt = page.getByRole('dialog', { name: 'Sign in to save favourites' });
  await expect(prompt).toBeVisible();
  const signIn = prompt.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toBeFocused();
  await expect(signIn).toHaveAttribute('href', `/auth/login?redirect=${encodeURIComponent('/services/catering?city=Bengaluru')}`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
});

test('a signed-in user saves services, bundles and providers with the heart; they persist and can be removed', async ({ page }) => {
  const user = await signInAsNewCustomer(page, 'favourites');
  await page.goto('/services/catering?city=Bengaluru');
  const save = page.getByRole('button', { name: 'Save Banana Leaf Wedding Meals to favourites' });
  await save.click();
  const saved = page.getByRole('button', { name: 'Remove Banana Leaf Wedding Meals from favourites' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await sql(`select 1 from public.favourites where user_id = $1 and service_id is not null`, [user.id])).length).toBe(1);

  // A featured bundle is saved from its own page (on /bundles it is in the featured strip).
  await page.goto(`/bundles/${CATALOG.southIndianWedding}`);
  await page.getByRole('button', { name: 'Save Complete South Indian Wedding to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Complete South Indian Wedding from favourites' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/services/catering?city=Bengaluru');
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await sql(`select 1 from public.favourites where user_id = $1 and service_id is not null`, [user.id])).length).toBe(0);
  const rows = await sql(`select bundle_id from public.favourites where user_id = $1`, [user.id]);
  expect(rows).toHaveLength(1);
});
