// Attack: every approved provider's row, phone number included, was readable by anonymous
// API calls (GET /rest/v1/service_providers?select=phone), while /provider/:id is sign-in-only
// in the apps. Now (migration 0022) a visitor reads only what the public pages show, nobody
// selects the phone column, and rpc('provider_phone') gives it to the provider, admins and
// customers with a booking the provider confirmed.
import { describe, expect, inject, it } from 'vitest';
import { createUser, ids, seeded, setupDb } from '../helpers/db.ts';
import { expectError, expectRows } from '../helpers/expect.ts';
import { payAdvance } from '../helpers/bookings.ts';

const { tx } = setupDb();

const PUBLIC_COLUMNS = 'id, business_name, description, city, areas_served, languages, experience_years, avatar_url, status, rating_avg, rating_count';
const PHONE = 'select public.provider_phone($1) as phone';

describe('security: a provider\'s phone is not public', () => {
  it('no API role selects the phone column, filters on it or gets it with *', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectError(await t.try(actor, 'select phone from public.service_providers limit 1'), '42501');
        expectError(await t.try(actor, 'select * from public.service_providers limit 1'), '42501');
        expectError(await t.try(actor, `select id from public.service_providers where phone like '+91%'`), '42501');
      }
    }));

  it('a visitor reads what the public pages show, and nothing about the owner', () =>
    tx(async (t) => {
      const rows = await t.as('anon', `select ${PUBLIC_COLUMNS} from public.service_providers where id = $1`, [ids.providerRow]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ business_name: 'Shubh Utsav Events', city: 'Bengaluru', status: 'approved' });
      for (const column of ['profile_id', 'status_reason', 'submitted_at', 'approved_at', 'created_at', 'updated_at', 'search_document']) {
        expectError(await t.try('anon', `select ${column} from public.service_providers limit 1`), '42501');
      }
    }));

  it('a signed-in user reads every column but the phone; row-level security still hides other applications', () =>
    tx(async (t) => {
      const all = `${PUBLIC_COLUMNS}, profile_id, status_reason, submitted_at, approved_at, created_at, updated_at`;
      expectRows(await t.try('pending', `select ${all} from public.service_providers where id = $1`, [ids.pendingRow]), 1);
      expectRows(await t.try('customerA', `select ${all} from public.service_providers where id = $1`, [ids.pendingRow]), 0);
      expectRows(await t.try('customerA', `select ${all} from public.service_providers where id = $1`, [ids.providerRow]), 1);
    }));

  it('rpc provider_phone: the provider themself and admins get it; visitors may not call it', () =>
    tx(async (t) => {
      expectError(await t.try('anon', PHONE, [ids.providerRow]), '42501');
      const [stored] = await t.sys('select phone from public.service_providers where id = $1', [ids.providerRow]);
      expect(stored.phone).toMatch(/^\+91[6-9]\d{9}$/);
      expect((await t.as('provider', PHONE, [ids.providerRow]))[0].phone).toBe(stored.phone);
      expect((await t.as('admin', PHONE, [ids.providerRow]))[0].phone).toBe(stored.phone);
      // A pending applicant sees their own; nobody else sees a pending applicant's.
      const [pending] = await t.sys('select phone from public.service_providers where id = $1', [ids.pendingRow]);
      expect((await t.as('pending', PHONE, [ids.pendingRow]))[0].phone).toBe(pending.phone);
      expect((await t.as('provider', PHONE, [ids.pendingRow]))[0].phone).toBeNull();
    }));

  it('a customer gets it once the provider confirmed a booking of theirs, not before, and not for other providers', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'phone');
      const me = { sub: customer };
      expect((await t.as(me, PHONE, [ids.providerRow]))[0].phone).toBeNull();
      const [b] = await t.as(me, `insert into public.bookings (service_id, event_date, event_time, guest_count)
                                  values ($1, current_date + 40, '10:00', 50) returning id`, [seeded.poojaService]);
      // A request is not enough, even paid: anyone can send one.
      expect((await t.as(me, PHONE, [ids.providerRow]))[0].phone).toBeNull();
      await payAdvance(t, b.id);
      expect((await t.as(me, PHONE, [ids.providerRow]))[0].phone).toBeNull();
      await t.as('provider', `update public.bookings set status = 'confirmed' where id = $1 returning id`, [b.id]);
      expect((await t.as(me, PHONE, [ids.providerRow]))[0].phone).toMatch(/^\+91[6-9]\d{9}$/);
      expect((await t.as(me, PHONE, [ids.otherProviderRow]))[0].phone).toBeNull();
      // A declined request gives nothing.
      const other = { sub: await createUser(t, 'declined') };
      const [d] = await t.as(other, `insert into public.bookings (service_id, event_date, event_time, guest_count)
                                     values ($1, current_date + 41, '10:00', 50) returning id`, [seeded.poojaService]);
      await payAdvance(t, d.id);
      await t.as('provider', `update public.bookings set status = 'declined' where id = $1 returning id`, [d.id]);
      expect((await t.as(other, PHONE, [ids.providerRow]))[0].phone).toBeNull();
    }));

  it('over HTTP: an anonymous request for phones is refused, the public columns still load', async () => {
    const { url, anonKey } = inject('stack');
    const headers = { apikey: anonKey };
    const phones = await fetch(`${url}/rest/v1/service_providers?select=id,phone&status=eq.approved`, { headers });
    expect(phones.status).toBe(401);
    expect(((await phones.json()) as { code?: string }).code).toBe('42501');
    const star = await fetch(`${url}/rest/v1/service_providers?select=*&limit=1`, { headers });
    expect(star.status).toBe(401);
    const page = await fetch(`${url}/rest/v1/service_providers?select=${PUBLIC_COLUMNS.replace(/ /g, '')}&id=eq.${ids.providerRow}`, { headers });
    expect(page.status).toBe(200);
    const rows = (await page.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveProperty('phone');
    const rpc = await fetch(`${url}/rest/v1/rpc/provider_phone`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ provider_id: ids.providerRow }),
    });
    expect(rpc.status).toBe(401);
  });
});
