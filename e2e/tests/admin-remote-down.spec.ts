// Issue 26: with the admin remote stopped, the rest of the site works, the admin's own pages say
// so, and they come back on Retry once it is up again, without a reload.
import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';
import { STOPS_SERVERS, setRemoteServer } from '../support/remote-control';

test(`the admin remote down: the site works, /admin shows the panel and returns on Retry ${STOPS_SERVERS}`, async ({ page }) => {
  await signInViaApi(page, DEMO.admin.email);
  await setRemoteServer('admin', 'stop');
  try {
    await page.goto('/admin/numbers');
    await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The shell's and the other remotes' pages still work for the same admin.
    await page.goto('/bundles');
    await expect(page.getByRole('heading', { level: 1, name: 'Service bundles' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This section is unavailable');

    await page.goto('/admin/numbers');
    await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
  } finally {
    await setRemoteServer('admin', 'start');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();
});
