import { describe, expect, it } from 'vitest';
import { fillPattern, paramsOf } from '@utsav/shared/federation/standalone/route-patterns';

describe('registry path patterns on the standalone index', () => {
  it('names the parameters of a pattern', () => {
    expect(paramsOf('/services')).toEqual([]);
    expect(paramsOf('/provider/:id')).toEqual(['id']);
    expect(paramsOf('/a/:x/b/:y')).toEqual(['x', 'y']);
  });

  it('fills a pattern, encoding each value, and refuses an empty one', () => {
    expect(fillPattern('/services', {})).toBe('/services');
    expect(fillPattern('/blog/:slug', { slug: 'timeless-wedding-traditions' })).toBe('/blog/timeless-wedding-traditions');
    expect(fillPattern('/blog/:slug', { slug: ' a/b ' })).toBe('/blog/a%2Fb');
    expect(fillPattern('/blog/:slug', { slug: '  ' })).toBeUndefined();
    expect(fillPattern('/a/:x/b/:y', { x: '1' })).toBeUndefined();
  });
});
