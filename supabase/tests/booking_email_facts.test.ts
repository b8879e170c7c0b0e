// "Emails a family keeps": the request, confirmation, cancellation and refund emails carry what
// was booked, with whom, when, where, what is paid and due, the receipt number, the provider's
// deadline, the cancellation terms and the refund tier applied, in HTML and in plain text, with a
// link that works signed out. Rows are the database's own (migration 0047), rendered as the
// send-notification-emails function renders them. Each case is rolled back.
import { describe, expect, it } from 'vitest';
import { renderBookingEmail, type BookingEmailInput } from '../functions/_shared/booking-email.ts';
import { ids, setupDb, type Tx } from './helpers/db.ts';
import { bookingIn, holdBooking } from './helpers/bookings.ts';

const { tx } = setupDb();
const SITE = 'https://utsav.example';

interface Booking { code: string; what: string; provider: string; city: string; total: number; advance: number; event_date: string; respond_by: string | null }

async function bookingFacts(t: Tx, id: string): Promise<Booking> {
  const [b] = await t.sys<Booking>(
    `select b.tracking_code as code, coalesce(s.title, bu.name) as what, sp.business_name as provider,
            coalesce(s.city, bu.city) as city, b.total_paise::int as total, b.advance_paise::int as advance,
            to_char(b.event_date, 'YYYY-MM-DD') as event_date, b.respond_by::text as respond_by
       from public.bookings b join public.service_providers sp on sp.id = b.provider_id
       left join public.services s on s.id = b.service_id left join public.bundles bu on bu.id = b.bundle_id
      where b.id = $1`, [id]);
  return b;
}

/** A requested booking whose advance was paid through Razorpay's order (so it has a receipt), costing ₹1,10,000. */
async function requestedWithReceipt(t: Tx, lang: string, days = 60) {
  await t.sys(`update public.profiles set preferred_language = $2 where id = $1`, [ids.customerA, lang]);
  const { id } = await holdBooking(t, { days, time: '18:30' });
  // A round, large price so Indian grouping shows (1,10,000, not 110,000).
  await t.as('service', `update public.bookings set total_paise = 11000000, advance_paise = 2200000, remaining_paise = 8800000 where id = $1`, [id]);
  // Paid as Razorpay's order was (0035): the payment row carries its receipt and Razorpay's id
  // when it succeeds, so the request email queued by that success can state the receipt.
  const [{ receipt }] = await t.as<{ receipt: string }>('service',
    `insert into public.payments (booking_id, kind, amount_paise, status, gateway, gateway_ref, receipt, razorpay_payment_id)
     select id, 'advance', advance_paise, 'succeeded', 'razorpay', 'pay_test' || substr(md5(id::text), 1, 10),
            tracking_code || '-A1', 'pay_' || substr(md5(id::text), 1, 14)
       from public.bookings where id = $1 returning receipt`, [id]);
  return { id, receipt };
}

const outbox = (t: Tx, code: string, template: string, user = ids.customerA) =>
  t.as<BookingEmailInput & { facts: Record<string, unknown> }>('service',
    `select template, params, facts, language, link, title, message from public.notification_emails e
      where e.user_id = $1 and e.template = $2 and e.params ->> 'code' = $3`, [user, template, code]);

function render(row: BookingEmailInput & { facts: Record<string, unknown> }) {
  return renderBookingEmail(row, `${SITE}/`);
}

const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN').format(paise / 100)}`;
const LOCALE: Record<string, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN', kn: 'kn-IN' };
const longDate = (lang: string, day: string) => new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const timeOf = (lang: string, hhmm: string) => new Intl.DateTimeFormat(LOCALE[lang], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`2000-01-01T${hhmm}:00Z`));
const decoded = (html: string) => html.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/** The facts every kept email states, in both parts. */
function expectCoreFacts(mail: { html: string; text: string }, b: Booking, lang: string, extra: string[] = []) {
  const facts = [b.what, b.provider, b.city, longDate(lang, b.event_date), timeOf(lang, '18:30'), b.code,
    `${SITE}/track-booking?code=${b.code}`, ...extra];
  for (const part of [mail.text, decoded(mail.html)]) {
    for (const fact of facts) expect(part, `${lang}: ${fact}`).toContain(fact);
    // Links are absolute: no href or URL starts at the site's root alone.
    expect(part).not.toMatch(/href="\//);
  }
  expect(mail.html).toContain(`href="${SITE}/track-booking?code=${encodeURIComponent(b.code)}"`);
}

/** The Terms' tiers as the database holds them, each stated as a share of the advance. */
async function tiers(t: Tx) {
  return t.sys<{ min_days_before: number; advance_percent: number }>('select min_days_before, advance_percent from public.cancellation_refund_tiers order by min_days_before desc');
}

describe('the emails a family keeps', () => {
  it.each(['en', 'hi'])('%s: the request email states the booking, the money, the receipt, the provider\'s deadline and the terms', (lang) =>
    tx(async (t) => {
      const { id, receipt } = await requestedWithReceipt(t, lang);
      const b = await bookingFacts(t, id);
      const [row] = await outbox(t, b.code, 'booking.requested');
      const mail = render(row);
      const deadline = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(b.respond_by!));
      const percents = (await tiers(t)).map((r) => new Intl.NumberFormat(LOCALE[lang], { style: 'percent' }).format(r.advance_percent / 100));
      expectCoreFacts(mail, b, lang, [rupees(b.advance), rupees(b.total - b.advance), receipt, deadline, ...percents, `${SITE}/bookings/${b.code}`]);
      expect(rupees(b.total - b.advance)).toBe('₹88,000');
      expect(mail.text).toContain('₹22,000');
    }));

  it.each(['ta', 'en'])('%s: the confirmation email states the booking, the money and the receipt', (lang) =>
    tx(async (t) => {
      const { id, receipt } = await requestedWithReceipt(t, lang);
      await t.as('service', `update public.bookings set status = 'confirmed' where id = $1`, [id]);
      const b = await bookingFacts(t, id);
      const [row] = await outbox(t, b.code, 'booking.confirmed');
      expectCoreFacts(render(row), b, lang, [rupees(b.advance), rupees(b.total - b.advance), receipt]);
    }));

  it.each(['en', 'kn'])('%s: the customer\'s own cancellation emails the customer at once, in the same transaction, with the tier applied', (lang) =>
    tx(async (t) => {
      // 10 days ahead: the 7-day tier (half the advance) applies.
      const { id, receipt } = await requestedWithReceipt(t, lang, 10);
      await t.as('customerA', `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [id]);
      const b = await bookingFacts(t, id);
      const rows = await t.as<{ same_tx: boolean }>('service',
        `select e.xmin = b.xmin as same_tx from public.notification_emails e, public.bookings b
          where b.id = $1 and e.user_id = $2 and e.template = 'booking.cancelledByYou' and e.params ->> 'code' = b.tracking_code`, [id, ids.customerA]);
      expect(rows).toEqual([{ same_tx: true }]);
      const [row] = await outbox(t, b.code, 'booking.cancelledByYou');
      const [{ p }] = await t.sys<{ p: number }>('select private.refund_percent(10) as p');
      const applied = new Intl.NumberFormat(LOCALE[lang], { style: 'percent' }).format(p / 100);
      expect(p).toBe(50);
      const mail = render(row);
      expectCoreFacts(mail, b, lang, [rupees(b.advance), receipt, applied]);
      // Nothing is still due on a cancelled booking.
      expect(mail.text).toContain(rupees(0));
    }));

  it('a hold given up before paying owes the customer no email', () =>
    tx(async (t) => {
      const id = await bookingIn(t, 'held');
      await t.as('customerA', `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [id]);
      const b = await bookingFacts(t, id);
      expect(await outbox(t, b.code, 'booking.cancelledByYou')).toEqual([]);
    }));

  it.each(['hi', 'te'])('%s: the refund email states the amount refunded, the tier applied and the booking', (lang) =>
    tx(async (t) => {
      const { id, receipt } = await requestedWithReceipt(t, lang, 45);
      await t.as('customerA', `update public.bookings set status = 'cancelled_by_customer' where id = $1`, [id]);
      // The refund the cancellation queued (0035), as Razorpay reports it processed.
      const [refund] = await t.sys<{ id: string; amount_paise: string }>(`select id, amount_paise::text from public.refunds where booking_id = $1`, [id]);
      expect(Number(refund.amount_paise)).toBe(2200000);
      await t.as('service', `update public.refunds set status = 'processed', processed_at = now() where id = $1`, [refund.id]);
      const b = await bookingFacts(t, id);
      const [row] = await outbox(t, b.code, 'booking.refunded');
      const full = new Intl.NumberFormat(LOCALE[lang], { style: 'percent' }).format(1);
      expectCoreFacts(render(row), b, lang, [rupees(2200000), receipt, full, `${SITE}/bookings/${b.code}`]);
    }));

  it('words every fact in the recipient\'s language: no English label in a Hindi email', () =>
    tx(async (t) => {
      const { id } = await requestedWithReceipt(t, 'hi');
      const b = await bookingFacts(t, id);
      const [row] = await outbox(t, b.code, 'booking.requested');
      const mail = render(row);
      for (const english of ['Paid', 'Still to pay', 'Receipt', 'Cancellation terms', 'Track', 'When', 'Where']) {
        expect(mail.text).not.toContain(english);
      }
    }));
});
