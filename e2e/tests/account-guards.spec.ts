import { expect, test } from '@playwright/test';
import { signInViaApi, toastWith } from '../support/auth';
import { DEMO } from '../support/db';
import { registryApps } from '../../tooling/ports.mjs';

// In the running apps, one guarded route per guard kind per app really sits behind its guard:
// the shell's own pages, and each remote's pages as the host mounts them. That every registry
// route gets its guard is proven route by route below this layer (shared/federation/guard-routes.test.tsx
// for remotes, shell/src/app/app-routes.test.tsx for the shell); how a guard behaves (its 500 ms
// spinner, the toasts, a failed admin check, a session that ends) is shared/auth/route-guards.test.tsx's;
// an off-site return address is login-url.test.ts's and redirect-rules.test.ts's.

const apps = registryApps as { name: string; routes: { path: string; guard: string }[] }[];

// The first route of each guard kind of each app, with a made-up id in place of each parameter.
const samples = apps.flatMap((app) =>
  (['auth', 'admin'] as const).flatMap((guard) => {
    const route = app.routes.find((r) => r.guard === guard);
    return route ? [{ app: app.name, guard, path: route.path.replace(/:[A-Za-z]+/g, '6b1f3c2e-0000-4000-8000-000000000000') }] : [];
  }),
);

const loginFor = (path: string) => new RegExp(`/auth/login\\?redirect=${encodeURIComponent(path).replace(/[.?]/g, '\\$&')}$`);

test('the registry has a guarded route of each kind in the shell and in remotes', () => {
  expect(samples).toContainEqual({ app: 'shell', guard: 'auth', path: '/profile' });
  expect(samples).toContainEqual({ app: 'admin', guard: 'admin', path: '/admin' });
  expect(samples.filter((s) => s.app !== 'shell').length).toBeGreaterThan(1);
});

test.describe('signed out', () => {
  // The shell's page: the whole round trip, sign-in included, back to the page asked for.
  test('/profile (shell, auth) redirects with the toast, and signing in returns there', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(loginFor('/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    const toast = toastWith(page, 'Authentication Required');
    await expect(toast).toContainText('Please log in to access this page');
    // Why toastWith looks for the toast in its region: Radix's role=status copy of it, for screen
    // readers, is gone after 1 s while the toast stays its 5 s; matching that copy flaked on a
    // loaded machine. Hovering pauses the toast's timer, so nothing here races its 5 s.
    await toast.hover();
    await expect(page.getByRole('status').filter({ hasText: 'Authentication Required' })).toHaveCount(0);
    await expect(toast).toContainText('Please log in to access this page');

    await page.getByLabel('Email').fill(DEMO.customer.email);
    await page.getByLabel('Password', { exact: true }).fill('Utsav@123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  });

  for (const { app, guard, path } of samples.filter((s) => s.app !== 'shell')) {
    test(`${path} (${app}, ${guard}) redirects to the login page with the Authentication Required toast`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(loginFor(path));
      await expect(toastWith(page, 'Authentication Required')).toContainText('Please log in to access this page');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    });
  }
});

test.describe('admin route', () => {
  test('an admin passes the admin check on /admin', async ({ page }) => {
    await signInViaApi(page, DEMO.admin.email);
    const check = page.waitForRequest((request) => request.url().includes('/rest/v1/rpc/is_user_admin'));
    await page.goto('/admin');
    expect((await check).postDataJSON()).toEqual({ user_id: DEMO.admin.id });
    await expect(page.getByTestId('auth-guard-spinner')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toastWith(page, /Access Denied|Authentication/)).toHaveCount(0);
  });

  // Anyone else is refused the same way (is_user_admin: supabase/tests/profiles.test.ts).
  test('a customer gets Access Denied and goes to the login page', async ({ page }) => {
    await signInViaApi(page, DEMO.customer.email);
    await page.goto('/admin');
    await expect(toastWith(page, 'Access Denied')).toContainText("You don't have admin privileges.");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText(`You're signed in as ${DEMO.customer.email}.`)).toBeVisible();
  });
});
