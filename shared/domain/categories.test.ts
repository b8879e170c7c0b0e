import { describe, expect, it } from 'vitest';
import { categoryBySlug, CATEGORY_SLUGS, isCategorySlug, SERVICE_CATEGORIES } from '@utsav/shared/domain/categories';

// That the list equals the database's table is checked by supabase/tests/service_categories.test.ts.
describe('the category list', () => {
  it('has one entry per slug and per translation key, slugs URL-safe as the table requires', () => {
    expect(new Set(SERVICE_CATEGORIES.map((c) => c.slug)).size).toBe(SERVICE_CATEGORIES.length);
    expect(new Set(SERVICE_CATEGORIES.map((c) => c.key)).size).toBe(SERVICE_CATEGORIES.length);
    for (const slug of CATEGORY_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('recognises its slugs and nothing else', () => {
    expect(isCategorySlug('function-hall')).toBe(true);
    expect(categoryBySlug('function-hall')?.key).toBe('functionHall');
    for (const other of ['', 'Function-Hall', 'astrology', null, undefined, 'toString']) {
      expect(isCategorySlug(other)).toBe(false);
      expect(categoryBySlug(other)).toBeUndefined();
    }
  });
});
