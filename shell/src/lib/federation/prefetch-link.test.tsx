import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS } from './prefetch-viewport';

const prefetchRemote = vi.fn();
const readyPaths = new Set<string>();
const renderNextNavigationAtOnce = vi.fn();
vi.mock('./prefetch-remote', () => ({
  prefetchRemote: (...args: unknown[]) => prefetchRemote(...args),
  isPathReady: (path: string) => readyPaths.has(path),
  renderNextNavigationAtOnce: () => renderNextNavigationAtOnce(),
}));
const statuses = new Map<string, string>();
vi.mock('@utsav/shared/federation/remote-loader', () => ({ remoteStatus: (name: string) => statuses.get(name) ?? 'idle' }));

/** A stand-in IntersectionObserver the test drives: `show(link)` puts a link in view. */
const observed = new Set<Element>();
let callback: IntersectionObserverCallback = () => undefined;
class FakeObserver {
  constructor(next: IntersectionObserverCallback) {
    callback = next;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    observed.clear();
  }
}
const show = (element: Element) =>
  act(() => callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

/** Idle callbacks run only when the test says the main thread is idle (after the quiet time). */
let idleQueue: (() => void)[] = [];
const idle = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    const ready = idleQueue;
    idleQueue = [];
    for (const run of ready) run();
    await Promise.resolve();
  });
};

async function renderLinks() {
  vi.resetModules();
  const { PrefetchLink } = await import('./prefetch-link');
  render(
    <MemoryRouter>
      <PrefetchLink to="/bundles">Bundles</PrefetchLink>
      <PrefetchLink to="/blog">Blog</PrefetchLink>
      <PrefetchLink to="/about">About</PrefetchLink>
    </MemoryRouter>,
  );
  return { bundles: screen.getByRole('link', { name: 'Bundles' }), blog: screen.getByRole('link', { name: 'Blog' }), about: screen.getByRole('link', { name: 'About' }) };
}

beforeEach(() => {
  prefetchRemote.mockClear();
  renderNextNavigationAtOnce.mockClear();
  readyPaths.clear();
  statuses.clear();
  observed.clear();
  idleQueue = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleQueue.push(run));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('PrefetchLink in the viewport', () => {
  it('prefetches what a link in view leads to, only at an idle moment, one link per idle period', async () => {
    const { bundles, blog, about } = await renderLinks();
    // The shell's own page has no remote to prefetch: it is not even watched.
    expect(observed.has(about)).toBe(false);
    expect(observed.has(bundles)).toBe(true);
    show(bundles);
    show(blog);
    // Not before the page has been quiet for a while, and the main thread is idle.
    await act(async () => await vi.advanceTimersByTimeAsync(QUIET_MS - 10));
    expect(idleQueue).toHaveLength(0);
    expect(prefetchRemote).not.toHaveBeenCalled();
    await idle();
    expect(prefetchRemote.mock.calls).toEqual([['catalog', '/bundles', { linked: true }]]);
    await idle();
    expect(prefetchRemote.mock.calls).toEqual([
      ['catalog', '/bundles', { linked: true }],
      ['blog', '/blog', { linked: true }],
    ]);
    // Once is enough: the link is no longer watched.
    expect(observed.size).toBe(0);
  });

  it('leaves a remote that failed to the Retry or the click', async () => {
    const { bundles, blog } = await renderLinks();
    statuses.set('catalog', 'failed');
    statuses.set('blog', 'ready');
    show(bundles);
    show(blog);
    await idle();
    await idle();
    // A remote loaded already still has the page the link leads to preloaded.
    expect(prefetchRemote.mock.calls).toEqual([['blog', '/blog', { linked: true }]]);
  });

  it('prefetches nothing for a link never in view', async () => {
    await renderLinks();
    await idle();
    await idle();
    expect(prefetchRemote).not.toHaveBeenCalled();
  });

  it.each([
    ['asks to save data', { saveData: true, effectiveType: '4g' }],
    ['is 2G-slow', { saveData: false, effectiveType: 'slow-2g' }],
  ])('watches nothing on a connection that %s', async (_, connection) => {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    await renderLinks();
    expect(observed.size).toBe(0);
    await idle();
    expect(prefetchRemote).not.toHaveBeenCalled();
  });

  it('asks for a click on a link whose page is ready to be committed at once, and for no other click', async () => {
    const { blog, bundles } = await renderLinks();
    const { fireEvent } = await import('@testing-library/react');
    readyPaths.add('/blog');
    fireEvent.click(bundles);
    fireEvent.click(blog, { ctrlKey: true });
    fireEvent.click(blog, { button: 1 });
    expect(renderNextNavigationAtOnce).not.toHaveBeenCalled();
    fireEvent.click(blog);
    expect(renderNextNavigationAtOnce).toHaveBeenCalledTimes(1);
  });

  it('prefetches on the press itself, as on hover and focus (a tap has no hover)', async () => {
    const { blog } = await renderLinks();
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.pointerDown(blog);
    expect(prefetchRemote).toHaveBeenCalledWith('blog', '/blog');
  });
});
