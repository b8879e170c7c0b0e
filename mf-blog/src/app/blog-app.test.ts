import { describe, expect, it } from 'vitest';
import { routeCoverage } from '@utsav/shared/federation/route-coverage';
import { routes } from './blog-app';

describe('the blog and the registry', () => {
  it('serve the same paths: every registry path renders a blog page, none is unlisted', () => {
    expect(routeCoverage('blog', routes)).toEqual({ missing: [], unregistered: [] });
  });

  it('keeps every page below one layout route (navigating between pages never remounts the blog)', () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]?.path).toBeUndefined();
  });
});
