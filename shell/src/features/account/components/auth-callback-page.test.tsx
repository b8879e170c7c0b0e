// The emailed sign-up link's return: the page the visitor was booking from, carried in the
// link's own address, since the link is often opened in another tab than the one that asked.
// One test: the page completes a link once per page load (a module-level promise).
// Another site's address is refused by safeReturnPath (login-url.test.ts) and by signUp.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '@utsav/shared/testing/render-with-providers';
import { renderShellPage } from '../../../testing/render-shell-page';
import { fetchPostSignInDestination } from '../api/post-sign-in-destination';
import AuthCallbackPage from './auth-callback-page';

const session = testSession({ id: '00000000-0000-4000-8000-000000000001', email: 'asha@example.in' });
const setSession = vi.fn(async () => ({ data: { session }, error: null }));

// The unit seams: the auth client's answer to the link's tokens, and the role lookup.
vi.mock('@utsav/shared/supabase/supabase-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({ auth: { setSession, getSession: async () => ({ data: { session: null } }) } }),
}));
vi.mock('@utsav/shared/auth/session-store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startSessionSync: async () => undefined,
}));
vi.mock('../api/post-sign-in-destination', () => ({ fetchPostSignInDestination: vi.fn() }));

beforeEach(() => {
  vi.mocked(fetchPostSignInDestination).mockResolvedValue('/');
});

function openLink(query: string) {
  window.history.replaceState(null, '', `/auth/callback${query}#access_token=a&refresh_token=r&type=signup`);
}

describe('the auth callback after an emailed confirmation', () => {
  it('returns to the request form the sign-up started from', async () => {
    openLink('?redirect=%2Fbook%2Fsvc-1%3Fdate%3D2026-12-12');
    const { router } = await renderShellPage(<AuthCallbackPage />, { at: '/auth/callback' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/book/svc-1'));
    expect(router.state.location.search).toBe('?date=2026-12-12');
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
  });
});
