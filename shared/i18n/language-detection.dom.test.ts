import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, rememberLanguage, savedLanguage } from '@utsav/shared/i18n/language-detection';
import { LANGUAGE_STORAGE_KEY, toLanguage } from '@utsav/shared/i18n/languages';

const setBrowserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  localStorage.clear();
  document.cookie = 'utsav.lang=; path=/; max-age=0';
  delete window.__UTSAV_SSR__;
  vi.restoreAllMocks();
});

describe('language detection', () => {
  it("takes the address's language (a shared /ta/ link) over the saved choice and the browser, without saving it", () => {
    setBrowserLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    window.history.replaceState(null, '', '/ta/services/catering');
    try {
      expect(detectLanguage()).toBe('ta');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('prefers the saved choice over the browser language', () => {
    setBrowserLanguages(['te-IN']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'kn');
    expect(detectLanguage()).toBe('kn');
  });

  it('uses the first browser language we speak, by its base tag', () => {
    setBrowserLanguages(['fr-FR', 'ta-IN', 'hi']);
    expect(detectLanguage()).toBe('ta');
  });

  it('falls back to English and ignores a saved value that is not a language', () => {
    setBrowserLanguages(['de-DE']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detectLanguage()).toBe('en');
  });

  it('saves the choice, in a cookie too, so the page server renders the next page in it', () => {
    rememberLanguage('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.cookie).toContain('utsav.lang=hi');
  });

  it("takes the server-rendered page's language before the browser's, so hydration matches", () => {
    setBrowserLanguages(['te-IN']);
    window.__UTSAV_SSR__ = { language: 'hi' };
    expect(detectLanguage()).toBe('hi');
  });

  it("takes the cookie as the saved choice when storage has none (the page server rendered in it), and Accept-Language's as none", () => {
    setBrowserLanguages(['te-IN']);
    expect(savedLanguage()).toBeUndefined();
    document.cookie = 'utsav.lang=kn; path=/';
    expect(savedLanguage()).toBe('kn');
    expect(detectLanguage()).toBe('kn');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(savedLanguage()).toBe('hi');
  });

  it('gives the page server a choice saved before the cookie existed', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ta');
    expect(detectLanguage()).toBe('ta');
    expect(document.cookie).toContain('utsav.lang=ta');
  });

  it('maps region tags and unknown languages', () => {
    expect(toLanguage('hi-IN')).toBe('hi');
    expect(toLanguage('es')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});
