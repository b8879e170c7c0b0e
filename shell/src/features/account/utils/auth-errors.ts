/** Which translated message an auth failure deserves; keys of the `account` namespace. */
export function authErrorKey(error: unknown): string {
  const { code, status, name } = (error ?? {}) as { code?: string; status?: number; name?: string };
  if (code === 'invalid_credentials') return 'errors.invalidCredentials';
  if (code === 'user_already_exists' || code === 'email_exists') return 'errors.emailInUse';
  if (code === 'weak_password') return 'errors.passwordWeak';
  if (code === 'email_not_confirmed') return 'errors.emailNotConfirmed';
  if (code === 'current_password_required') return 'errors.currentPasswordRequired';
  if (code === 'current_password_invalid') return 'errors.currentPasswordInvalid';
  if (code === 'same_password') return 'errors.samePassword';
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit' || status === 429) return 'errors.rateLimited';
  if (name === 'AuthRetryableFetchError' || status === 0 || (status !== undefined && status >= 500)) return 'errors.network';
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.unexpected';
}
