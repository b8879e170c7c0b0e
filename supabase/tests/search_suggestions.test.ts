// search_suggestions (0028): what /search offers when a query finds nothing: "Did you mean"
// respelt from the catalogue's vocabulary, only when the respelling finds something, and the
// categories the query's words are about.
import { describe, expect, it } from 'vitest';
import { setupDb } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

type Suggestion = {
  spelling: string | null;
  categories: string[];
};

describe('search_suggestions', () => {
  it('is for signed-in users, like search_catalogue', () =>
    tx(async (t) => {
      expectError(await t.try('anon', `select * from public.search_suggestions('fotografer')`), '42501');
      const rows = await t.as('customerA', `select * from public.search_suggestions('fotografer')`);
      expect(rows).toHaveLength(1);
    }));

  it('respells a word written as it sounds, which the search itself does not widen', () =>
    tx(async (t) => {
      const [none] = await t.as('customerA', `select count(*)::int as n from public.search_catalogue('wedding fotografer')`);
      expect(none.n).toBe(0);
      const [s] = await t.as<Suggestion>('customerA', `select * from public.search_suggestions('wedding fotografer')`);
      expect(s.spelling).toBe('wedding photographer');
      expect(s.categories[0]).toBe('wedding-photography');
      const [found] = await t.as('customerA', `select count(*)::int as n from public.search_catalogue($1)`, [s.spelling]);
      expect(found.n).toBeGreaterThan(0);
    }));

  it('prefers the candidate nearest in length, and folds doubled letters and long vowels', () =>
    tx(async (t) => {
      const cases: Record<string, string> = {
        'griha parvesh': 'griha pravesh',
        nadaswarm: 'nadaswaram',
        'photogrphy chenai': 'photography chennai',
      };
      for (const [typed, meant] of Object.entries(cases)) {
        const [s] = await t.as<Suggestion>('customerA', `select * from public.search_suggestions($1)`, [typed]);
        expect(s.spelling, typed).toBe(meant);
      }
    }));

  it('suggests nothing for words it knows, words being typed, or a respelling that finds nothing', () =>
    tx(async (t) => {
      for (const typed of ['wedding photography', 'photog', 'pooja', 'puja', 'xyzzyq plugh', 'wedding photos in ooty', '   ']) {
        const [s] = await t.as<Suggestion>('customerA', `select * from public.search_suggestions($1)`, [typed]);
        expect(s.spelling, typed).toBeNull();
      }
    }));

  it('names the categories the words are about even when the whole query matches nothing', () =>
    tx(async (t) => {
      const [ooty] = await t.as<Suggestion>('customerA', `select * from public.search_suggestions('wedding photos in ooty')`);
      expect(ooty.categories).toContain('wedding-photography');
      expect(ooty.categories.length).toBeLessThanOrEqual(3);
      const [pandit] = await t.as<Suggestion>('customerA', `select * from public.search_suggestions('pandit')`);
      expect(pandit.categories[0]).toBe('pooja-services');
      const [nothing] = await t.as<Suggestion>('customerA', `select * from public.search_suggestions('xyzzyq plugh')`);
      expect(nothing.categories).toEqual([]);
    }));

  it('user text is never query syntax, and text over 100 characters is refused', () =>
    tx(async (t) => {
      const [s] = await t.as<Suggestion>('customerA', `select * from public.search_suggestions($1)`, ["fotografer & !(':* | <->"]);
      expect(s.spelling).toBe('photographer');
      expectError(await t.try('customerA', `select * from public.search_suggestions($1)`, ['pooja '.repeat(20)]), '22023');
    }));
});
