import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, rememberLanguage } from '@utsav/shared/i18n/language-detection';
import { LANGUAGE_STORAGE_KEY, toLanguage } from '@utsav/shared/i18n/languages';

const setBrowserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('language detection', () => {
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

  it('saves the choice', () => {
    rememberLanguage('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('maps region tags and unknown languages', () => {
    expect(toLanguage('hi-IN')).toBe('hi');
    expect(toLanguage('es')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});
