// GoTrue's error shape. supabase-js reads `code` (API version 2024-01-01) and
// falls back to `error_code`/`msg`; older clients read `error`/`error_description`.
import type { ServerResponse } from 'node:http';
import { sendJson } from '../gateway/http-util.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function sendAuthError(res: ServerResponse, e: AuthError): void {
  sendJson(
    res,
    e.status,
    { code: e.code, error_code: e.code, message: e.message, msg: e.message, ...e.extra },
    { 'X-Supabase-Api-Version': API_VERSION },
  );
}

export const errors = {
  badJson: (m: string) => new AuthError(400, 'bad_json', m),
  validation: (m: string) => new AuthError(400, 'validation_failed', m),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  userExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: (message: string, reasons: string[]) => new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  refreshNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (m: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${m}`),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  badCodeVerifier: () => new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  providerDisabled: (p: string) => new AuthError(400, 'validation_failed', `Unsupported provider: provider ${p} is not enabled`),
};
