import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import english from '../../../locales/en.json';
import { CATEGORY_ART, CATEGORY_FILTERS } from './categories';

// check:i18n keeps the five languages equal to English; this keeps English equal to the shared list.
describe('the catalogue’s categories', () => {
  it('has the texts, the picture and the filters of every category of the shared list, and of no other', () => {
    const texts = english.categories as Record<string, Record<string, string>>;
    expect(Object.keys(texts).sort()).toEqual(SERVICE_CATEGORIES.map((c) => c.key).sort());
    for (const { slug, key } of SERVICE_CATEGORIES) {
      expect(Object.keys(texts[key]!).sort()).toEqual(['intro', 'priceLabel', 'short']);
      expect(CATEGORY_ART[slug]).toBeTruthy();
      expect(CATEGORY_FILTERS[slug]).toBeDefined();
    }
  });
});
