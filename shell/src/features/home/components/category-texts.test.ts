import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import about from '../../../locales/about/en.json';
import shell from '../../../locales/en.json';

// check:i18n keeps the five languages equal to English; this keeps English equal to the shared list.
describe('the shell’s category texts', () => {
  const keys = SERVICE_CATEGORIES.map((c) => c.key).sort();
  it('describes every category of the shared list in the menus and home page, and no other', () => {
    const texts = shell.categories as Record<string, Record<string, string>>;
    expect(Object.keys(texts).sort()).toEqual(keys);
    // Names are not here: one name per category, in the common namespace (shared/i18n/data-words.test.ts).
    for (const key of keys) expect(Object.keys(texts[key]!).sort()).toEqual(['blurb', 'short']);
  });

  it('leaves the About page’s category names to the common namespace', () => {
    expect(Object.keys(about.categories)).toEqual(['heading']);
  });
});
