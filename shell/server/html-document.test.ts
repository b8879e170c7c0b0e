import { describe, expect, it } from 'vitest';
import { EARLY_EVENTS_SCRIPT } from '../src/lib/early-events';
import { renderDocument } from './html-document';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Utsav</title></head><body><div id="root"></div></body></html>';

describe('the rendered document', () => {
  it("carries the inline scripts exactly as written (a `$'` in them is not a replacement pattern), and they parse", () => {
    const html = renderDocument(TEMPLATE, { markup: '<main>Hi</main>', head: undefined, state: { language: 'hi' }, styles: [], preloads: [] });
    expect(html).toContain(EARLY_EVENTS_SCRIPT);
    expect(html.indexOf(EARLY_EVENTS_SCRIPT)).toBeLessThan(html.indexOf('</head>'));
    for (const [, code] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) expect(() => new Function(code!)).not.toThrow();
  });

  // Chromium paints a page while it is still parsing it: under load, CI saw a first frame with half
  // a header (the logo without its name; the account area without Sign In), and a visitor with
  // another saved language could glimpse the English page before the script dropped it.
  it('holds the first paint until the markup and the script that keeps or drops it are parsed', () => {
    const html = renderDocument(TEMPLATE, { markup: '<main>Hi</main>', head: undefined, state: { language: 'en' }, styles: [], preloads: [] });
    const expectLink = html.match(/<link rel="expect" href="#([a-z-]+)" blocking="render"\s*\/?>/);
    expect(expectLink, 'a render-blocking rel=expect link').not.toBeNull();
    expect(html.indexOf(expectLink![0])).toBeLessThan(html.indexOf('</head>'));
    const marker = html.indexOf(`id="${expectLink![1]}"`);
    // The element it waits for comes after the markup and after the keep-or-drop script.
    expect(marker).toBeGreaterThan(html.indexOf('<main>Hi</main>'));
    expect(marker).toBeGreaterThan(html.lastIndexOf('utsav.lang'));
  });

  // The inline keep-or-drop script, run against a stand-in browser.
  const keeps = (html: string, saved: Record<string, string>) => {
    const code = [...html.matchAll(/<script>(\(function\(\)\{try\{var s=localStorage[\s\S]*?)<\/script>/g)][0]![1]!;
    const root = { textContent: 'page' };
    const window = { __UTSAV_SSR__: {} as unknown };
    new Function('localStorage', 'document', 'window', code)({ getItem: (key: string) => saved[key] ?? null }, { getElementById: () => root }, window);
    return root.textContent === 'page' && window.__UTSAV_SSR__ !== undefined;
  };

  it("drops a bare path's page rendered in another language than the saved one, never a language address's; a session always drops it", () => {
    const page = (languageFromAddress: boolean) =>
      renderDocument(TEMPLATE, { markup: '<main>Hi</main>', head: undefined, state: { language: 'ta' }, styles: [], preloads: [], languageFromAddress });
    expect(keeps(page(false), { 'utsav.lang': 'ta' })).toBe(true);
    expect(keeps(page(false), { 'utsav.lang': 'hi' })).toBe(false);
    expect(keeps(page(true), { 'utsav.lang': 'hi' })).toBe(true);
    expect(keeps(page(true), { 'utsav.lang': 'ta', 'utsav.auth': '{}' })).toBe(false);
  });

  // Lighthouse scores the largest paint as waiting on every request made before it: sign-in's
  // consent paragraph, painted with the first frame, was scored ~1.1 s later behind 18 preloads.
  it("asks for the page's scripts once its first frame is shown, not while it is painted", () => {
    const urls = ['/page-login.js', 'http://localhost:3001/remoteEntry.js'];
    const html = renderDocument(TEMPLATE, { markup: '<main>Hi</main>', head: undefined, state: { language: 'en' }, styles: [], preloads: urls });
    expect(html).not.toMatch(/<link[^>]+rel="preload"/);
    const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!).find((body) => body.includes('remoteEntry'))!;
    const added: { rel: string; as: string; fetchPriority: string; href: string }[] = [];
    const timers: (() => void)[] = [];
    let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof onPaint) {
        onPaint = callback;
      }
      observe() {}
    }
    const document = { visibilityState: 'visible', createElement: () => ({}), head: { appendChild: (link: (typeof added)[number]) => added.push(link) } };
    new Function('document', 'PerformanceObserver', 'setTimeout', code)(document, PerformanceObserver, (run: () => void) => timers.push(run));
    expect(added, 'nothing before the first frame').toEqual([]);
    onPaint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    timers.forEach((run) => run());
    expect(added.map(({ rel, as, fetchPriority, href }) => `${rel} ${as} ${fetchPriority} ${href}`)).toEqual(urls.map((url) => `preload script low ${url}`));
  });
});
