import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

describe('the back bar target', () => {
  it('is absent on the home page', () => {
    expect(backTarget('/')).toBeNull();
  });

  it.each([
    // paths under the provider prefix go to search
    ['/provider/3f1c2a', '/search'],
    ['/provider/profile', '/search'],
    ['/provider', '/search'],
    // paths under the services prefix go home
    ['/services', '/'],
    ['/services/catering', '/'],
    ['/services/catering/', '/'],
    // a blog article goes to the blog index
    ['/blog/photography-tips', '/blog'],
    ['/blog/photography-tips/', '/blog'],
    // anything else goes home, the blog index included
    ['/blog', '/'],
    ['/about', '/'],
    ['/bundles', '/'],
    ['/search', '/'],
    ['/policies/privacy-policy', '/'],
    ['/track-booking', '/'],
    ['/admin', '/'],
    ['/no/such/page', '/'],
    // prefixes are whole segments
    ['/providers', '/'],
    ['/servicesx', '/'],
  ])('%s → %s', (path, target) => {
    expect(backTarget(path)).toBe(target);
  });
});
