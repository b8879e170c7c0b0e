// The sign-in page's address and the page it returns to afterwards. Shared by the shell's
// guards and pages and by every remote that asks a visitor to sign in, so all of them
// build the same link (one return parameter, one open-redirect rule).

import { paths, RETURN_PARAM } from '@utsav/shared/paths';

export const LOGIN_PATH = paths.auth.login.pattern;
/** Where a protected page asks the login page to send the user back to. */
export { RETURN_PARAM };

// Sending someone back to the sign-in pages after signing in would only loop.
const NO_RETURN = new Set([LOGIN_PATH, paths.auth.callback.pattern, paths.auth.register.pattern]);

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
    if (NO_RETURN.has(url.pathname)) return undefined;
    return path;
  } catch {
    return undefined;
  }
}

/** The login URL a guard redirects to, remembering the page the user wanted. */
export function loginUrlFor(returnTo?: string): string {
  return paths.auth.login({ redirectTo: safeReturnPath(returnTo) });
}
