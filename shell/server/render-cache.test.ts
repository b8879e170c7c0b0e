import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache';

describe('createRenderCache', () => {
  it('serves an entry until it expires', () => {
    let time = 0;
    const cache = createRenderCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    cache.set('hi /bundles', 'page');
    time = 999;
    expect(cache.get('hi /bundles')).toBe('page');
    time = 1000;
    expect(cache.get('hi /bundles')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = createRenderCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});
