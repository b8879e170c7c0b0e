import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import english from '../../../locales/en.json';
import { CATEGORY_ART, CATEGORY_FILTERS, imageFor } from './categories';

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

describe('imageFor', () => {
  it('shows https pictures and providers\' uploads (http on the local stack too); anything else gets the category\'s art', () => {
    expect(imageFor('https://cdn.example/p.jpg', 'music')).toBe('https://cdn.example/p.jpg');
    const upload = 'http://127.0.0.1:54321/storage/v1/object/public/provider-photos/a0000000-0000-4000-8000-000000000003/service-x.webp';
    expect(imageFor(upload, 'music')).toBe(upload);
    expect(imageFor('http://tracker.example/p.gif', 'music')).toBe(CATEGORY_ART.music);
  });
});
