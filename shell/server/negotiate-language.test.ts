import { describe, expect, it } from 'vitest';
import { languageFromAddress, negotiateLanguage } from './negotiate-language';

const headers = (values: Record<string, string>) => new Headers(values);

describe('negotiateLanguage', () => {
  it("takes the language switcher's cookie first", () => {
    expect(negotiateLanguage(headers({ cookie: 'a=1; utsav.lang=ta; b=2', 'accept-language': 'hi-IN,hi;q=0.9' }))).toEqual({ language: 'ta', source: 'cookie' });
  });

  it('then the highest weighted Accept-Language we speak, by its base tag', () => {
    expect(negotiateLanguage(headers({ 'accept-language': 'fr-FR,fr;q=0.9,kn;q=0.5,te-IN;q=0.8' })).language).toBe('te');
    expect(negotiateLanguage(headers({ 'accept-language': 'hi-IN' })).language).toBe('hi');
  });

  it('ignores a cookie that is not a language, languages refused with q=0, and falls back to English', () => {
    expect(negotiateLanguage(headers({ cookie: 'utsav.lang=xx', 'accept-language': 'hi;q=0, de' }))).toEqual({ language: 'en', source: 'default' });
    expect(negotiateLanguage(headers({}))).toEqual({ language: 'en', source: 'default' });
  });
});

describe('languageFromAddress', () => {
  const visitor = headers({ cookie: 'utsav.lang=hi', 'accept-language': 'en-US,en' });

  it("takes the address's prefix over the cookie and Accept-Language, and gives the path without it", () => {
    expect(languageFromAddress('/ta/services/catering', visitor)).toEqual({ language: 'ta', source: 'address', path: '/services/catering' });
    expect(languageFromAddress('/kn', visitor)).toEqual({ language: 'kn', source: 'address', path: '/' });
  });

  it('negotiates on a bare path, as before language addresses', () => {
    expect(languageFromAddress('/services/catering', visitor)).toEqual({ language: 'hi', source: 'cookie', path: '/services/catering' });
    expect(languageFromAddress('/about', headers({ 'accept-language': 'te-IN' }))).toEqual({ language: 'te', source: 'accept-language', path: '/about' });
  });

  it('sends an English prefix to the bare path (English has no prefix), and leaves look-alikes alone', () => {
    expect(languageFromAddress('/en/about', visitor)).toMatchObject({ redirect: '/about' });
    expect(languageFromAddress('/en', visitor)).toMatchObject({ redirect: '/' });
    expect(languageFromAddress('/enquiry', visitor)).toEqual({ language: 'hi', source: 'cookie', path: '/enquiry' });
  });
});
