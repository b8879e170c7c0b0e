// home_highlights(): the home page's starting prices and testimonials, as each role sees them.
import { describe, expect, it } from 'vitest';
import { ids, matrixActors, seeded, setupDb } from './helpers/db.ts';

const { tx } = setupDb();

interface Highlights {
  categories: { slug: string; fromPaise: number | null; unit: string | null; serviceCount: number }[];
  testimonials: { id: string; reviewerName: string; rating: number; comment: string; language: string; providerName: string; city: string }[];
}
const read = async (t: Parameters<Parameters<typeof tx>[0]>[0], actor: (typeof matrixActors)[number]) =>
  ((await t.as<{ h: Highlights }>(actor, 'select public.home_highlights() as h'))[0].h);

describe('home_highlights()', () => {
  it('gives every role the seven categories in order, each with the lowest public price', () =>
    tx(async (t) => {
      const expected = await t.sys(`
        select c.slug, min(s.price_paise)::bigint as from_paise, count(s.id)::int as n
          from public.service_categories c
          left join public.services s on s.category_slug = c.slug and s.active
          left join public.service_providers p on p.id = s.provider_id
         where p.status = 'approved' or s.id is null
         group by c.slug, c.sort_order order by c.sort_order`);
      for (const actor of matrixActors) {
        const { categories } = await read(t, actor);
        expect(categories.map((c) => c.slug)).toEqual(expected.map((row) => row.slug));
        expect(categories.map((c) => [c.fromPaise, c.serviceCount])).toEqual(expected.map((row) => [Number(row.from_paise), row.n]));
      }
    }));

  it('never quotes a paused service or an unlisted provider', () =>
    tx(async (t) => {
      const [service] = await t.sys(`select category_slug from public.services where id = $1`, [seeded.cateringService]);
      // The provider first, as every other writer locks them (a provider's update locks its
      // services and bundles): services first, then the provider, deadlocked with tests in
      // other files that update providers while this one ran.
      await t.sys(`update public.service_providers set status = 'suspended' where id = $1`, [ids.otherProviderRow]);
      // Make one service the cheapest in its category, then pause it: it must not be the starting price.
      await t.sys(`update public.services set price_paise = 100, active = false where id = $1`, [seeded.cateringService]);
      await t.sys(`update public.services set price_paise = 200 where id = $1`, [seeded.otherService]);
      const { categories } = await read(t, 'anon');
      const catering = categories.find((c) => c.slug === service.category_slug);
      expect(catering?.fromPaise).toBeGreaterThan(200);
    }));

  it('picks three different, well-rated reviews with a name', () =>
    tx(async (t) => {
      const { testimonials } = await read(t, 'anon');
      expect(testimonials).toHaveLength(3);
      expect(new Set(testimonials.map((r) => r.comment)).size).toBe(3);
      for (const review of testimonials) {
        expect(review.rating).toBeGreaterThanOrEqual(4);
        expect(review.comment.length).toBeGreaterThanOrEqual(40);
        expect(review.reviewerName).toBeTruthy();
        expect(review.providerName).toBeTruthy();
      }
    }));

  it('drops the reviews of a provider who is no longer listed', () =>
    tx(async (t) => {
      const before = await read(t, 'anon');
      const [first] = before.testimonials;
      const [provider] = await t.sys(`select provider_id from public.reviews where id = $1`, [first!.id]);
      await t.sys(`update public.service_providers set status = 'suspended' where id = $1`, [provider.provider_id]);
      const after = await read(t, 'anon');
      expect(after.testimonials.map((r) => r.id)).not.toContain(first!.id);
    }));

  it('never quotes a review an admin hid', () =>
    tx(async (t) => {
      const before = await read(t, 'anon');
      const [first] = before.testimonials;
      await t.sys(`update public.reviews set hidden_at = now(), hidden_reason = 'Names another family by phone number' where id = $1`, [first!.id]);
      for (const actor of matrixActors) {
        const after = await read(t, actor);
        expect(after.testimonials, actor).toHaveLength(3);
        expect(after.testimonials.map((r) => r.id), actor).not.toContain(first!.id);
      }
    }));

  it('quotes reviews written in the visitor’s language first, never a translation of someone’s words', () =>
    tx(async (t) => {
      const scripts: Record<string, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/, kn: /[\u0C80-\u0CFF]/ };
      for (const language of ['hi', 'ta', 'te', 'kn'] as const) {
        const [{ h }] = await t.as<{ h: Highlights }>('anon', 'select public.home_highlights($1) as h', [language]);
        expect(h.testimonials, language).toHaveLength(3);
        for (const review of h.testimonials) {
          expect(review.language).toBe(language);
          expect(review.comment).toMatch(scripts[language]!);
          // The quote is a real review, word for word.
          const rows = await t.sys('select 1 from public.reviews where id = $1 and comment = $2 and rating >= 4', [review.id, review.comment]);
          expect(rows).toHaveLength(1);
        }
      }
      const english = await read(t, 'anon');
      for (const review of english.testimonials) expect(review.language).toBe('en');
    }));

  it('fills up with other good reviews when too few are written in the visitor’s language', () =>
    tx(async (t) => {
      await t.sys(`delete from public.reviews where private.text_language(comment) = 'te' and id <> (
                     select id from public.reviews where private.text_language(comment) = 'te' and rating >= 4 and char_length(comment) >= 40 limit 1)`);
      const [{ h }] = await t.as<{ h: Highlights }>('anon', `select public.home_highlights('te') as h`);
      expect(h.testimonials.map((r) => r.language)).toEqual(['te', 'en', 'en']);
    }));
});
