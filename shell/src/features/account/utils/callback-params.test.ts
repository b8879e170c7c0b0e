import { describe, expect, it } from 'vitest';
import { callbackFailureKey, readCallbackParams } from './callback-params';

describe('readCallbackParams', () => {
  it('reads the implicit-flow tokens and the link type from the fragment', () => {
    const p = readCallbackParams('http://localhost:3000/auth/callback#access_token=a&refresh_token=r&type=recovery&token_type=bearer');
    expect(p).toMatchObject({ accessToken: 'a', refreshToken: 'r', type: 'recovery' });
    expect(p.error).toBeUndefined();
  });

  it('reads a PKCE code from the query', () => {
    expect(readCallbackParams('http://localhost:3000/auth/callback?code=abc').code).toBe('abc');
  });

  it('reads GoTrue errors from either place, description first', () => {
    const p = readCallbackParams('http://x/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(p).toMatchObject({ error: 'Email link is invalid or has expired', errorCode: 'otp_expired' });
    expect(readCallbackParams('http://x/auth/callback?error=server_error').error).toBe('server_error');
  });

  it('explains an expired or used email link differently from a failed Google sign-in', () => {
    expect(callbackFailureKey('otp_expired')).toBe('callback.linkExpiredBody');
    expect(callbackFailureKey(undefined)).toBe('callback.failedBody');
  });
});
