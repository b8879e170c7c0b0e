import { RETURN_PARAM } from '@utsav/shared/auth/login-url';

/** What an auth callback URL carries: GoTrue puts it in the query (PKCE, errors) or the fragment (implicit). */
export interface CallbackParams {
  code?: string;
  accessToken?: string;
  refreshToken?: string;
  /** `signup`, `recovery`, … for emailed links; absent after Google. */
  type?: string;
  error?: string;
  errorCode?: string;
  /** The page to go on to, as the sign-up link asked (`?redirect=`); re-checked before use. */
  returnTo?: string;
}

export function readCallbackParams(href: string): CallbackParams {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const param = (name: string) => url.searchParams.get(name) ?? fragment.get(name) ?? undefined;
  return {
    code: url.searchParams.get('code') ?? undefined,
    accessToken: fragment.get('access_token') ?? undefined,
    refreshToken: fragment.get('refresh_token') ?? undefined,
    type: param('type'),
    error: param('error_description') ?? param('error'),
    errorCode: param('error_code'),
    returnTo: url.searchParams.get(RETURN_PARAM) ?? undefined,
  };
}

/** The translated failure text for a callback error (keys of the `account` namespace). */
export function callbackFailureKey(errorCode: string | undefined): string {
  return errorCode === 'otp_expired' ? 'callback.linkExpiredBody' : 'callback.failedBody';
}
