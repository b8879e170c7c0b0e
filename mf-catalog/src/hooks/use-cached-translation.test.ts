// The cards' remembered translations give what i18next gives, once per key and arguments, and
// start afresh when the language or the translations change.
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cachedTranslate } from './use-cached-translation';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      en: { catalog: { book: 'Book', reviews_one: '{{count}} review', reviews_other: '{{count}} reviews', save: 'Save {{name}}' } },
      hi: { catalog: { book: 'बुक करें', reviews_one: '{{count}} समीक्षा', reviews_other: '{{count}} समीक्षाएँ', save: '{{name}} सहेजें' } },
    },
  });
  const fixed = i18n.getFixedT(null, 'catalog');
  const spy = vi.fn((key: string, options?: object) => String(fixed(key, options as never)));
  return { i18n, spy, t: cachedTranslate(spy, i18n, 'catalog') };
}

describe('cachedTranslate', () => {
  it('gives what i18next gives and asks it once per key and arguments', async () => {
    const { spy, t } = await instance();
    for (let card = 0; card < 3; card++) {
      expect(t('book')).toBe('Book');
      expect(t('reviews', { count: 1 })).toBe('1 review');
      expect(t('reviews', { count: 7 })).toBe('7 reviews');
      expect(t('save', { name: 'Asha Caterers' })).toBe('Save Asha Caterers');
    }
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it('starts afresh in another language', async () => {
    const { i18n, t } = await instance();
    expect(t('reviews', { count: 7 })).toBe('7 reviews');
    await i18n.changeLanguage('hi');
    expect(t('reviews', { count: 7 })).toBe('7 समीक्षाएँ');
    expect(t('book')).toBe('बुक करें');
  });

  it('starts afresh when translations are added', async () => {
    const { i18n, t } = await instance();
    expect(t('favourites')).toBe('favourites');
    i18n.addResourceBundle('en', 'catalog', { favourites: 'Favourites' }, true, true);
    expect(t('favourites')).toBe('Favourites');
  });

  // react-i18next 18 gives each component its own wrapper of the instance: one cache for all of them.
  it('shares what it found between the cards of a page', async () => {
    const { i18n, spy } = await instance();
    const cards = [new Proxy(i18n, {}), new Proxy(i18n, {}), new Proxy(i18n, {})].map((wrapper) => cachedTranslate(spy, wrapper, 'catalog'));
    for (const t of cards) expect(t('reviews', { count: 2 })).toBe('2 reviews');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("keeps its strings when another app's translations arrive", async () => {
    const { i18n, spy, t } = await instance();
    t('book');
    i18n.addResourceBundle('en', 'blog', { title: 'Planning guides' }, true, true);
    expect(t('book')).toBe('Book');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('leaves calls with object arguments to i18next every time', async () => {
    const { spy, t } = await instance();
    const name = { toString: () => 'Asha' };
    t('save', { name });
    t('save', { name });
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
