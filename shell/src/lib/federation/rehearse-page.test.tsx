import { useEffect, useLayoutEffect } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REHEARSAL_DATA_WAIT_MS, REHEARSAL_TIMEOUT_MS, rehearsePage } from './rehearse-page';

const seen = { renders: [] as string[], effects: 0, layoutEffects: 0 };

function ArticlePage() {
  const { slug } = useParams();
  seen.renders.push(slug ?? '');
  useEffect(() => {
    seen.effects += 1;
  }, []);
  useLayoutEffect(() => {
    seen.layoutEffects += 1;
  }, []);
  return <h1>{slug}</h1>;
}

function Never(): never {
  // A page that never finishes rendering (its data never comes).
  throw new Promise(() => undefined);
}

const routes: RouteObject[] = [
  { path: '/blog/:slug', Component: ArticlePage },
  { path: '/blog', Component: Never },
];

// A rehearsal renders at an idle moment, outside anything the test wraps in act().
const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false));
afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

afterEach(() => {
  vi.useRealTimers();
  seen.renders = [];
  seen.effects = 0;
  seen.layoutEffects = 0;
});

describe('rehearsePage', () => {
  it("renders the page once, with its route's params, off the document, and runs none of its effects", async () => {
    const before = document.body.innerHTML;
    rehearsePage('blog', routes, '/blog/first-steps');
    await vi.waitFor(() => expect(seen.renders).toContain('first-steps'));
    // Let the hidden commit land and the rehearsal unmount.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.effects).toBe(0);
    expect(seen.layoutEffects).toBe(0);
    expect(document.body.innerHTML).toBe(before);
    expect(document.title).toBe('');
  });

  it('rehearses a path once a tab', async () => {
    rehearsePage('blog', routes, '/blog/second');
    await vi.waitFor(() => expect(seen.renders).toContain('second'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const renders = seen.renders.length;
    rehearsePage('blog', routes, '/blog/second');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.renders).toHaveLength(renders);
  });

  it('does not rehearse the page already on screen (a tap: its press prefetched, its click followed)', async () => {
    window.history.replaceState(null, '', '/ta/blog/on-screen');
    rehearsePage('blog', routes, '/blog/on-screen');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.renders).not.toContain('on-screen');
    window.history.replaceState(null, '', '/');
  });

  it("waits for the page's prefetched data, so it renders what the click will, and not longer than REHEARSAL_DATA_WAIT_MS", async () => {
    let arrive = () => undefined as void;
    rehearsePage('blog', routes, '/blog/with-data', new Promise<void>((resolve) => (arrive = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.renders).not.toContain('with-data');
    arrive();
    await vi.waitFor(() => expect(seen.renders).toContain('with-data'));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    rehearsePage('blog', routes, '/blog/data-never-comes', new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(REHEARSAL_DATA_WAIT_MS - 10);
    expect(seen.renders).not.toContain('data-never-comes');
    await vi.advanceTimersByTimeAsync(20);
    vi.useRealTimers();
    await vi.waitFor(() => expect(seen.renders).toContain('data-never-comes'));
  });

  it('gives up on a page that never finishes rendering, without an error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rehearsePage('blog', routes, '/blog');
    await vi.advanceTimersByTimeAsync(REHEARSAL_TIMEOUT_MS + 10);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
