// Issue 13, item 9: every data word the apps show (cities, languages, pooja traditions,
// cuisines) is translated in the five languages (shared/locales, `data.<group>`), and the
// category names the apps show come from the common namespace, not from the database.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupDb } from './helpers/db.ts';

const { tx } = setupDb();

type Words = Record<'cities' | 'languages' | 'traditions' | 'cuisines', Record<string, string>>;
const locale = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../shared/locales/${language}.json`, import.meta.url), 'utf8')) as {
    data: Words;
    categories: Record<string, string>;
  };
const LANGUAGES = ['hi', 'ta', 'te', 'kn'] as const;

describe('data words', () => {
  it('translates every city, language, tradition and cuisine the catalogue shows or filters by', () =>
    tx(async (t) => {
      const [facets] = await t.as('anon', 'select public.catalogue_facets() as f');
      const providers = await t.as('anon', `select distinct city, unnest(languages) as language from public.service_providers`);
      const bundles = await t.as('anon', 'select distinct city from public.bundles');
      const shown: Words = {
        cities: Object.fromEntries([...facets.f.cities, ...providers.map((p) => p.city), ...bundles.map((b) => b.city)].map((w) => [w, w])),
        languages: Object.fromEntries([...facets.f.languages, ...providers.map((p) => p.language)].map((w) => [w, w])),
        traditions: Object.fromEntries(facets.f.traditions.map((w: string) => [w, w])),
        cuisines: Object.fromEntries(facets.f.cuisines.map((w: string) => [w, w])),
      };
      const english = locale('en');
      for (const group of Object.keys(shown) as (keyof Words)[]) {
        expect(Object.keys(shown[group]).length, group).toBeGreaterThan(0);
        for (const word of Object.keys(shown[group])) {
          expect(english.data[group][word], `${group}: ${word}`).toBe(word);
          for (const language of LANGUAGES) {
            const translated = locale(language).data[group][word];
            // A real translation, in the language's own script.
            expect(translated, `${language} ${group}: ${word}`).toBeTruthy();
            expect(translated, `${language} ${group}: ${word}`).not.toMatch(/[A-Za-z]/);
          }
        }
      }
    }));

  it('names each category of the database once per language, in the apps’ words', () =>
    tx(async (t) => {
      const rows = await t.as('anon', 'select slug from public.service_categories order by sort_order');
      expect(rows).toHaveLength(7);
      for (const language of ['en', ...LANGUAGES]) {
        const names = Object.values(locale(language).categories);
        expect(names, language).toHaveLength(7);
        expect(new Set(names).size, language).toBe(7);
      }
    }));
});
