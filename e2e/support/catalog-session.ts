// Signed-in catalogue tests: a session from the e2e backend's auth API, written where the
// app's Supabase client reads it (local storage `utsav.auth`) before any page script runs.
import type { Page } from '@playwright/test';
import { createConfirmedUser } from './auth';
import { DEMO_PASSWORD } from './db';
import { E2E_ANON_KEY, E2E_SUPABASE_URL } from './e2e-env';

const STORAGE_KEY = 'utsav.auth';

interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

async function authCall(path: string, body: unknown): Promise<Session> {
  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: E2E_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`auth ${path} failed: HTTP ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Session;
  if (!session.access_token) throw new Error(`auth ${path} returned no session`);
  return session;
}

async function storeSession(page: Page, session: Session): Promise<void> {
  // Once per tab: a reload keeps whatever the app has stored since (a refreshed token).
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('catalog-e2e-session')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('catalog-e2e-session', '1');
      }
    },
    [STORAGE_KEY, JSON.stringify(session)] as const,
  );
}

/** Signs the page in as a seeded demo account. */
export async function signInAs(page: Page, email: string): Promise<Session['user']> {
  const session = await authCall('token?grant_type=password', { email, password: DEMO_PASSWORD });
  await storeSession(page, session);
  return session.user;
}

/** Signs the page in as a brand-new customer (nothing saved yet, nothing shared with other tests). */
export async function signInAsNewCustomer(page: Page, label: string): Promise<Session['user']> {
  const email = `catalog.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.utsav.test`;
  // Sign-ups wait for email confirmation (as on hosted): a confirmed user, then a password sign-in.
  await createConfirmedUser(email, 'Catalog@E2e1', { full_name: `Catalog ${label}` });
  const session = await authCall('token?grant_type=password', { email, password: 'Catalog@E2e1' });
  await storeSession(page, session);
  return session.user;
}
