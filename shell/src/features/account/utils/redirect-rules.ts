import type { UserType } from '@utsav/shared/auth/user-role';

/** The spec's constant: protected routes show the spinner this long before deciding. */
export const GUARD_DELAY_MS = 500;

export const LOGIN_PATH = '/auth/login';
/** Where a protected page asks the login page to send the user back to. */
// The catalogue remote and the home page's search build the same link (`?redirect=`).
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

/** After sign-in (spec §4): admin → /admin, anyone with a provider record → /dashboard, else /. */
export function destinationForRole(role: { userType: UserType; hasProviderRecord: boolean } | undefined): string {
  if (!role) return '/';
  if (role.userType === 'admin') return '/admin';
  if (role.hasProviderRecord) return '/dashboard';
  return '/';
}

/** A page the user was sent away from wins over the role's home. */
export function postSignInPath(returnTo: string | null | undefined, roleDestination: string): string {
  return safeReturnPath(returnTo) ?? roleDestination;
}
