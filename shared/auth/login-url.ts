// The sign-in page's address and the page it returns to afterwards. Shared by the shell's
// guards and pages and by every remote that asks a visitor to sign in, so all of them
// build the same link (one return parameter, one open-redirect rule).

export const LOGIN_PATH = '/auth/login';
/** Where a protected page asks the login page to send the user back to. */
export const RETURN_PARAM = 'redirect';

/**
 * A path of this site, or undefined. Only `/x...` is accepted: `//host`, `/\host`,
 * schemes and anything that resolves to another origin are open redirects.
 */
export function safeReturnPath(raw: string | null | undefined, origin = 'https://utsav.invalid'): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // Control characters and backslashes are normalised by browsers into something else.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(raw)) return undefined;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Sending someone back to the sign-in pages after signing in would only loop.
    if (url.pathname === LOGIN_PATH || url.pathname === '/auth/callback' || url.pathname === '/register') return undefined;
    return path;
  } catch {
    return undefined;
  }
}

/** The login URL a guard redirects to, remembering the page the user wanted. */
export function loginUrlFor(returnTo?: string): string {
  const safe = safeReturnPath(returnTo);
  return safe && safe !== '/' ? `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : LOGIN_PATH;
}
