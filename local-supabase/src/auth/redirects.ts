// GoTrue's redirect allow-list: a redirect_to is used when its host is the
// Site URL's host or it matches an allow-list pattern (globs where `*` stops at
// `.` and `/` and `**` does not); anything else silently falls back to the Site URL.
import type { AuthConfig } from './auth-config.ts';

function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function redirectAllowed(target: string, config: Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>): boolean {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  try {
    if (new URL(config.siteUrl).hostname === u.hostname) return true;
  } catch {
    /* a broken SITE_URL allows nothing by host */
  }
  return config.additionalRedirectUrls.some((p) => globToRegExp(p).test(target));
}

/** The redirect_to a flow ends at: the asked-for one when allowed, else the Site URL. */
export function resolveRedirect(target: string | null | undefined, config: Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>): string {
  return target && redirectAllowed(target, config) ? target : config.siteUrl;
}
