// Issue 25: with the messages remote stopped, /profile and /dashboard still work and say
// messaging is unavailable; Retry brings the widget back once the remote is up, without a reload.
import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';
import { STOPS_SERVERS, setRemoteServer } from '../support/remote-control';

const UNAVAILABLE = 'Messages are unavailable right now. Everything else on this page works; please try again later.';

test(`the messages remote down: profile and dashboard work and say messaging is unavailable ${STOPS_SERVERS}`, async ({ browser }) => {
  const customer = await (await browser.newContext()).newPage();
  await signInViaApi(customer, DEMO.customer.email);
  const provider = await (await browser.newContext()).newPage();
  await signInViaApi(provider, DEMO.provider.email);
  await setRemoteServer('messages', 'stop');
  try {
    await customer.goto('/profile');
    await expect(customer.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(customer.getByText(UNAVAILABLE)).toBeVisible();
    await expect(customer.getByRole('heading', { level: 2, name: 'Personal information' })).toBeVisible();

    await provider.goto('/dashboard');
    await expect(provider.getByRole('heading', { level: 1, name: 'Provider dashboard' })).toBeVisible();
    await expect(provider.getByText(UNAVAILABLE)).toBeVisible();
  } finally {
    await setRemoteServer('messages', 'start');
  }
  await customer.getByRole('button', { name: 'Retry' }).click();
  await expect(customer.getByRole('region', { name: 'Messages', exact: true }).getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  await expect(customer.getByText(UNAVAILABLE)).toHaveCount(0);
});
