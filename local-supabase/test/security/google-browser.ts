// A minimal browser for the local Google stand-in: a cookie jar and manual redirects.
import { stack } from '../helpers.ts';

export const REDIRECT = 'http://localhost:3000/auth/callback';

export function browser() {
  const jar = new Map<string, string>();
  async function get(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const r = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const c of r.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      if (attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0\b/i.test(a))) jar.delete(name);
      else jar.set(name, pair!.slice(i + 1));
    }
    return r;
  }
  /** Follows redirects until one leaves the stack (the app's redirect_to) or a page is shown. */
  async function follow(url: string, init?: RequestInit): Promise<{ url: string; res: Response }> {
    let res = await get(url, init);
    let at = url;
    for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
      at = new URL(res.headers.get('location')!, at).toString();
      if (!at.startsWith(stack().url)) return { url: at, res };
      res = await get(at);
    }
    return { url: at, res };
  }
  return { get, follow };
}

/** Submits the stand-in's sign-in or create form for a fresh implicit-flow sign-in; where the browser ends up. */
export async function throughLocalGoogle(form: { email: string; password: string; create?: boolean }) {
  const s = stack();
  const b = browser();
  const page = await b.follow(`${s.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(REDIRECT)}`);
  const html = await page.res.text();
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const action = actions.find((a) => a.endsWith(form.create ? '/create' : '/login'))!;
  return b.follow(new URL(action, page.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: form.email, password: form.password }).toString(),
  });
}

/** The session's tokens when the flow reached the app, else undefined. */
export function sessionIn(url: string): { access_token: string; refresh_token: string } | undefined {
  if (!url.startsWith(REDIRECT)) return undefined;
  const frag = new URLSearchParams(new URL(url).hash.slice(1));
  const access = frag.get('access_token');
  return access ? { access_token: access, refresh_token: frag.get('refresh_token')! } : undefined;
}
