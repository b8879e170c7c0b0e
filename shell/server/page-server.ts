import { guardForPath, remoteForPath } from '@utsav/shared/federation/registry';
import { languagePrefix } from '@utsav/shared/i18n/language-path';
import { FALLBACK_LANGUAGE, type Language } from '@utsav/shared/i18n/languages';
import { renderDocument, type RenderedDocument } from './html-document';
import { languageFromAddress } from './negotiate-language';
import { createRenderCache } from './render-cache';

/** What rendering one page needs to know. */
export interface RenderRequest {
  /** The address without its language prefix (`/about` for `/hi/about`). */
  url: URL;
  language: Language;
  /** The language prefix the address had (`/hi`): the router's basename, as in the browser, so links keep it. */
  basename: string | undefined;
  /** The registry's remote serving the path, or undefined for the shell's own pages. */
  remote: string | undefined;
}

/** A rendered page, or why there is none (the browser then renders it, as before this server). */
export type RenderResult =
  | ({ status: 200 | 404 } & RenderedDocument)
  | { status: 'fallback'; reason: string };

export interface PageServerOptions {
  /** The client build's index.html: the frame every page goes into. */
  template: string;
  render: (request: RenderRequest) => Promise<RenderResult>;
  /** How long a rendered page is served again without rendering (per address and language). */
  cacheMs?: number;
  maxCachedPages?: number;
  now?: () => number;
  log?: (message: string) => void;
  /** `/robots.txt` and the sitemap files (sitemap.ts): a response for those, undefined for a page. */
  sitemap?: (request: Request) => Promise<Response | undefined>;
}

/** Pages whose content comes from what only the browser has (the URL's fragment with the sign-in tokens). */
const CLIENT_ONLY = new Set(['/auth/callback']);

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

/**
 * The page server: a Web-standard `fetch(Request) => Response` handler (Node locally through
 * scripts/lib/page-server-adapter.mjs; an edge runtime in production). Public pages of the
 * registry are rendered in the visitor's language with their head; every other page, and any page
 * whose render fails or whose remote is down, gets the client-rendered frame, never an error.
 */
export function createPageServer({ template, render, cacheMs = 30_000, maxCachedPages = 500, now, log = console.error, sitemap }: PageServerOptions) {
  const cache = createRenderCache<{ status: number; body: string }>({ ttlMs: cacheMs, maxEntries: maxCachedPages, now });
  // i18n's language and the query cache are one instance each (as in the browser): one render at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  // A language address's page is the same for everyone; a bare path's depends on the visitor's cookie and browser.
  const varies = (fromAddress: boolean): Record<string, string> => (fromAddress ? {} : { Vary: 'Cookie, Accept-Language' });
  const frame = (language?: Language, fromAddress = false) =>
    new Response(template, { status: 200, headers: { ...HTML, 'Cache-Control': 'no-cache', ...varies(fromAddress), ...(language ? { 'Content-Language': language } : {}) } });

  return async function handle(request: Request): Promise<Response> {
    const requested = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    const file = await sitemap?.(request);
    if (file) return file;
    const { language, source, path, redirect } = languageFromAddress(requested.pathname, request.headers);
    // English has no prefix: `/en/about` is `/about`, said once, for good (no second address for one page).
    if (redirect !== undefined) return new Response(null, { status: 301, headers: { Location: `${redirect}${requested.search}` } });
    const fromAddress = source === 'address';
    // A bare path in the visitor's saved language (the cookie): rendered as its language address,
    // whose address the page takes before it is painted (html-document.ts), so the address a
    // visitor copies opens in the language they read. Accept-Language alone keeps the bare address.
    const movesTo = source === 'cookie' && language !== FALLBACK_LANGUAGE ? languagePrefix(language) : undefined;
    const url = new URL(`${path}${requested.search}`, requested.origin);
    if (guardForPath(path) !== 'public' || CLIENT_ONLY.has(path)) return frame(fromAddress ? language : undefined, fromAddress);
    const key = `${language}${movesTo ? ' moved' : ''} ${requested.pathname}${requested.search}`;
    const headers: Record<string, string> = { ...HTML, 'Cache-Control': 'no-cache', ...varies(fromAddress), 'Content-Language': language, 'X-Page-Render': 'hit' };
    const cached = cache.get(key);
    if (cached) return new Response(cached.body, { status: cached.status, headers });
    try {
      const basename = fromAddress ? languagePrefix(language) : movesTo;
      const result = await oneAtATime(() => render({ url, language, basename, remote: remoteForPath(path) }));
      if (result.status === 'fallback') {
        log(`page server: ${requested.pathname} (${language}) rendered in the browser: ${result.reason}`);
        return frame(language, fromAddress);
      }
      const body = renderDocument(template, { ...result, languageFromAddress: fromAddress, movesTo });
      cache.set(key, { status: result.status, body });
      return new Response(body, { status: result.status, headers: { ...headers, 'X-Page-Render': 'miss' } });
    } catch (error) {
      log(`page server: ${requested.pathname} (${language}) failed, rendered in the browser: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return frame(language, fromAddress);
    }
  };
}
