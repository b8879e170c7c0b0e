// The route guards' behaviour, page by page as a visitor meets it: the 500 ms spinner, the
// redirect to sign in with the page remembered, the spec's toasts, the admin check's three
// answers, and a session that ends while the page is open. That every registry route really
// sits behind its guard in the running apps is the end-to-end suite's (account-guards.spec.ts).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkIsAdmin } from '@utsav/shared/auth/check-admin';
import type * as CheckAdmin from '@utsav/shared/auth/check-admin';
import { GUARD_DELAY_MS, RequireAdmin, RequireAuth } from '@utsav/shared/auth/route-guards';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { renderRoutes, testSession, type RenderOptions } from '@utsav/shared/testing/render-with-providers';

// The admin check runs for real unless a test gives its answer: the api function is the seam.
vi.mock('@utsav/shared/auth/check-admin', async (importOriginal) => {
  const actual = await importOriginal<typeof CheckAdmin>();
  return { ...actual, checkIsAdmin: vi.fn(actual.checkIsAdmin) };
});

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000a1', email: 'asha@example.in' };

/** A protected page, an admin page, and a stand-in for the sign-in page the guards send people to. */
const render = (options: RenderOptions) =>
  renderRoutes(
    [
      { path: '/profile', element: <RequireAuth><h1>My Profile</h1></RequireAuth> },
      { path: '/admin', element: <RequireAdmin><h1>Admin Dashboard</h1></RequireAdmin> },
      { path: '/auth/login', element: <h1>Sign In</h1> },
    ],
    options,
  );

/**
 * Moves the faked clock on and lets the router and React settle. (Testing Library's findBy*
 * would wait on a faked timer of its own: after this, the plain getBy* queries are enough.)
 */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.mocked(checkIsAdmin).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a page that needs a session', () => {
  it('shows the spinner for 500 ms, then sends a signed-out visitor to sign in, remembering the page, with the toast', async () => {
    const { router } = await render({ at: '/profile?tab=bookings#top', fakeTimers: true });
    expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
    await wait(GUARD_DELAY_MS - 1);
    expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');

    await wait(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auth/login', search: `?redirect=${encodeURIComponent('/profile?tab=bookings#top')}` });
    expect(screen.getByText('Authentication Required')).toBeVisible();
    expect(screen.getByText('Please log in to access this page')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor kindly, not as an error, and closes the ask once they are signed in', async () => {
    await render({ at: '/profile' });
    const title = await screen.findByText('Authentication Required');
    // Information, not a red error: a visitor who pressed Book did nothing wrong.
    expect(title.closest('.toast')).toHaveClass('toast--default');
    expect(title.closest('.toast')).not.toHaveClass('toast--destructive');

    act(() => useSessionStore.setState({ status: 'signedIn', session: testSession(ASHA), endedByUser: false }));
    await vi.waitFor(() => expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument());
  });

  it('shows a signed-in user the page after the same 500 ms, without a toast', async () => {
    await render({ at: '/profile', user: ASHA, fakeTimers: true });
    await wait(GUARD_DELAY_MS - 1);
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your sign-in…')).not.toBeInTheDocument();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  it('sends the user to sign in again, without the toast, when the session ends while the page is open', async () => {
    const { router } = await render({ at: '/profile', user: ASHA });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    // A refresh that failed, or another tab signing out.
    act(() => useSessionStore.setState({ status: 'signedOut', session: null }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auth/login', search: '' });
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  it('stays quiet when the user signs out from the page: Sign Out is already taking them elsewhere', async () => {
    const { router } = await render({ at: '/profile', user: ASHA });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    act(() => useSessionStore.setState({ status: 'signedOut', session: null, endedByUser: true }));
    expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });
});

describe('an admin page', () => {
  it('shows an admin the page once the server says so', async () => {
    vi.mocked(checkIsAdmin).mockResolvedValueOnce(true);
    await render({ at: '/admin', user: ASHA });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(checkIsAdmin).toHaveBeenCalledWith(ASHA.id);
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('refuses anyone else with Access Denied, and sends them to sign in with no way back to the page', async () => {
    vi.mocked(checkIsAdmin).mockResolvedValueOnce(false);
    const { router } = await render({ at: '/admin', user: ASHA });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auth/login', search: '' });
    expect(screen.getByText('Access Denied')).toBeVisible();
    expect(screen.getByText("You don't have admin privileges.")).toBeVisible();
  });

  it('says Authentication Error when the admin check cannot reach the server', async () => {
    // No answer given: the real check runs, and there is no server to answer it.
    const { router } = await render({ at: '/admin', user: ASHA });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auth/login', search: '' });
    expect(screen.getByText('Authentication Error')).toBeVisible();
    expect(screen.getByText('Unable to verify admin privileges.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first, without asking the server anything', async () => {
    const { router } = await render({ at: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auth/login', search: '?redirect=%2Fadmin' });
    expect(screen.getByText('Authentication Required')).toBeVisible();
    expect(checkIsAdmin).not.toHaveBeenCalled();
  });
});
