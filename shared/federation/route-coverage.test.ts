import { describe, expect, it } from 'vitest';
import { routeCoverage } from '@utsav/shared/federation/route-coverage';

// The checker itself, on made-up route trees for the blog's registry entry (/blog, /blog/:slug).
describe('routeCoverage', () => {
  it('passes a remote whose routes equal its registry entry', () => {
    expect(routeCoverage('blog', [{ children: [{ path: '/blog' }, { path: '/blog/:slug' }] }])).toEqual({ missing: [], unregistered: [] });
  });

  it('names a registry path the remote does not serve, and one it serves unlisted', () => {
    expect(routeCoverage('blog', [{ children: [{ path: '/blog' }, { path: '/blog/drafts' }] }])).toEqual({
      missing: ['/blog/:slug'],
      unregistered: ['/blog/drafts'],
    });
  });

  it('does not count a route that only swallows the path (a catch-all) as serving it', () => {
    expect(routeCoverage('blog', [{ path: '/blog' }, { path: '/blog/*' }]).missing).toEqual(['/blog/:slug']);
  });
});
