import { describe, expect, it } from 'vitest';
import { authErrorKey } from './auth-errors';

describe('authErrorKey', () => {
  it.each([
    ['invalid_credentials', 'errors.invalidCredentials'],
    ['email_not_confirmed', 'errors.emailNotConfirmed'],
    ['current_password_required', 'errors.currentPasswordRequired'],
    ['current_password_invalid', 'errors.currentPasswordInvalid'],
    ['same_password', 'errors.samePassword'],
    ['over_email_send_rate_limit', 'errors.rateLimited'],
    ['over_request_rate_limit', 'errors.rateLimited'],
  ])('%s → %s', (code, key) => {
    expect(authErrorKey({ code, status: 400 })).toBe(key);
  });

  it('treats a 5xx or a failed fetch as a network problem', () => {
    expect(authErrorKey({ status: 503 })).toBe('errors.network');
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });
});
