// The confirmation link a new account is emailed must come back to the page it was made from.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signUp } from './sign-up';

const authSignUp = vi.fn();
vi.mock('@utsav/shared/supabase/supabase-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({ auth: { signUp: authSignUp } }),
}));
vi.mock('@utsav/shared/auth/session-store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startSessionSync: async () => undefined,
}));

const input = { email: 'asha@example.in', password: 'Utsav@2026', confirmPassword: 'Utsav@2026', fullName: 'Asha Rao', phone: '+919845012345', consent: true };
const redirectOf = () => (authSignUp.mock.calls[0]![0] as { options: { emailRedirectTo: string } }).options.emailRedirectTo;

beforeEach(() => {
  authSignUp.mockReset().mockResolvedValue({ data: { session: null, user: { identities: [{}] } }, error: null });
});

describe('signUp', () => {
  it('sends the confirmation link back through the callback to the page the visitor came from', async () => {
    await signUp({ ...input, returnTo: '/book/svc-1?date=2026-12-12' });
    const url = new URL(redirectOf());
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/auth/callback`);
    expect(url.searchParams.get('redirect')).toBe('/book/svc-1?date=2026-12-12');
  });

  it('drops a return address of another site', async () => {
    await signUp({ ...input, returnTo: '//evil.example/book' });
    expect(redirectOf()).toBe(`${window.location.origin}/auth/callback`);
  });

  it('sends the policy versions the visitor agreed to, which the sign-up trigger records (0046)', async () => {
    await signUp(input);
    const { options } = authSignUp.mock.calls[0]![0] as { options: { data: Record<string, unknown> } };
    expect(options.data.consent).toEqual({ terms: '2026-11-28', privacy: '2026-11-23' });
  });
});
