// Issue 24: with the provider remote stopped, the rest of the site works, and its own pages say
// so and come back on Retry once it is up again, without a reload.
import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';
import { STOPS_SERVERS, setRemoteServer } from '../support/remote-control';

test(`the provider remote down: the site works, the dashboard shows the panel and returns on Retry ${STOPS_SERVERS}`, async ({ page }) => {
  await signInViaApi(page, DEMO.provider.email);
  await setRemoteServer('provider', 'stop');
  try {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The catalogue and the booking pages belong to other remotes and still work.
    await page.goto('/bundles');
    await expect(page.getByRole('heading', { level: 1, name: 'Service bundles' })).toBeVisible();
    await page.goto('/track-booking');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This section is unavailable');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'This section is unavailable' })).toBeVisible();
  } finally {
    await setRemoteServer('provider', 'start');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Provider dashboard' })).toBeVisible();
});
