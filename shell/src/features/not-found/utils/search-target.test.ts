import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';
import { categoryForQuery, notFoundSearchTarget, type CategoryNames } from './search-target';

const byKey = (key: string) => SERVICE_CATEGORIES.find((category) => category.key === key)!;
const CATEGORIES: CategoryNames[] = [
  { category: byKey('pooja'), names: ['Pooja Services', 'பூஜை சேவைகள்'] },
  { category: byKey('catering'), names: ['Catering', 'கேட்டரிங்'] },
  { category: byKey('functionHall'), names: ['Function Halls', 'திருமண மண்டபங்கள்'] },
];

describe('categoryForQuery', () => {
  it('finds a category by its name, in any case, in English or the visitor language', () => {
    expect(categoryForQuery('catering', CATEGORIES)?.slug).toBe('catering');
    expect(categoryForQuery('  POOJA services ', CATEGORIES)?.slug).toBe('pooja-services');
    expect(categoryForQuery('பூஜை சேவைகள்', CATEGORIES)?.slug).toBe('pooja-services');
  });

  it('finds it inside a longer query, or from a word of its name', () => {
    expect(categoryForQuery('south indian catering in Chennai', CATEGORIES)?.slug).toBe('catering');
    expect(categoryForQuery('pooja for griha pravesh', CATEGORIES)?.slug).toBe('pooja-services');
    expect(categoryForQuery('function hall', CATEGORIES)?.slug).toBe('function-hall');
  });

  it('names nothing for other queries or a too-short one', () => {
    expect(categoryForQuery('Shubh Utsav Events', CATEGORIES)).toBeUndefined();
    expect(categoryForQuery('ca', CATEGORIES)).toBeUndefined();
  });
});

describe('notFoundSearchTarget', () => {
  it('sends a signed-in user to the search page', () => {
    expect(notFoundSearchTarget('catering', true, CATEGORIES)).toBe('/search?q=catering');
  });

  it('sends a visitor to the category their query names, else to sign in and back to the results', () => {
    expect(notFoundSearchTarget('catering', false, CATEGORIES)).toBe('/services/catering');
    expect(notFoundSearchTarget('Shubh Utsav', false, CATEGORIES)).toBe('/auth/login?redirect=%2Fsearch%3Fq%3DShubh%2520Utsav');
  });
});
