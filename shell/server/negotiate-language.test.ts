import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './negotiate-language';

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
