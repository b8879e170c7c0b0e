import { expect, test } from '@playwright/test';
import { elementHydrated, pageInteractive } from '../support/interactive';
import { E2E_CATALOG_URL } from '../support/e2e-env';

// Issue 12 item 3: a healthy remote is never remounted by navigation; a failed page does not
// stick to the next one. The catalogue is mounted once (its layout route), its pages below it.

test('the sign-in prompt opened on one catalogue page stays, the very same element, on the next one', async ({ page }) => {
  await page.goto('/services/catering?city=Bengaluru');
  await page.getByRole('button', { name: 'Save Banana Leaf Wedding Meals to favourites' }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign in to save favourites' });
  await expect(prompt).toBeVisible();
  // A mark only this DOM node carries: a remount of the catalogue's layout would render a new one.
  await prompt.evaluate((element) => element.setAttribute('data-e2e-kept', 'yes'));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Service Bundles' }).click();
  await expect(page).toHaveURL(/\/bundles$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveAttribute('data-e2e-kept', 'yes');

  await page.goBack();
  await expect(page).toHaveURL(/\/services\/catering\?city=Bengaluru$/);
  await expect(page.getByRole('button', { name: 'Save Banana Leaf Wedding Meals to favourites' })).toBeVisible();
  await expect(prompt).toHaveAttribute('data-e2e-kept', 'yes');
});

test('a catalogue page that fails to render shows the error panel, and the next page renders again', async ({ page }) => {
  await page.goto('/services/catering?city=Bengaluru');
  const save = page.getByRole('button', { name: 'Save Banana Leaf Wedding Meals to favourites' });
  await expect(save).toBeVisible();
  // The server's markup shows the page before the catalogue's scripts have run: wait for them (the
  // page's own part and the footer hydrate after the shell's first render), or the failure below
  // is the whole remote's (This section is unavailable), or the tap loads the whole page anew.
  await pageInteractive(page);
  const bundles = page.getByRole('contentinfo').getByRole('link', { name: 'Service Bundles' });
  await elementHydrated(save);
  await elementHydrated(bundles);
  // From here on the catalogue's server answers no script: the bundles page's code cannot arrive.
  await page.route(`${E2E_CATALOG_URL}/**/*.js`, (route) => route.abort());

  await bundles.click();
  const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: 'Something went wrong' }) });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('This page could not be shown.');
  // Only the page failed: the shell's header is still there and works.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Save Banana Leaf Wedding Meals to favourites' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
