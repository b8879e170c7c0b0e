// A phone sign-up never sees the register form: the line under the buttons says continuing is
// agreeing, so a verified code records that agreement (record_my_consent, 0046).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPhoneCode } from './phone-sign-in';

const verifyOtp = vi.fn();
const rpc = vi.fn();
vi.mock('@utsav/shared/supabase/supabase-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({ auth: { verifyOtp }, rpc }),
}));
vi.mock('@utsav/shared/auth/session-store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startSessionSync: async () => undefined,
}));

beforeEach(() => {
  verifyOtp.mockReset();
  rpc.mockReset().mockResolvedValue({ data: null, error: null });
});

describe('verifyPhoneCode', () => {
  it('records consent to the current policy versions once signed in', async () => {
    verifyOtp.mockResolvedValue({ data: { session: { access_token: 't' } }, error: null });
    await verifyPhoneCode({ phone: '+919876543210', code: '123456' });
    expect(rpc).toHaveBeenCalledWith('record_my_consent', { p_terms: '2026-11-28', p_privacy: '2026-11-23' });
  });

  it('records nothing for a wrong code', async () => {
    verifyOtp.mockResolvedValue({ data: { session: null }, error: new Error('Token has expired or is invalid') });
    await expect(verifyPhoneCode({ phone: '+919876543210', code: '000000' })).rejects.toThrow('invalid');
    expect(rpc).not.toHaveBeenCalled();
  });
});
