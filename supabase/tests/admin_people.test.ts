// People for the admin (issue 26): search customers and providers, one person's whole record,
// suspend or reinstate with a reason (a suspended provider leaves the public pages and its open
// requests end with full refunds, their customers told; a suspended customer cannot request
// bookings or send messages), admin rights given and taken but never one's own.
import { describe, expect, it } from 'vitest';
import { createUser, ids, seeded, setupDb, type Tx } from './helpers/db.ts';
import { holdBooking } from './helpers/bookings.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const notAdmins = ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const;

/** A request for `service` (the seeded provider's pooja service unless told), its advance paid through Razorpay. */
async function paidRequest(t: Tx, customer: string, service: string = seeded.poojaService) {
  const { id } = await holdBooking(t, { customer: { sub: customer }, service });
  await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, razorpay_payment_id, gateway_status)
    select id, 'advance', advance_paise, 'succeeded', 'razorpay', k, k, 'captured'
      from public.bookings, lateral (select 'pay_' || substr(md5(id::text), 1, 12) as k) x where id = $1`, [id]);
  const [b] = await t.sys<{ id: string; tracking_code: string; advance_paise: string; status: string }>(
    'select id, tracking_code, advance_paise, status from public.bookings where id = $1', [id]);
  return b;
}

/**
 * An approved provider of this test's own with one per-event service: suspending the seeded one
 * would hold its many bookings while other suites write them at the same time.
 */
async function ownProvider(t: Tx) {
  const owner = await createUser(t, 'own-provider', { full_name: 'Harish Nadaswaram' });
  const [{ id: providerId }] = await t.as('service', `insert into public.service_providers (profile_id, business_name, city, status)
    values ($1, 'Harish Nadaswaram Troupe', 'Thanjavur', 'approved') returning id`, [owner]);
  const [{ id: serviceId }] = await t.as('service', `insert into public.services (provider_id, category_slug, title, price_paise, price_unit, city)
    values ($1, 'music', 'Nadaswaram for the muhurtham', 2500000, 'per_event', 'Thanjavur') returning id`, [providerId]);
  return { owner, providerId: providerId as string, serviceId: serviceId as string };
}

describe('admin_people and admin_person', () => {
  it('non-admins get 42501 from every people function', () =>
    tx(async (t) => {
      for (const who of notAdmins) {
        expectError(await t.try(who, `select * from public.admin_people('a', null, 5, 0)`), '42501');
        expectError(await t.try(who, 'select public.admin_person($1)', [ids.customerA]), '42501');
        expectError(await t.try(who, `select public.admin_set_suspension($1, true, 'No reason at all')`, [ids.customerB]), '42501');
        expectError(await t.try(who, `select public.admin_set_admin($1, true, 'Make me admin')`, [ids[who === 'anon' ? 'customerA' : who]]), '42501');
      }
      expect((await t.sys('select user_type, suspended_at from public.profiles where id = $1', [ids.customerB]))[0]).toEqual({ user_type: 'guest', suspended_at: null });
    }));

  it('finds people by name, email or phone digits, by role, newest first, with the filtered total', () =>
    tx(async (t) => {
      const id = await createUser(t, 'findable', { full_name: 'Yashoda Venkataraman', phone: '9812345670' });
      const byName = await t.as('admin', `select profile_id, role, email, total_count from public.admin_people('yashoda venkat', null, 10, 0)`);
      expect(byName.map((r) => [r.profile_id, r.role, Number(r.total_count)])).toEqual([[id, 'customer', 1]]);
      expect((await t.as('admin', `select profile_id from public.admin_people('98123 45670', null, 10, 0)`)).map((r) => r.profile_id)).toEqual([id]);
      expect((await t.as('admin', `select profile_id from public.admin_people($1, null, 10, 0)`, [byName[0].email])).map((r) => r.profile_id)).toEqual([id]);
      const providers = await t.as('admin', `select role, provider_id, total_count from public.admin_people(null, 'provider', 1000, 0)`);
      expect(providers.every((r) => r.role === 'provider' && r.provider_id)).toBe(true);
      expect(providers.map((r) => r.provider_id)).toEqual(expect.arrayContaining([ids.providerRow, ids.pendingRow]));
      expect(Number(providers[0].total_count)).toBe(providers.length);
      const admins = await t.as('admin', `select profile_id from public.admin_people(null, 'admin', 10, 0)`);
      expect(admins.map((r) => r.profile_id)).toContain(ids.admin);
      expectError(await t.try('admin', `select * from public.admin_people(null, 'superuser', 10, 0)`), '22023');
    }));

  it('admin_person: profile with email, the business, counts and recent bookings', () =>
    tx(async (t) => {
      const [{ v }] = await t.as('admin', 'select public.admin_person($1) as v', [ids.provider]);
      expect(v.profile.id).toBe(ids.provider);
      expect(v.profile.email).toBe('provider@utsav.test');
      expect(v.provider).toMatchObject({ id: ids.providerRow, business_name: 'Shubh Utsav Events', status: 'approved' });
      expect(v.counts.bookings_as_provider).toBeGreaterThan(0);
      expect(v.recent_bookings.length).toBeGreaterThan(0);
      const [{ c }] = await t.as('admin', 'select public.admin_person($1) as c', [ids.customerA]);
      expect(c.provider).toBeNull();
      expect(c.counts.bookings_as_customer).toBeGreaterThanOrEqual(8);
      expectError(await t.try('admin', 'select public.admin_person($1)', ['00000000-0000-4000-8000-000000000000']), 'P0002');
    }));
});

describe('admin_set_suspension', () => {
  it('a suspended provider leaves the public pages; its requests are declined and confirmed bookings cancelled with full refunds, customers told', () =>
    tx(async (t) => {
      const p = await ownProvider(t);
      const customer = await createUser(t, 'affected');
      const request = await paidRequest(t, customer, p.serviceId);
      const confirmed = await paidRequest(t, customer, p.serviceId);
      await t.as('service', `update public.bookings set status = 'confirmed' where id = $1`, [confirmed.id]);
      expect(await t.as('anon', 'select id from public.service_detail($1)', [p.serviceId])).toHaveLength(1);
      const [{ r }] = await t.as('admin', `select public.admin_set_suspension($1, true, 'Three no-shows this month') as r`, [p.owner]);
      expect(r.bookings_ended).toBe(2);
      expect((await t.sys('select status, status_reason from public.service_providers where id = $1', [p.providerId]))[0])
        .toEqual({ status: 'suspended', status_reason: 'Three no-shows this month' });
      expect(await t.as('anon', 'select id from public.service_detail($1)', [p.serviceId])).toEqual([]);
      expect(await t.as('anon', 'select id from public.service_providers where id = $1', [p.providerId])).toEqual([]);
      const after = await t.sys('select id, status, last_actor_role from public.bookings where id in ($1, $2) order by status', [request.id, confirmed.id]);
      expect(after).toEqual([
        { id: confirmed.id, status: 'cancelled_by_provider', last_actor_role: 'admin' },
        { id: request.id, status: 'declined', last_actor_role: 'admin' },
      ]);
      for (const b of [request, confirmed]) {
        const [refund] = await t.sys('select amount_paise, initiated_by from public.refunds where booking_id = $1', [b.id]);
        expect({ ...refund, amount_paise: Number(refund.amount_paise) }).toEqual({ amount_paise: Number(b.advance_paise), initiated_by: 'admin' });
      }
      const told = await t.sys(`select template from public.notifications where user_id = $1 and template like 'booking.support%'`, [customer]);
      expect(told).toHaveLength(2);
      const [providerTold] = await t.sys(`select template, params from public.notifications where user_id = $1 and template = 'provider.suspended'`, [p.owner]);
      expect(providerTold.params.reason).toBe('Three no-shows this month');
      const [audit] = await t.sys(`select action, reason, details from public.admin_audit_log where target_id = $1`, [p.owner]);
      expect(audit.action).toBe('person.suspend');
      expect(audit.details.bookings_ended.map((e: { booking_id: string }) => e.booking_id).sort()).toEqual([request.id, confirmed.id].sort());

      // Reinstated: approved again and public; the ended bookings stay ended.
      await t.as('admin', `select public.admin_set_suspension($1, false, 'Explained: a family bereavement')`, [p.owner]);
      expect((await t.sys('select status from public.service_providers where id = $1', [p.providerId]))[0].status).toBe('approved');
      expect(await t.as('anon', 'select id from public.service_detail($1)', [p.serviceId])).toHaveLength(1);
      expect((await t.sys('select status from public.bookings where id = $1', [request.id]))[0].status).toBe('declined');
    }));

  it('a suspended customer cannot request a booking or send a message; their open bookings stay; reinstated, they can', () =>
    tx(async (t) => {
      const customer = await createUser(t, 'suspended');
      const open = await paidRequest(t, customer);
      await t.as('admin', `select public.admin_set_suspension($1, true, 'Abusive messages to providers')`, [customer]);
      expect((await t.sys('select status from public.bookings where id = $1', [open.id]))[0].status).toBe('requested');
      const booking = await t.try({ sub: customer }, `insert into public.bookings (service_id, event_date, event_time, guest_count)
        values ($1, current_date + 90, '10:00', 20) returning id`, [seeded.poojaService]);
      expectError(booking, '42501', /suspended/);
      const message = await t.try({ sub: customer }, 'select public.send_message($1, $2, gen_random_uuid())', [ids.providerRow, 'Hello again']);
      expectError(message, '42501', /suspended/);
      // Nor can they lift it themselves.
      expectError(await t.try({ sub: customer }, 'update public.profiles set suspended_at = null, suspension_reason = null where id = $1', [customer]), '42501');
      const [told] = await t.as({ sub: customer }, `select template, params from public.notifications where template = 'account.suspended'`);
      expect(told.params).toEqual({ reason: 'Abusive messages to providers' });
      await t.as('admin', `select public.admin_set_suspension($1, false, 'Apologised in writing')`, [customer]);
      expect(await t.as({ sub: customer }, `select template from public.notifications where template = 'account.reinstated'`)).toHaveLength(1);
      await t.as({ sub: customer }, 'select public.send_message($1, $2, gen_random_uuid())', [ids.providerRow, 'Hello again']);
    }));

  it('a rejected applicant suspended keeps the rejected application as it is, and is told directly', () =>
    tx(async (t) => {
      const [{ profile_id: owner }] = await t.sys('select profile_id from public.service_providers where id = $1', [ids.rejectedRow]);
      await t.as('admin', `select public.admin_set_suspension($1, true, 'Fake identity documents')`, [owner]);
      expect((await t.sys('select status from public.service_providers where id = $1', [ids.rejectedRow]))[0].status).toBe('rejected');
      expect(await t.sys(`select template from public.notifications where user_id = $1 and template = 'account.suspended'`, [owner])).toHaveLength(1);
      await t.as('admin', `select public.admin_set_suspension($1, false, 'Documents verified by phone')`, [owner]);
      expect((await t.sys('select status from public.service_providers where id = $1', [ids.rejectedRow]))[0].status).toBe('rejected');
    }));

  it('needs a reason; an admin cannot suspend themselves', () =>
    tx(async (t) => {
      expectError(await t.try('admin', `select public.admin_set_suspension($1, true, '')`, [ids.customerB]), '23514');
      expectError(await t.try('admin', `select public.admin_set_suspension($1, true, 'Testing myself')`, [ids.admin]), '23514');
      expect(await t.sys('select * from public.admin_audit_log where created_at = now()')).toEqual([]);
    }));
});

describe('admin_set_admin', () => {
  it('gives and takes admin rights with a reason; never one\'s own; a former admin returns to their role', () =>
    tx(async (t) => {
      await t.as('admin', `select public.admin_set_admin($1, true, 'Joins operations')`, [ids.customerB]);
      expect((await t.sys('select user_type from public.profiles where id = $1', [ids.customerB]))[0].user_type).toBe('admin');
      // The new admin cannot drop their own rights, but may take the other admin's.
      expectError(await t.try('customerB', `select public.admin_set_admin($1, false, 'Stepping down')`, [ids.customerB]), '23514');
      expectError(await t.try('admin', `select public.admin_set_admin($1, false, 'Leaving')`, [ids.admin]), '23514');
      await t.as('admin', `select public.admin_set_admin($1, false, 'Left operations')`, [ids.customerB]);
      expect((await t.sys('select user_type from public.profiles where id = $1', [ids.customerB]))[0].user_type).toBe('guest');
      // A provider made admin and back is a provider again.
      await t.as('admin', `select public.admin_set_admin($1, true, 'Helps with approvals')`, [ids.provider]);
      await t.as('admin', `select public.admin_set_admin($1, false, 'Back to the business')`, [ids.provider]);
      expect((await t.sys('select user_type from public.profiles where id = $1', [ids.provider]))[0].user_type).toBe('service_provider');
      const audit = await t.sys(`select action from public.admin_audit_log where target_id in ($1, $2) order by id`, [ids.customerB, ids.provider]);
      expect(audit.map((a) => a.action)).toEqual(['person.grant_admin', 'person.revoke_admin', 'person.grant_admin', 'person.revoke_admin']);
    }));
});
