// The texts people type with a booking, in a review and about a business (migration 0023):
// trimmed, blank optional texts stored as null, and over-long ones refused with a keyed error
// naming the field and its limits.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb, type Tx } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

/** The keyed error of a refused statement: SQLSTATE, hint and detail. */
async function keyedError(t: Tx, sql: string, params: unknown[]) {
  await t.sys('savepoint keyed');
  try {
    await t.sys(sql, params);
  } catch (e) {
    const err = e as { code: string; hint?: string; detail?: string };
    return { code: err.code, hint: err.hint, detail: err.detail ? (JSON.parse(err.detail) as unknown) : undefined };
  } finally {
    await t.sys('rollback to savepoint keyed');
  }
  return undefined;
}

describe('text rules', () => {
  it('a booking\'s special requirements: trimmed, blank is none, at most 2,000 characters', () =>
    tx(async (t) => {
      const insert = `insert into public.bookings (service_id, event_date, event_time, guest_count, special_requirements)
                      values ($1, current_date + $3::integer, '10:00', 20, $2) returning special_requirements`;
      // Each on a day of its own: a request holds its slot.
      expect((await t.as('customerA', insert, [seeded.poojaService, '  Vegetarian food only.\n', 30]))[0].special_requirements).toBe('Vegetarian food only.');
      expect((await t.as('customerA', insert, [seeded.poojaService, ' \n ', 31]))[0].special_requirements).toBeNull();
      expectError(await t.try('customerA', insert, [seeded.poojaService, 'x'.repeat(2001), 32]), '23514');
    }));

  it('over-long or too-short texts come back with the field and its limits', () =>
    tx(async (t) => {
      expect(
        await keyedError(t, `update public.services set title = ' ab ' where id = $1`, [seeded.poojaService]),
      ).toEqual({ code: '23514', hint: 'text_too_short', detail: { field: 'title', min: 3, max: 150 } });
      expect(
        await keyedError(t, `update public.service_providers set description = $2 where id = $1`, [ids.providerRow, 'x'.repeat(4001)]),
      ).toEqual({ code: '23514', hint: 'text_too_long', detail: { field: 'description', min: 1, max: 4000 } });
      expect(
        await keyedError(t, `update public.bundles set name = '   ' where id = $1`, [seeded.bundle]),
      ).toEqual({ code: '23514', hint: 'text_required', detail: { field: 'name' } });
      expect(
        await keyedError(t, `update public.reviews set comment = $2 where id = (select id from public.reviews where provider_id = $1 limit 1)`, [ids.providerRow, 'y'.repeat(2001)]),
      ).toEqual({ code: '23514', hint: 'text_too_long', detail: { field: 'comment', min: 1, max: 2000 } });
    }));

  it('texts stored before the rules stay until they are edited', () =>
    tx(async (t) => {
      // A one-letter name, as the old CHECK (1 to 120) allowed, planted past the rule (rolled back).
      await t.sys(`alter table public.profiles disable trigger profiles_validate`);
      const [p] = await t.sys(`update public.profiles set full_name = 'A' where id = $1 returning id`, [ids.customerA]);
      await t.sys(`alter table public.profiles enable trigger profiles_validate`);
      expect(p.id).toBe(ids.customerA);
      const [row] = await t.as('customerA', `update public.profiles set city = 'Mysuru' where id = $1 returning full_name, city`, [ids.customerA]);
      expect(row).toEqual({ full_name: 'A', city: 'Mysuru' });
    }));
});
