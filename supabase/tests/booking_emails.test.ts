// Issue 14, item 8 (migration 0037): every booking notification is owed by email too, in the
// recipient's language; a processed refund tells the customer; confirmed bookings are reminded
// two days before the event. Each case is rolled back.
import { describe, expect, it } from 'vitest';
import { createUser, ids, setupDb, type Tx } from './helpers/db.ts';
import { bookingIn, payAdvance, holdBooking } from './helpers/bookings.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const codeOf = async (t: Tx, id: string) => (await t.sys<{ tracking_code: string }>('select tracking_code from public.bookings where id = $1', [id]))[0].tracking_code;

/** The outbox rows of one booking (by its code), oldest first. */
const emailsFor = (t: Tx, code: string) =>
  t.sys<{ user_id: string; template: string; language: string; link: string; status: string; params: Record<string, unknown> }>(
    `select user_id, template, language, link, status, params from public.notification_emails
      where params ->> 'code' = $1 order by created_at, template`, [code]);

describe('the booking emails outbox', () => {
  it('queues every booking notification for its recipient, in the language of their profile', () =>
    tx(async (t) => {
      await t.sys(`update public.profiles set preferred_language = 'ta' where id = $1`, [ids.customerA]);
      await t.sys(`update public.profiles set preferred_language = 'kn' where id = $1`, [ids.provider]);
      const id = await bookingIn(t, 'requested');
      const code = await codeOf(t, id);
      const rows = await emailsFor(t, code);
      expect(rows.map((r) => [r.user_id, r.template, r.language, r.link, r.status])).toEqual([
        [ids.provider, 'booking.received', 'kn', '/dashboard', 'pending'],
        [ids.customerA, 'booking.requested', 'ta', `/bookings/${code}`, 'pending'],
      ]);
      // The same values the bell words, booking code included.
      expect(rows[0].params).toMatchObject({ code, guests: 50 });
      const [bell] = await t.sys(`select n.params from public.notifications n where n.user_id = $1 and n.template = 'booking.received' and n.params ->> 'code' = $2`, [ids.provider, code]);
      expect(rows[0].params).toEqual(bell.params);
    }));

  it('queues nothing for other notifications, nor for an account without a confirmed address', () =>
    tx(async (t) => {
      const before = (await t.sys<{ n: number }>('select count(*)::int as n from public.notification_emails'))[0].n;
      await t.as('admin', `insert into public.notifications (user_id, title, message, type) values ($1, 'Hello', 'An announcement', 'system')`, [ids.customerA]);
      const unconfirmed = await createUser(t, 'unconfirmed');
      await t.sys('update auth.users set email_confirmed_at = null where id = $1', [unconfirmed]);
      await t.sys(`insert into public.notifications (user_id, template, params, title, message, type)
                   values ($1, 'booking.confirmed', '{"code":"UTS-NOMAIL"}', 'Booking confirmed', 'x', 'booking')`, [unconfirmed]);
      expect((await t.sys<{ n: number }>('select count(*)::int as n from public.notification_emails'))[0].n).toBe(before);
    }));

  it('is the sender\'s alone: no API role but service_role reads it, and only service_role claims and marks', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'provider', 'admin'] as const) {
        expectError(await t.try(actor, 'select * from public.notification_emails'), '42501');
        expectError(await t.try(actor, 'select * from public.claim_notification_emails(1)'), '42501');
        expectError(await t.try(actor, `select public.notification_email_sent(gen_random_uuid(), 'x')`), '42501');
        expectError(await t.try(actor, `select public.notification_email_failed(gen_random_uuid(), 'x')`), '42501');
      }
      await t.as('service', 'select count(*) from public.notification_emails');
    }));

  it('leases a claimed email, backs off after a failure, gives up on a permanent one, and records a send', () =>
    tx(async (t) => {
      const id = await bookingIn(t, 'requested');
      const code = await codeOf(t, id);
      // Due before anything else in the outbox, so a batch of one is this email.
      const [mine] = await t.sys<{ id: string }>(
        `update public.notification_emails set next_attempt_at = '2000-01-01' where params ->> 'code' = $1 and template = 'booking.requested' returning id`, [code]);
      const [{ email }] = await t.sys<{ email: string }>('select email from auth.users where id = $1', [ids.customerA]);
      const [claimed] = await t.as('service', 'select * from public.claim_notification_emails(1)');
      expect(claimed).toMatchObject({ id: mine.id, email, template: 'booking.requested', language: 'en', link: `/bookings/${code}`, attempts: 1 });
      // Leased: a second sender does not get it.
      const again = await t.as('service', 'select id from public.claim_notification_emails(100)');
      expect(again.map((r) => r.id)).not.toContain(mine.id);

      await t.as('service', `select public.notification_email_failed($1, '503 application_error: try later')`, [mine.id]);
      const [backedOff] = await t.sys(`select status, attempts, last_error, claimed_until, next_attempt_at > now() as later from public.notification_emails where id = $1`, [mine.id]);
      expect(backedOff).toEqual({ status: 'pending', attempts: 1, last_error: '503 application_error: try later', claimed_until: null, later: true });

      await t.sys(`update public.notification_emails set next_attempt_at = '2000-01-01' where id = $1`, [mine.id]);
      expect((await t.as('service', 'select id, attempts from public.claim_notification_emails(1)'))[0]).toEqual({ id: mine.id, attempts: 2 });
      await t.as('service', `select public.notification_email_sent($1, 'msg_1')`, [mine.id]);
      const [sent] = await t.sys(`select status, provider_message_id, sent_at is not null as has_time, claimed_until from public.notification_emails where id = $1`, [mine.id]);
      expect(sent).toEqual({ status: 'sent', provider_message_id: 'msg_1', has_time: true, claimed_until: null });
      // A late failure report (a second sender) does not undo the send.
      await t.as('service', `select public.notification_email_failed($1, 'late')`, [mine.id]);
      expect((await t.sys('select status from public.notification_emails where id = $1', [mine.id]))[0].status).toBe('sent');

      const [other] = await t.sys<{ id: string }>(
        `select id from public.notification_emails where params ->> 'code' = $1 and template = 'booking.received'`, [code]);
      await t.sys(`update public.notification_emails set next_attempt_at = '2000-01-01' where id = $1`, [other.id]);
      await t.as('service', 'select public.claim_notification_emails(1)');
      await t.as('service', `select public.notification_email_failed($1, '400 validation_error: bad address', true)`, [other.id]);
      expect((await t.sys('select status from public.notification_emails where id = $1', [other.id]))[0].status).toBe('failed');
    }));
});

describe('a processed refund', () => {
  it('tells the customer once, with the amount as the app shows money and the booking code', () =>
    tx(async (t) => {
      const { id } = await holdBooking(t);
      await payAdvance(t, id);
      const code = await codeOf(t, id);
      const [payment] = await t.sys<{ id: string }>(`select id from public.payments where booking_id = $1 and kind = 'advance'`, [id]);
      const [refund] = await t.as<{ id: string }>('service',
        `insert into public.refunds (payment_id, booking_id, razorpay_payment_id, amount_paise, reason, initiated_by)
         values ($1, $2, 'pay_TestRefund01', 12345678, 'declined', 'system') returning id`, [payment.id, id]);
      const bell = () => t.as('customerA', `select template, params, link from public.notifications where template = 'booking.refunded' and params ->> 'code' = $1`, [code]);
      expect(await bell()).toEqual([]);
      await t.as('service', `update public.refunds set status = 'processed', processed_at = now() where id = $1`, [refund.id]);
      expect(await bell()).toEqual([{ template: 'booking.refunded', params: { code, amount: '₹1,23,457' }, link: `/bookings/${code}` }]);
      await t.as('service', `update public.refunds set last_error = null where id = $1`, [refund.id]);
      expect(await bell()).toHaveLength(1);
      expect((await emailsFor(t, code)).filter((r) => r.template === 'booking.refunded').map((r) => r.user_id)).toEqual([ids.customerA]);
    }));

  it('words amounts as formatRupees does', () =>
    tx(async (t) => {
      const [r] = await t.sys(`select private.format_rupees(100) as a, private.format_rupees(99949) as b, private.format_rupees(150000000) as c,
                                      private.format_rupees(123456789012) as d`);
      expect(r).toEqual({ a: '₹1', b: '₹999', c: '₹15,00,000', d: '₹1,23,45,67,890' });
    }));
});

describe('the reminder two days before the event', () => {
  it('reminds both parties of confirmed bookings one or two days away in India, once', () =>
    tx(async (t) => {
      const ist = `(now() at time zone 'Asia/Kolkata')::date`;
      // Apart in time, as they come to share a day.
      const inTwo = await bookingIn(t, 'confirmed', { time: '07:00' });
      const inThree = await bookingIn(t, 'confirmed');
      const requested = await bookingIn(t, 'requested', { time: '17:00' });
      await t.as('service', `update public.bookings set event_date = ${ist} + 2 where id = any($1)`, [[inTwo, requested]]);
      await t.as('service', `update public.bookings set event_date = ${ist} + 3 where id = $1`, [inThree]);
      const [two, three, req] = [await codeOf(t, inTwo), await codeOf(t, inThree), await codeOf(t, requested)];

      await t.as('service', 'select public.run_booking_timers()');
      const reminders = (code: string) =>
        t.sys<{ user_id: string; link: string; params: Record<string, unknown> }>(
          `select user_id, link, params from public.notifications where template = 'booking.reminder' and params ->> 'code' = $1 order by link`, [code]);
      const sent = await reminders(two);
      expect(sent.map((r) => [r.user_id, r.link])).toEqual([[ids.customerA, `/bookings/${two}`], [ids.provider, '/dashboard']]);
      expect(sent[0].params).toMatchObject({ code: two, time: '07:00', guests: 50, provider: 'Shubh Utsav Events' });
      expect((await emailsFor(t, two)).filter((r) => r.template === 'booking.reminder').map((r) => r.user_id).sort()).toEqual([ids.customerA, ids.provider].sort());
      expect((await t.sys('select reminder_sent_at is not null as done from public.bookings where id = $1', [inTwo]))[0].done).toBe(true);
      expect(await reminders(three)).toEqual([]);
      expect(await reminders(req)).toEqual([]);

      await t.as('service', 'select public.run_booking_timers()');
      expect(await reminders(two)).toHaveLength(2);
    }));
});
