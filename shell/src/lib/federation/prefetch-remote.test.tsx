import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';

const preloads = { category: vi.fn(() => Promise.resolve()), bundles: vi.fn(() => Promise.resolve()) };
const prefetchCategoryData = vi.fn(() => Promise.resolve());
const Category = Object.assign(() => null, { preload: preloads.category, prefetch: prefetchCategoryData });
const Bundles = Object.assign(() => null, { preload: preloads.bundles });
function Guard({ children }: { children: React.ReactNode }) {
  return children;
}
const routes: RouteObject[] = [
  {
    id: 'catalog-layout',
    element: <div />,
    children: [
      { path: '/services/:category', Component: Category },
      { path: '/bundles', element: <Guard>{[<Bundles key="page" />]}</Guard> },
    ],
  },
];

vi.mock('@utsav/shared/federation/remote-loader', () => ({
  isRemoteConfigured: (name: string) => name === 'catalog',
  loadRemoteApp: () => Promise.resolve({ routes, prepare: () => Promise.resolve() }),
}));

const { getSupabase } = vi.hoisted(() => ({ getSupabase: vi.fn() }));
vi.mock('@utsav/shared/supabase/supabase-client', () => ({ getSupabase }));

const { isPathReady, prefetchRemote, renderNextNavigationAtOnce, takeSyncNavigation } = await import('./prefetch-remote');
const { patchPrefetchedRemotesInto, ROOT_ROUTE_ID } = await import('./remote-routes');

describe('prefetchRemote', () => {
  it('fetches the code of the page the link leads to, inside its guard, and no other page', async () => {
    prefetchRemote('catalog', '/bundles');
    await vi.waitFor(() => expect(preloads.bundles).toHaveBeenCalledTimes(1));
    expect(preloads.category).not.toHaveBeenCalled();
    prefetchRemote('catalog', '/services/catering');
    await vi.waitFor(() => expect(preloads.category).toHaveBeenCalledTimes(1));
  });

  it("fetches the data the page opens with on a hover, with its route's params, and not on the idle prefetch", async () => {
    prefetchCategoryData.mockClear();
    document.body.innerHTML = '<footer><a href="/services/decoration">x</a></footer>';
    prefetchRemote('catalog', '/bundles', { linked: true });
    await vi.waitFor(() => expect(preloads.category).toHaveBeenCalled());
    expect(prefetchCategoryData).not.toHaveBeenCalled();
    prefetchRemote('catalog', '/services/mehendi');
    await vi.waitFor(() => expect(prefetchCategoryData).toHaveBeenCalledWith({ params: { category: 'mehendi' }, search: '' }));
    document.body.innerHTML = '';
  });

  it("fetches the data for the link's own query: a hover on a filtered page's link prefetches that page, not the unfiltered one", async () => {
    prefetchCategoryData.mockClear();
    prefetchRemote('catalog', '/services/catering', { search: '?city=Pune' });
    await vi.waitFor(() => expect(prefetchCategoryData).toHaveBeenCalledWith({ params: { category: 'catering' }, search: '?city=Pune' }));
  });

  it('loads only the remote when it is given no path, and nothing for a remote not configured', async () => {
    preloads.category.mockClear();
    preloads.bundles.mockClear();
    prefetchRemote('catalog');
    prefetchRemote('blog', '/blog');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads.category).not.toHaveBeenCalled();
    expect(preloads.bundles).not.toHaveBeenCalled();
  });

  it("with `linked` (the idle prefetch), also fetches the pages of the page's other links to that remote, in view or not", async () => {
    preloads.category.mockClear();
    preloads.bundles.mockClear();
    // A footer's link in Tamil, another remote's link, another site's link.
    document.body.innerHTML = '<footer><a href="/ta/services/catering">x</a><a href="/blog">b</a><a href="https://example.com/services/x">e</a></footer>';
    prefetchRemote('catalog', '/bundles');
    await vi.waitFor(() => expect(preloads.bundles).toHaveBeenCalledTimes(1));
    expect(preloads.category).not.toHaveBeenCalled();
    prefetchRemote('catalog', '/bundles', { linked: true });
    await vi.waitFor(() => expect(preloads.category).toHaveBeenCalledTimes(1));
    document.body.innerHTML = '';
  });

  it("puts a prefetched remote's routes into the router, once, so the click does not wait to patch them", async () => {
    preloads.category.mockClear();
    const patchRoutes = vi.fn();
    patchPrefetchedRemotesInto({ patchRoutes });
    prefetchRemote('catalog', '/bundles');
    await vi.waitFor(() => expect(patchRoutes).toHaveBeenCalledTimes(1));
    expect(patchRoutes).toHaveBeenCalledWith(ROOT_ROUTE_ID, [expect.objectContaining({ id: 'remote:catalog' })]);
    prefetchRemote('catalog', '/services/catering');
    await vi.waitFor(() => expect(preloads.category).toHaveBeenCalled());
    expect(patchRoutes).toHaveBeenCalledTimes(1);
  });

  it("calls a path ready once its remote's routes are in the router and its page's code is here, not before", async () => {
    let finish = () => undefined as void;
    preloads.category.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    patchPrefetchedRemotesInto({ patchRoutes: vi.fn() });
    const prefetched = prefetchRemote('catalog', '/services/mehendi');
    await vi.waitFor(() => expect(preloads.category).toHaveBeenCalled());
    expect(isPathReady('/services/mehendi')).toBe(false);
    finish();
    await prefetched;
    expect(isPathReady('/services/mehendi')).toBe(true);
    // A remote that is not configured never makes its paths ready.
    await prefetchRemote('blog', '/blog');
    expect(isPathReady('/blog')).toBe(false);
  });

  it('asks for the next navigation to be committed at once, once, and only within the click’s task', async () => {
    expect(takeSyncNavigation()).toBe(false);
    renderNextNavigationAtOnce();
    expect(takeSyncNavigation()).toBe(true);
    expect(takeSyncNavigation()).toBe(false);
    renderNextNavigationAtOnce();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeSyncNavigation()).toBe(false);
  });

  it('warms the date formatter on a hover, focus or press, at an idle moment, and not on the idle prefetch', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const made: unknown[][] = [];
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: class {
        constructor(...args: unknown[]) {
          made.push(args);
        }
        format() {
          return '';
        }
      },
    });
    // A fresh page: the formatter is warmed once per page.
    vi.resetModules();
    const fresh = await import('./prefetch-remote');
    await fresh.prefetchRemote('catalog', '/bundles', { linked: true });
    expect(idle).toHaveLength(0);
    await fresh.prefetchRemote('catalog', '/bundles');
    await fresh.prefetchRemote('catalog', '/bundles');
    // Once per page, and not inside the hover's own task.
    expect(idle).toHaveLength(1);
    expect(made).toHaveLength(0);
    idle[0]!();
    expect(made).toEqual([['en-IN', { dateStyle: 'long' }]]);
    vi.unstubAllGlobals();
  });

  it('starts the Supabase client on a hover, focus or press, not on the idle prefetch', async () => {
    getSupabase.mockClear();
    prefetchRemote('catalog', '/bundles', { linked: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getSupabase).not.toHaveBeenCalled();
    prefetchRemote('catalog', '/bundles');
    await vi.waitFor(() => expect(getSupabase).toHaveBeenCalledTimes(1));
  });
});
