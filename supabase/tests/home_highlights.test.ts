// home_highlights(): the home page's starting prices and testimonials, as each role sees them.
import { describe, expect, it } from 'vitest';
import { ids, matrixActors, seeded, setupDb } from './helpers/db.ts';

const { tx } = setupDb();

interface Highlights {
  categories: { slug: string; fromPaise: number | null; unit: string | null; serviceCount: number }[];
  testimonials: { id: string; reviewerName: string; rating: number; comment: string; providerName: string; city: string }[];
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
      // Make one service the cheapest in its category, then pause it: it must not be the starting price.
      await t.sys(`update public.services set price_paise = 100, active = false where id = $1`, [seeded.cateringService]);
      await t.sys(`update public.services set price_paise = 200 where id = $1`, [seeded.otherService]);
      await t.sys(`update public.service_providers set status = 'suspended' where id = $1`, [ids.otherProviderRow]);
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
});
