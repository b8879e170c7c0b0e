// Signing in from tests: through the real login form (what a user does), or straight
// from the auth API with the session put where supabase-js keeps it (fast set-up).
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './db';
import { E2E_ANON_KEY, E2E_SERVICE_KEY, E2E_SUPABASE_URL } from './e2e-env';

/** The fixed local-storage key of the shared Supabase client. */
export const AUTH_STORAGE_KEY = 'utsav.auth';

/** Signs in through /auth/login and waits until the page has sent the user on. */
export async function signInViaUi(page: Page, email: string, password = DEMO_PASSWORD, path = '/auth/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

export interface ApiSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

/** A fresh session from the auth API (password grant). */
export async function passwordSession(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: E2E_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as ApiSession;
}

/**
 * Signs in without the form: the session JSON is written to local storage before the
 * first page script runs. Only once per tab, so a later Sign Out in the test sticks.
 */
export async function signInViaApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const session = await passwordSession(email, password);
  await seedSession(page, session);
  return session;
}

/**
 * The toast on screen (the shell keeps one at a time), in the viewport's region, whose name ends
 * with its hotkey in every language. Not Radix's role=status element: that is a copy for screen
 * readers, removed 1 s after the toast appears, and a loaded machine's polling could miss it while
 * the toast itself stayed on screen for its 5 s (account-guards' flake).
 */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /\(F8\)$/ }).getByRole('listitem').filter({ hasText: text }).first();

/** A confirmed user made through GoTrue's admin API (sign-ups wait for email confirmation, as on hosted). */
export async function createConfirmedUser(email: string, password: string, metadata: Record<string, string>): Promise<void> {
  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: E2E_SERVICE_KEY, authorization: `Bearer ${E2E_SERVICE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: metadata }),
  });
  if (!response.ok) throw new Error(`creating ${email} failed: HTTP ${response.status} ${await response.text()}`);
}

/** A new, confirmed guest account, signed in through the auth API. */
export async function createThrowawayUser(
  prefix = 'e2e',
  metadata: Record<string, string> = { full_name: 'Test Guest', phone: '9876543210' },
): Promise<ApiSession & { password: string }> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const password = 'Utsav@123';
  await createConfirmedUser(email, password, metadata);
  return { ...(await passwordSession(email, password)), password };
}

/** Puts an API session where supabase-js keeps it, before the first page script (once per tab). */
export async function seedSession(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.sessionSeeded')) return;
      sessionStorage.setItem('e2e.sessionSeeded', '1');
      localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
  );
}
