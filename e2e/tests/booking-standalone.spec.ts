import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/e2e-env';

const url = `http://localhost:${E2E_PORTS.BOOKING_PORT}`;

test('booking runs standalone: its route index at /, its pages behind the registry guards', async ({ page }) => {
  await page.goto(`${url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'booking: routes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Routes of booking' }).getByRole('listitem')).toHaveCount(3);
  await page.goto(`${url}/track-booking`);
  await expect(page.getByRole('heading', { level: 1, name: 'Track a booking' })).toBeVisible();
});
