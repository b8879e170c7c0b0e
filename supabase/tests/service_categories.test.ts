// service_categories: the seven categories of the spec, public to read, admin-only to change.
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../shared/domain/categories.ts';
import { matrixActors, setupDb } from './helpers/db.ts';
import { expectError, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();

describe('service_categories', () => {
  // The apps' one category list (menus, footer, home page, catalogue) is the table, in its order:
  // a category added to one and not the other fails here.
  it('everyone reads the seven categories in order, and they are the apps\' list', () =>
    tx(async (t) => {
      for (const actor of matrixActors) {
        const rows = await t.as(actor, 'select slug from public.service_categories where active order by sort_order');
        expect(rows.map((r) => r.slug)).toEqual([...CATEGORY_SLUGS]);
      }
      expect(CATEGORY_SLUGS).toHaveLength(7);
    }));

  it('only admins add categories', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const) {
        expectError(await t.try(actor, `insert into public.service_categories (slug, name) values ('astrology', 'Astrology')`), '42501');
      }
      expectRows(await t.try('admin', `insert into public.service_categories (slug, name, sort_order) values ('astrology', 'Astrology', 8) returning slug`), 1);
    }));

  it('only admins rename or delete categories', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const) {
        expectNoAccess(await t.try(actor, `update public.service_categories set name = 'X' where slug = 'music' returning slug`));
        expectNoAccess(await t.try(actor, `delete from public.service_categories where slug = 'music' returning slug`));
      }
      expectRows(await t.try('admin', `update public.service_categories set name = 'Music and Bands' where slug = 'music' returning slug`), 1);
      await t.as('admin', `insert into public.service_categories (slug, name) values ('astrology', 'Astrology')`);
      expectRows(await t.try('admin', `delete from public.service_categories where slug = 'astrology' returning slug`), 1);
    }));

  it('a category in use cannot be deleted, and slugs must be URL-safe', () =>
    tx(async (t) => {
      expectError(await t.try('admin', `delete from public.service_categories where slug = 'catering'`), '23503');
      expectError(await t.try('admin', `insert into public.service_categories (slug, name) values ('Bad Slug!', 'Bad')`), '23514');
    }));
});
