// Attack: a customer's Delete Account cascaded away confirmed bookings, succeeded payments and
// booking history from the provider's records. Now the person is erased and the business
// records stay, pseudonymised; upcoming bookings are cancelled under the Terms' refund rules.
import { describe, expect, it } from 'vitest';
import { createUser, ids, seeded, setupDb, type Tx } from '../helpers/db.ts';
import { expectError } from '../helpers/expect.ts';

const { tx } = setupDb();

/** A date `n` days from today in India (the refund rules count days there). */
const istDay = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The customer books the provider's catering for `days` ahead; returns the booking. */
async function book(t: Tx, customer: string, days: number, requirements: string | null = 'Veg only; venue 12 MG Road, call 9876543210') {
  const [row] = await t.as<{ id: string; advance_paise: number; remaining_paise: number }>({ sub: customer }, `insert into public.bookings (service_id, event_date, event_time, guest_count, special_requirements)
                                               values ($1, $2, '12:00', 200, $3) returning id, advance_paise::int, remaining_paise::int`,
    [seeded.cateringService, istDay(days), requirements]);
  return row;
}

/** The gateway records the advance (the provider is asked) and the provider confirms. */
async function confirm(t: Tx, booking: { id: string; advance_paise: number }) {
  await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status, gateway_ref)
                         values ($1, 'advance', $2, 'succeeded', 'pay_' || md5(random()::text))`, [booking.id, booking.advance_paise]);
  await t.as('service', `update public.payments set razorpay_payment_id = 'pay_' || substr(md5(random()::text), 1, 14) where booking_id = $1`, [booking.id]);
  await t.as('provider', `update public.bookings set status = 'confirmed' where id = $1`, [booking.id]);
}

describe('security: deleting an account loses nobody else\'s data', () => {
  it('the provider keeps a leaving customer\'s bookings, payments and history, without the person', () =>
    tx(async (t) => {
      const leaver = await createUser(t, 'leaver', { full_name: 'Kavya Rao', phone: '9876543210' });
      const past = await book(t, leaver, 20);
      await confirm(t, past);
      // The event happened; the provider completed it and the balance was paid.
      await t.sys(`update public.bookings set event_date = current_date - 3 where id = $1`, [past.id]);
      await t.as('provider', `update public.bookings set status = 'completed', status_note = 'Done' where id = $1`, [past.id]);
      await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, status) values ($1, 'remaining', $2, 'succeeded')`, [past.id, past.remaining_paise]);
      const [before] = await t.as('provider', `select
          (select count(*)::int from public.payments where booking_id = $1) as payments,
          (select count(*)::int from public.booking_events where booking_id = $1) as events`, [past.id]);

      await t.as({ sub: leaver }, 'select public.delete_my_account(null, $$DELETE$$)');

      expect(await t.sys('select 1 from auth.users where id = $1', [leaver])).toHaveLength(0);
      expect(await t.sys('select 1 from public.profiles where id = $1', [leaver])).toHaveLength(0);
      const [kept] = await t.as('provider', `select customer_id, customer_erased_at is not null as erased, special_requirements, status, total_paise
                                             from public.bookings where id = $1`, [past.id]);
      expect(kept).toMatchObject({ customer_id: null, erased: true, special_requirements: null, status: 'completed' });
      const [after] = await t.as('provider', `select
          (select count(*)::int from public.payments where booking_id = $1) as payments,
          (select count(*)::int from public.booking_events where booking_id = $1) as events,
          (select count(*)::int from public.booking_events where booking_id = $1 and actor_id is not null and actor_role = 'customer') as customer_ids`, [past.id]);
      expect(after).toEqual({ payments: before.payments, events: before.events, customer_ids: 0 });
      // Nothing of the person is left anywhere the provider can read.
      const [{ row }] = await t.as('provider', `select row_to_json(b)::text as row from public.bookings b where id = $1`, [past.id]);
      expect(row).not.toMatch(/Kavya|9876543210|MG Road/);
    }));

  it('upcoming bookings are cancelled first under the refund rules (≥30 days 100 %, 7–29 days 50 %, <7 days none)', () =>
    tx(async (t) => {
      const leaver = await createUser(t, 'canceller');
      // Each confirmed before the next is held: two unpaid holds with one provider at most (0045).
      const far = await book(t, leaver, 47);
      await confirm(t, far);
      const mid = await book(t, leaver, 10);
      await confirm(t, mid);
      const near = await book(t, leaver, 3);
      await confirm(t, near);
      const open = await book(t, leaver, 65);

      const [{ result }] = await t.as({ sub: leaver }, 'select public.delete_my_account(null, $$DELETE$$) as result');

      const rows = await t.as('provider', `select b.id, b.status,
            coalesce((select sum(r.amount_paise)::int from public.refunds r where r.booking_id = b.id and r.status = 'pending'), 0) as refund
          from public.bookings b where b.id = any($1)`, [[far.id, mid.id, near.id, open.id]]);
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      expect(byId[far.id]).toMatchObject({ status: 'cancelled_by_customer', refund: far.advance_paise });
      expect(byId[mid.id]).toMatchObject({ status: 'cancelled_by_customer', refund: Math.floor(mid.advance_paise / 2) });
      expect(byId[near.id]).toMatchObject({ status: 'cancelled_by_customer', refund: 0 });
      expect(byId[open.id]).toMatchObject({ status: 'cancelled_by_customer', refund: 0 });
      expect(result).toEqual({ cancelled_bookings: 4, refund_paise: far.advance_paise + Math.floor(mid.advance_paise / 2) });
      // The provider hears about each cancellation of a booking it was asked about (the unpaid hold never reached it).
      const [{ n }] = await t.as('provider', `select count(*)::int as n from public.notifications where title = 'Booking cancelled' and created_at = now()`);
      expect(n).toBe(3);
    }));

  it('a payment still being processed makes the customer wait, and nothing is deleted', () =>
    tx(async (t) => {
      const leaver = await createUser(t, 'payer');
      const b = await book(t, leaver, 40);
      await t.as({ sub: leaver }, `insert into public.payments (booking_id, kind, amount_paise) values ($1, 'advance', 1)`, [b.id]);
      expectError(await t.try({ sub: leaver }, 'select public.delete_my_account(null, $$DELETE$$)'), 'PT409', /payment/);
      expect(await t.sys('select 1 from auth.users where id = $1', [leaver])).toHaveLength(1);
      expect((await t.sys('select status from public.bookings where id = $1', [b.id]))[0].status).toBe('held');

      // An hour later the payment was abandoned: it is marked failed and the account goes.
      await t.sys(`delete from public.payments where booking_id = $1`, [b.id]);
      await t.as('service', `insert into public.payments (booking_id, kind, amount_paise, created_at)
                             values ($1, 'advance', $2, now() - interval '2 hours')`, [b.id, b.advance_paise]);
      await t.as({ sub: leaver }, 'select public.delete_my_account(null, $$DELETE$$)');
      const [left] = await t.sys(`select b.status, b.customer_id, (select p.status from public.payments p where p.booking_id = b.id and p.kind = 'advance') as payment
                                  from public.bookings b where b.id = $1`, [b.id]);
      expect(left).toEqual({ status: 'cancelled_by_customer', customer_id: null, payment: 'failed' });
    }));

  it('the seeded customer\'s whole history stays with the providers; her chats, reviews and contact messages go', () =>
    tx(async (t) => {
      const [before] = await t.sys(`select
          (select count(*)::int from public.bookings where customer_id = $1) as bookings,
          (select count(*)::int from public.payments p join public.bookings b on b.id = p.booking_id where b.customer_id = $1) as payments`, [ids.customerA]);
      const [{ email }] = await t.sys('select email from auth.users where id = $1', [ids.customerA]);
      await t.sys(`insert into public.contact_messages (name, email, message) values ('Priya', upper($1), 'Please call me back.')`, [email]);
      await t.as('customerA', 'select public.delete_my_account($$Utsav@123$$)');
      const [after] = await t.sys(`select
          (select count(*)::int from public.bookings where customer_erased_at = now()) as bookings,
          (select count(*)::int from public.payments p join public.bookings b on b.id = p.booking_id
            where b.customer_erased_at = now() and p.kind <> 'refund') as payments,
          (select count(*)::int from public.reviews where customer_id = $1) as reviews,
          (select count(*)::int from public.conversations where customer_id = $1) as conversations,
          (select count(*)::int from public.contact_messages where user_id = $1 or lower(email) = lower($2)) as contact`, [ids.customerA, email]);
      expect(after).toEqual({ bookings: before.bookings, payments: before.payments, reviews: 0, conversations: 0, contact: 0 });
      expect(before.bookings).toBeGreaterThanOrEqual(8);
    }));

  it('nobody but the erasure sets a booking\'s customer to null or marks it erased', () =>
    tx(async (t) => {
      expectError(await t.try('customerA', `update public.bookings set customer_erased_at = now() where id = $1`, [seeded.bookings.requested]), '42501');
      expectError(await t.try('service', `update public.bookings set customer_erased_at = now() where id = $1`, [seeded.bookings.requested]), '42501');
      const r = await t.try('customerA', `update public.bookings set customer_id = null where id = $1`, [seeded.bookings.requested]);
      expect(r.error?.code).toMatch(/^(42501|23514)$/);
      // Admins have no bare update of bookings (issue 26): nothing changes.
      expect((await t.try('admin', `update public.bookings set customer_id = null where id = $1 returning id`, [seeded.bookings.requested])).rows).toHaveLength(0);
    }));

  it('a provider whose business has bookings is told to contact support, and keeps everything', () =>
    tx(async (t) => {
      expectError(await t.try('provider', 'select public.delete_my_account($$Utsav@123$$)'), '23503', /bookings/);
      expect(await t.sys('select 1 from auth.users where id = $1', [ids.provider])).toHaveLength(1);
    }));
});

// Attack: a session left open on a shared phone erased its owner in one tap. Now the database
// asks for the password (checked against the bcrypt hash) or, without one, the typed word.
describe('security: deleting an account asks who is there', () => {
  async function withPassword(t: Tx, password: string) {
    const id = await createUser(t, 'reauth');
    await t.sys(`update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4)) where id = $1`, [id, password]);
    return id;
  }

  it('a password account: no password or a wrong one keeps it, the right one erases it', () =>
    tx(async (t) => {
      const id = await withPassword(t, 'Utsav@2026');
      const r1 = await t.try({ sub: id }, 'select public.delete_my_account()');
      expectError(r1, '22023');
      const r2 = await t.try({ sub: id }, `select public.delete_my_account('Utsav@2062')`);
      expectError(r2, '22023', /not correct/);
      // The typed word is no substitute for the password.
      expectError(await t.try({ sub: id }, `select public.delete_my_account(null, $$DELETE$$)`), '22023');
      expect(await t.sys('select 1 from auth.users where id = $1', [id])).toHaveLength(1);

      await t.as({ sub: id }, `select public.delete_my_account('Utsav@2026')`);
      expect(await t.sys('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
    }));

  it('a $2b$ hash (what the local auth server writes) is checked like GoTrue\'s $2a$', () =>
    tx(async (t) => {
      const id = await withPassword(t, 'Utsav@2026');
      await t.sys(`update auth.users set encrypted_password = '$2b$' || substr(encrypted_password, 5) where id = $1`, [id]);
      expectError(await t.try({ sub: id }, `select public.delete_my_account('Utsav@2062')`), '22023', /not correct/);
      await t.as({ sub: id }, `select public.delete_my_account('Utsav@2026')`);
      expect(await t.sys('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
    }));

  it('an account without a password (Google, phone) needs the word DELETE, exactly', () =>
    tx(async (t) => {
      const id = await createUser(t, 'google');
      await t.sys(`update auth.users set encrypted_password = '' where id = $1`, [id]);
      for (const word of [null, '', 'delete', 'DELETE ']) {
        expectError(await t.try({ sub: id }, 'select public.delete_my_account(null, $1)', [word]), '22023');
      }
      expect(await t.sys('select 1 from auth.users where id = $1', [id])).toHaveLength(1);
      await t.as({ sub: id }, `select public.delete_my_account(null, $$DELETE$$)`);
      expect(await t.sys('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
    }));

  it('the erasure cannot be called past the check', () =>
    tx(async (t) => {
      const id = await withPassword(t, 'Utsav@2026');
      expectError(await t.try({ sub: id }, 'select private.erase_my_account()'), '42501');
      expectError(await t.try('anon', `select public.delete_my_account('x')`), '42501');
    }));
});
