import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import about from '../../../locales/about/en.json';
import shell from '../../../locales/en.json';

// check:i18n keeps the five languages equal to English; this keeps English equal to the shared list.
describe('the shell’s category texts', () => {
  const keys = SERVICE_CATEGORIES.map((c) => c.key).sort();
  it('names every category of the shared list in the menus, footer and home page, and no other', () => {
    const texts = shell.categories as Record<string, Record<string, string>>;
    expect(Object.keys(texts).sort()).toEqual(keys);
    for (const key of keys) expect(Object.keys(texts[key]!).sort()).toEqual(['blurb', 'name', 'short']);
  });

  it('names every category on the About page', () => {
    const { heading: _heading, ...names } = about.categories;
    expect(Object.keys(names).sort()).toEqual(keys);
  });
});
