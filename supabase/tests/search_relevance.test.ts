// The relevance set: what people type into the search box (misspellings, alternative
// spellings, city nicknames, synonyms, bundle names) and what they would expect near the
// top on the seed data. It guards the search's results while its SQL is made faster: each
// case holds before and after any rewrite of search_catalogue or list_bundles.
import { describe, expect, it } from 'vitest';
import { setupDb } from './helpers/db.ts';

const { tx } = setupDb();

interface Hit {
  kind: string;
  title: string;
  category_slug: string | null;
  city: string;
}

/** What a result must look like; every given field must match. */
interface Want {
  kind?: string;
  category?: string;
  city?: string;
  title?: RegExp;
}

interface Case {
  q: string;
  /** How many results the person looks at. */
  top: number;
  /** Every one of the top results matches. */
  all?: Want;
  /** The first result matches. */
  first?: Want;
  /** At least one of the top results matches each of these. */
  some?: Want[];
}

const matches = (hit: Hit, want: Want) =>
  (want.kind === undefined || hit.kind === want.kind) &&
  (want.category === undefined || hit.category_slug === want.category) &&
  (want.city === undefined || hit.city === want.city) &&
  (want.title === undefined || want.title.test(hit.title));

const show = (hits: Hit[]) => hits.map((h) => `${h.kind}:${h.category_slug ?? '-'}:${h.city}:${h.title}`);

const searchCases: Case[] = [
  // Misspellings.
  { q: 'photografer', top: 5, all: { category: 'wedding-photography' } },
  { q: 'photgrapher', top: 5, all: { category: 'wedding-photography', title: /Photography/ } },
  { q: 'wedding photgrapher', top: 3, all: { category: 'wedding-photography' } },
  { q: 'mehndi', top: 5, all: { category: 'mehendi-artists' } },
  { q: 'mehandi', top: 5, all: { category: 'mehendi-artists', title: /Mehendi/ } },
  { q: 'griha parvesh', top: 3, all: { title: /Griha Pravesh/ } },
  { q: 'mehndi chenai', top: 3, all: { city: 'Chennai', title: /Mehendi/ } },
  // Alternative spellings and transliterations.
  { q: 'pooja', top: 5, all: { category: 'pooja-services' } },
  { q: 'puja', top: 5, all: { category: 'pooja-services' } },
  { q: 'satyanarayan puja', top: 3, first: { title: /Satyanarayan/ } },
  { q: 'shaadi', top: 5, some: [{ kind: 'bundle', title: /Shaadi/ }, { category: 'wedding-photography' }] },
  { q: 'kalyana mandapam', top: 2, all: { category: 'function-hall' } },
  { q: 'nadaswaram', top: 2, all: { category: 'music' } },
  // Indian scripts: a word in Devanagari or Tamil finds the services the catalogue names in English.
  { q: 'पूजा', top: 3, all: { category: 'pooja-services' } },
  { q: 'शादी फोटोग्राफर', top: 3, all: { category: 'wedding-photography' } },
  { q: 'பூஜை', top: 3, all: { category: 'pooja-services' } },
  // City words, nicknames included.
  { q: 'catering in chennai', top: 5, all: { category: 'catering', city: 'Chennai' } },
  { q: 'bangalore', top: 5, all: { city: 'Bengaluru' } },
  { q: 'bombay', top: 5, all: { city: 'Mumbai' } },
  { q: 'madras', top: 5, all: { city: 'Chennai' } },
  { q: 'wedding photographer chennai', top: 3, all: { category: 'wedding-photography', city: 'Chennai' } },
  { q: 'function hall hyderabad', top: 3, all: { category: 'function-hall', city: 'Hyderabad' } },
  // Synonyms: the word people use for what the catalogue names otherwise.
  { q: 'pandit', top: 4, all: { category: 'pooja-services' } },
  { q: 'priest', top: 5, all: { category: 'pooja-services' } },
  // An honorific is not what is searched for ("pandit ji", "guruji"): it is dropped.
  { q: 'pandit ji', top: 4, all: { category: 'pooja-services' } },
  { q: 'ganesh puja', top: 3, all: { category: 'pooja-services' } },
  { q: 'tent', top: 3, all: { category: 'decoration' } },
  { q: 'housewarming pooja', top: 3, all: { title: /Griha Pravesh/ } },
  { q: 'dj', top: 5, all: { category: 'music' }, first: { title: /DJ/ } },
  { q: 'caterer', top: 5, all: { category: 'catering' } },
  { q: 'decorator', top: 5, all: { category: 'decoration' } },
  { q: 'henna', top: 5, all: { category: 'mehendi-artists' } },
  { q: 'banquet', top: 3, all: { category: 'function-hall' } },
  { q: 'flower decoration', top: 5, all: { category: 'decoration' } },
  { q: 'veg catering', top: 5, all: { category: 'catering' } },
  // Bundles and providers by name.
  { q: 'griha pravesh package', top: 1, first: { kind: 'bundle', title: /^Griha Pravesh Package$/ } },
  { q: 'wedding package', top: 1, first: { kind: 'bundle', title: /Wedding .*Package/ } },
  { q: 'udupi', top: 2, some: [{ kind: 'provider', title: /^Udupi Grand Caterers$/ }, { kind: 'bundle', title: /^Udupi Festival Feast$/ }] },
  { q: 'reception', top: 1, first: { kind: 'bundle', title: /Reception/ } },
];

function check(c: Case, hits: Hit[]) {
  const top = hits.slice(0, c.top);
  expect(top.length, `${c.q}: fewer than ${c.top} results: ${show(hits).join(', ')}`).toBe(c.top);
  if (c.first) expect(matches(top[0]!, c.first), `${c.q}: first is ${show(top.slice(0, 1))}`).toBe(true);
  if (c.all) expect(top.filter((h) => !matches(h, c.all!)).map((h) => show([h])[0]), `${c.q}: not as expected`).toEqual([]);
  for (const want of c.some ?? []) expect(top.some((h) => matches(h, want)), `${c.q}: none like ${JSON.stringify({ ...want, title: want.title?.source })} in ${show(top).join(', ')}`).toBe(true);
}

describe('search relevance (search_catalogue)', () => {
  it.each(searchCases.map((c) => [c.q, c] as const))('%s', (_q, c) =>
    tx(async (t) => {
      const hits = (await t.as('customerA', `select kind, title, category_slug, city from public.search_catalogue($1, p_limit => 20)`, [c.q])) as Hit[];
      check(c, hits);
    }));
});

// The /bundles page's search box: list_bundles' own order (featured, then discount).
const bundleCases: { q: string; names: string[] }[] = [
  { q: 'wedding', names: ['Complete South Indian Wedding', 'Kerala Wedding Sadya Package', 'Maharashtrian Wedding at the Lawns', 'Tamil Brahmin Wedding'] },
  { q: 'weding', names: ['Complete South Indian Wedding', 'Kerala Wedding Sadya Package', 'Maharashtrian Wedding at the Lawns', 'Tamil Brahmin Wedding'] },
  { q: 'sadya', names: ['Kerala Wedding Sadya Package'] },
  { q: 'shadi', names: ['Rajasthani Shaadi Feast'] },
  { q: 'nikah', names: ['Hyderabadi Nikah Package'] },
  { q: 'sangeet night', names: ['Punjabi Sangeet Night'] },
];

describe('search relevance (list_bundles search box)', () => {
  it.each(bundleCases.map((c) => [c.q, c] as const))('%s', (_q, c) =>
    tx(async (t) => {
      const rows = await t.as('anon', `select name from public.list_bundles($1, p_limit => 50)`, [c.q]);
      expect(rows.map((r) => r.name as string).sort()).toEqual([...c.names].sort());
    }));
});
