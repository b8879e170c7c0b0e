// Component tests render a page the way the shell does: the shared i18n instance with the real
// English strings, the one query cache, a memory data router, the toast viewport and the shared
// session store. There is no backend here: the Supabase client points at an address where
// nothing listens, so a call that reaches the network fails as it would offline. A test that
// needs a server's answer (a refusal, a rate limit) replaces the app's api function in its own
// file (`vi.mock('../api/...')`): a unit seam, not a fake backend. What needs a real server is
// covered by the backend suites and the end-to-end tests.
import type { Session } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { loadRuntimeConfig } from '@utsav/shared/config/runtime-config';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import { changeLanguage, i18n } from '@utsav/shared/i18n/i18n';
import type { Language } from '@utsav/shared/i18n/languages';
import { queryClient } from '@utsav/shared/query/query-client';
import { AUTH_STORAGE_KEY } from '@utsav/shared/supabase/auth-storage-key';
import { useToastStore } from '@utsav/shared/toast/toast-store';
import { Toaster } from '@utsav/shared/ui/toaster';

/** Port 9 is on the Fetch standard's list of blocked ports: a request there fails before it leaves the process. */
export const NO_BACKEND_URL = 'http://127.0.0.1:9';

export interface TestUser {
  id: string;
  email: string;
}

export interface RenderOptions {
  /** The address the page opens at (default `/`). */
  at?: string;
  /** The route pattern `ui` is mounted at (default: every path). */
  path?: string;
  /** Other routes of the test's app, for instance the page a guard sends the visitor to. */
  routes?: RouteObject[];
  /** Signed in as this user; signed out when absent. */
  user?: TestUser;
  language?: Language;
  /** The namespaces (or any other async set-up) the page needs, such as `registerShellNamespace`. */
  prepare?: (() => Promise<unknown>)[];
  /**
   * Fake timers from the first render on (after the set-up, which waits on real ones), for a
   * test that moves the clock itself: `act(() => vi.advanceTimersByTimeAsync(ms))`.
   */
  fakeTimers?: boolean;
}

export type RenderWithProvidersResult = RenderResult & {
  /** A user-event instance: type, click and tab as a user does. */
  user: UserEvent;
  /** Where the app is now (`router.state.location`): what the address bar would show. */
  router: ReturnType<typeof createMemoryRouter>;
};

/** A session as supabase-js stores it. The token is a well-formed but unsigned JWT: no server ever sees it. */
export function testSession({ id, email }: TestUser): Session {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const accessToken = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: id, email, role: 'authenticated', exp: expiresAt })}.test`;
  return {
    access_token: accessToken,
    refresh_token: 'test-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id, email, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: new Date(0).toISOString() },
  };
}

let runtimeConfigured: Promise<unknown> | undefined;

/** The runtime config the app reads at boot, pointing its Supabase client at nothing. */
function configureNoBackend(): Promise<unknown> {
  window.__UTSAV_BOOT__ = {
    'runtime-config.json': Promise.resolve({ supabaseUrl: NO_BACKEND_URL, supabaseAnonKey: 'no-backend-in-component-tests' }),
  };
  runtimeConfigured ??= loadRuntimeConfig();
  return runtimeConfigured;
}

/**
 * Puts the session where the app keeps it: the shared store (what guards and pages read) and
 * local storage (where supabase-js restores it from, so its first auth event agrees).
 */
function setSession(user: TestUser | undefined): void {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  if (!user) {
    useSessionStore.setState({ status: 'signedOut', session: null, endedByUser: false });
    return;
  }
  const session = testSession(user);
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  useSessionStore.setState({ status: 'signedIn', session, endedByUser: false });
}

/** Every test starts from an empty cache and no toasts; a failed query is not retried (it would only wait). */
function resetSharedState(): void {
  queryClient.clear();
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  useToastStore.setState({ toasts: [] });
}

/** Renders the app's routes in a memory data router inside the shell's providers. */
export async function renderRoutes(routes: RouteObject[], options: RenderOptions = {}): Promise<RenderWithProvidersResult> {
  await Promise.all([configureNoBackend(), registerCommonNamespace(), ...(options.prepare ?? []).map((step) => step())]);
  await changeLanguage(options.language ?? 'en');
  resetSharedState();
  setSession(options.user);
  if (options.fakeTimers) vi.useFakeTimers();
  const router = createMemoryRouter(routes, { initialEntries: [options.at ?? '/'] });
  // Timers may be faked by the test (a guard's delay): user-event then advances them itself.
  // No pause between keystrokes (`delay: null`): typing a field is then one task, not one timer per key.
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user, router };
}

/** Renders one page (or any element) at `options.path`, beside `options.routes`. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): Promise<RenderWithProvidersResult> {
  return renderRoutes([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], options);
}
