import { describe, expect, it } from 'vitest';
import { localizedPath, shareablePath, splitLanguagePath, startLanguageUrls, switchTarget } from '@utsav/shared/i18n/language-path';

describe('language addresses', () => {
  it('reads the language prefix off a path, and leaves bare paths and other first segments alone', () => {
    expect(splitLanguagePath('/hi/services/catering')).toEqual({ language: 'hi', path: '/services/catering' });
    expect(splitLanguagePath('/ta')).toEqual({ language: 'ta', path: '/' });
    expect(splitLanguagePath('/kn/')).toEqual({ language: 'kn', path: '/' });
    expect(splitLanguagePath('/about')).toEqual({ language: undefined, path: '/about' });
    // English is the bare path; `/en/...` is no language address (the page server redirects it).
    expect(splitLanguagePath('/en/about')).toEqual({ language: undefined, path: '/en/about' });
    expect(splitLanguagePath('/history')).toEqual({ language: undefined, path: '/history' });
    expect(splitLanguagePath('/te-x/a')).toEqual({ language: undefined, path: '/te-x/a' });
  });

  it('writes a path in a language, English bare', () => {
    expect(localizedPath('hi', '/about')).toBe('/hi/about');
    expect(localizedPath('te', '/')).toBe('/te');
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('en', '/')).toBe('/');
  });

  it("sends the switcher to the same page at the chosen language's address once the shell turned them on, English bare", () => {
    const at = (pathname: string) => ({ pathname, search: '?page=2', hash: '#top' });
    expect(switchTarget('ta', at('/hi/services/catering'))).toBeUndefined();
    // A standalone remote has no language addresses: what it shares stays as it is.
    expect(shareablePath('ta', '/blog/x')).toBe('/blog/x');
    window.history.replaceState(null, '', '/hi/services/catering');
    // What the shell's router calls as it is made; a standalone remote never does.
    expect(startLanguageUrls()).toBe('/hi');
    expect(switchTarget('ta', at('/hi/services/catering'))).toBe('/ta/services/catering?page=2#top');
    expect(switchTarget('en', at('/hi/services/catering'))).toBe('/services/catering?page=2#top');
    expect(switchTarget('hi', at('/hi/services/catering'))).toBeUndefined();
    expect(shareablePath('ta', '/blog/x')).toBe('/ta/blog/x');
    expect(shareablePath('en', '/blog/x')).toBe('/blog/x');
    // A bare path is English's address: choosing another language moves to its address, choosing
    // English (the page shown in Hindi by Accept-Language) switches in place.
    expect(switchTarget('kn', at('/services/catering'))).toBe('/kn/services/catering?page=2#top');
    expect(switchTarget('en', at('/services/catering'))).toBeUndefined();
    window.history.replaceState(null, '', '/');
    expect(startLanguageUrls()).toBeUndefined();
  });

  it("moves a bare address to the saved language's address in place, keeping the query, fragment and history state", () => {
    window.history.replaceState({ idx: 3 }, '', '/bundles?page=2#list');
    const length = window.history.length;
    expect(startLanguageUrls('ta')).toBe('/ta');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/ta/bundles?page=2#list');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(length);
    // The home page's address in a language is the bare prefix.
    window.history.replaceState(null, '', '/');
    expect(startLanguageUrls('kn')).toBe('/kn');
    expect(window.location.pathname).toBe('/kn');
    // The address's own language wins over the saved one; English saved keeps the bare address.
    expect(startLanguageUrls('hi')).toBe('/kn');
    window.history.replaceState(null, '', '/about');
    expect(startLanguageUrls('en')).toBeUndefined();
    expect(startLanguageUrls(undefined)).toBeUndefined();
    expect(window.location.pathname).toBe('/about');
  });
});
