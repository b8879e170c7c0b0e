// Fixtures for the admin remote's journeys (issue 26): a week of marketplace activity placed in
// March 2019, a window no other test or the seed touches, so the numbers page shows these rows
// and nothing else, and what each figure must be, worked out here from the rows as made. The
// bookings walk the lifecycle as the database does it (held, advance paid, answered, completed),
// then their clocks are moved back to the window. Everything made is removed afterwards.
import { createThrowawayUser, type ApiSession } from './auth';
import { completedBooking } from './bookings';
import { sql } from './db';
import { E2E_ANON_KEY, E2E_RAZORPAY_URL, E2E_SUPABASE_URL } from './e2e-env';
import { reviewProvider, submitApplicationAs } from './providers';

/** Inclusive India days the fixture's bookings were made on. */
export const METRICS_WINDOW = { from: '2019-03-04', to: '2019-03-10' } as const;

interface Pick {
  serviceId: string;
  slug: string;
  categoryName: string;
  city: string;
}

/** One booking of the week: when it was made (India time), what became of it, how fast the provider answered. */
interface Plan {
  madeAt: string;
  service: 0 | 1 | 2;
  end: 'confirmed' | 'completed' | 'declined' | 'requested' | 'payment_expired';
  answerSeconds?: number;
}

// The third booking is made at 02:00 India time on the 7th, still the 6th in UTC: the day must be India's.
const PLANS: Plan[] = [
  { madeAt: '2019-03-04T10:00:00+05:30', service: 0, end: 'confirmed', answerSeconds: 3600 },
  { madeAt: '2019-03-05T12:30:00+05:30', service: 1, end: 'completed', answerSeconds: 3 * 3600 },
  { madeAt: '2019-03-07T02:00:00+05:30', service: 0, end: 'declined', answerSeconds: 1800 },
  { madeAt: '2019-03-07T18:15:00+05:30', service: 2, end: 'requested' },
  { madeAt: '2019-03-10T21:45:00+05:30', service: 1, end: 'payment_expired' },
];

export interface MetricsRow {
  id: string;
  day: string;
  status: string;
  totalPaise: number;
  advancePaise: number;
  requested: boolean;
  answerSeconds?: number;
  refundPaise: number;
  pick: Pick;
}

export interface MetricsFixture {
  rows: MetricsRow[];
  cleanup: () => Promise<void>;
}

/** Three services of approved providers: two categories in one city and a third service in another city. */
async function pickServices(): Promise<[Pick, Pick, Pick]> {
  const rows = await sql<Pick & { provider_id: string }>(
    `select s.id as "serviceId", s.category_slug as slug, sc.name as "categoryName", sp.city, sp.id as provider_id
       from public.services s
       join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
       join public.service_categories sc on sc.slug = s.category_slug
      where s.active and s.price_unit = 'per_event'
      order by sp.city, s.category_slug, s.id`,
  );
  const first = rows[0]!;
  const sameCity = rows.find((row) => row.city === first.city && row.slug !== first.slug);
  const otherCity = rows.find((row) => row.city !== first.city);
  if (!sameCity || !otherCity) throw new Error('the seed has no two categories in one city and a second city');
  return [first, sameCity, otherCity];
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * A hold made at `madeAt` (the system may write a booking's creation time; its hold is given an
 * hour from now so the timers leave it alone), on a free future slot of the service.
 */
async function heldAt(customerId: string, serviceId: string, madeAt: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await sql<{ id: string }>(
        `insert into public.bookings (customer_id, service_id, event_date, event_time, guest_count, created_at, hold_expires_at)
         select $1, s.id, current_date + $3::integer, make_time($4, 0, 0), coalesce(s.min_guests, 1), $5::timestamptz, now() + interval '1 hour'
           from public.services s where s.id = $2
         returning id`,
        [customerId, serviceId, randomInt(120, 330), randomInt(6, 20), madeAt],
      );
      await sql(`insert into public.booking_venues (booking_id, venue_address) values ($1, '2 Bull Temple Road, Bengaluru')`, [row!.id]);
      return row!.id;
    } catch (e) {
      if ((e as { hint?: string }).hint !== 'slot_taken' || attempt > 10) throw e;
    }
  }
}

const iso = (date: Date) => date.toISOString();

/**
 * Makes the week's bookings in METRICS_WINDOW: each made at its time, its advance paid 5 minutes
 * later (the request), the provider's answer `answerSeconds` after that, a completion a day after
 * the answer, and a declined booking's refund processed an hour after the answer. The system
 * writes a booking's and a payment's times as given; the events' times are set afterwards.
 */
export async function metricsFixture(): Promise<MetricsFixture> {
  const picks = await pickServices();
  const rows: MetricsRow[] = [];
  const made: string[] = [];
  const cleanup = async () => {
    await sql(`delete from public.refunds where booking_id = any($1::uuid[])`, [made]);
    await sql(`delete from public.payments where booking_id = any($1::uuid[])`, [made]);
    await sql(`delete from public.bookings where id = any($1::uuid[])`, [made]);
  };
  for (const plan of PLANS) {
    const customer = await createThrowawayUser('admin-numbers');
    const pick = picks[plan.service];
    const id = await heldAt(customer.user.id, pick.serviceId, plan.madeAt);
    made.push(id);
    const requestedAt = new Date(Date.parse(plan.madeAt) + 5 * 60_000);
    const answeredAt = plan.answerSeconds === undefined ? undefined : new Date(requestedAt.getTime() + plan.answerSeconds * 1000);
    if (plan.end === 'payment_expired') {
      await sql(`update public.bookings set status = 'payment_expired' where id = $1`, [id]);
    } else {
      await sql(
        `insert into public.payments (booking_id, kind, amount_paise, status, razorpay_payment_id, paid_at, created_at)
         select id, 'advance', advance_paise, 'succeeded', 'pay_' || substr(md5(id::text), 1, 14), $2::timestamptz, $3::timestamptz
           from public.bookings where id = $1`,
        [id, iso(requestedAt), plan.madeAt],
      );
      if (plan.end === 'confirmed' || plan.end === 'completed') await sql(`update public.bookings set status = 'confirmed' where id = $1`, [id]);
      if (plan.end === 'completed') {
        // As support does (bookings.ts completedBooking): the event goes back to the past before it is marked done.
        await sql(`update public.bookings set event_date = current_date - 3 where id = $1`, [id]);
        await sql(`update public.bookings set status = 'completed', status_note = 'Event done' where id = $1`, [id]);
      }
      if (plan.end === 'declined') await sql(`update public.bookings set status = 'declined', status_note = 'Fully booked that day' where id = $1`, [id]);
    }
    await sql(`update public.booking_events set created_at = $2 where booking_id = $1 and to_status in ('held', 'payment_expired')`, [id, plan.madeAt]);
    await sql(`update public.booking_events set created_at = $2 where booking_id = $1 and to_status = 'requested'`, [id, iso(requestedAt)]);
    if (answeredAt) {
      await sql(`update public.booking_events set created_at = $2, actor_role = 'provider' where booking_id = $1 and to_status in ('confirmed', 'declined')`, [id, iso(answeredAt)]);
      await sql(`update public.booking_events set created_at = $2 where booking_id = $1 and to_status = 'completed'`, [id, iso(new Date(answeredAt.getTime() + 86_400_000))]);
      await sql(
        `update public.refunds set status = 'processed', razorpay_refund_id = 'rfnd_' || substr(md5(id::text), 1, 14), claimed_until = null, sent_at = $2, processed_at = $3
          where booking_id = $1`,
        [id, iso(answeredAt), iso(new Date(answeredAt.getTime() + 3_600_000))],
      );
    }
    const [booking] = await sql<{ status: string; total_paise: string; advance_paise: string; refunded: string; requested: boolean; created: string }>(
      `select b.status, b.total_paise, b.advance_paise, to_char(b.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as created,
              (select coalesce(sum(r.amount_paise), 0) from public.refunds r where r.booking_id = b.id and r.status = 'processed') as refunded,
              exists (select 1 from public.booking_events e where e.booking_id = b.id and e.to_status = 'requested') as requested
         from public.bookings b where b.id = $1`,
      [id],
    );
    if (booking!.status !== plan.end || booking!.created !== plan.madeAt.slice(0, 10)) {
      throw new Error(`booking ${id} is ${booking!.status} made ${booking!.created}, not ${plan.end} made ${plan.madeAt}`);
    }
    rows.push({
      id,
      day: plan.madeAt.slice(0, 10),
      status: booking!.status,
      totalPaise: Number(booking!.total_paise),
      advancePaise: Number(booking!.advance_paise),
      requested: booking!.requested,
      answerSeconds: plan.answerSeconds,
      refundPaise: Number(booking!.refunded),
      pick,
    });
  }
  return { rows, cleanup };
}

export interface ExpectedMetrics {
  byDay: Map<string, Map<string, number>>;
  gmvConfirmed: number;
  gmvCompleted: number;
  advances: number;
  refunds: number;
  requests: number;
  confirmed: number;
  conversion: number | null;
  medianResponseSeconds: number | null;
  categories: { name: string; bookings: number; gmv: number }[];
  cities: { city: string; bookings: number; gmv: number }[];
}

/** The figures as the issue defines them, worked out from the rows (not asked of the database). */
export function expectedMetrics(rows: MetricsRow[]): ExpectedMetrics {
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const byDay = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? new Map<string, number>();
    day.set(row.status, (day.get(row.status) ?? 0) + 1);
    byDay.set(row.day, day);
  }
  const requested = rows.filter((row) => row.requested);
  const reachedConfirmed = requested.filter((row) => row.status === 'confirmed' || row.status === 'completed');
  const answers = requested.flatMap((row) => (row.answerSeconds === undefined ? [] : [row.answerSeconds])).sort((a, b) => a - b);
  const median = answers.length === 0 ? null
    : answers.length % 2 ? answers[(answers.length - 1) / 2]!
    : (answers[answers.length / 2 - 1]! + answers[answers.length / 2]!) / 2;
  const gmvOf = (list: MetricsRow[]) => sum(list.filter((row) => row.status === 'confirmed' || row.status === 'completed').map((row) => row.totalPaise));
  const group = <K extends string>(key: (row: MetricsRow) => K) => {
    const groups = new Map<K, MetricsRow[]>();
    for (const row of requested) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return [...groups].map(([name, list]) => ({ name, bookings: list.length, gmv: gmvOf(list) }))
      .sort((a, b) => b.bookings - a.bookings || b.gmv - a.gmv);
  };
  return {
    byDay,
    gmvConfirmed: sum(rows.filter((row) => row.status === 'confirmed').map((row) => row.totalPaise)),
    gmvCompleted: sum(rows.filter((row) => row.status === 'completed').map((row) => row.totalPaise)),
    advances: sum(requested.map((row) => row.advancePaise)),
    refunds: sum(rows.map((row) => row.refundPaise)),
    requests: requested.length,
    confirmed: reachedConfirmed.length,
    conversion: requested.length === 0 ? null : reachedConfirmed.length / requested.length,
    medianResponseSeconds: median,
    categories: group((row) => row.pick.categoryName).map(({ name, ...rest }) => ({ name, ...rest })),
    cities: group((row) => row.pick.city).map(({ name, ...rest }) => ({ city: name, ...rest })),
  };
}

// ---- The journeys' own rows: a provider of the test's own, a booking paid through the gateway, a review.

export interface OwnProvider {
  applicant: ApiSession & { password: string };
  providerId: string;
  serviceId: string;
  /** A word in the service's title that nothing else in the catalogue has: what the search looks for. */
  word: string;
  title: string;
}

/**
 * An approved provider of the test's own with one service in the catalogue, so suspending it never
 * takes a seeded provider other specs count on out of search.
 */
export async function ownProvider(label: string): Promise<OwnProvider> {
  const applicant = await createThrowawayUser(label);
  const suffix = Math.random().toString(36).slice(2, 8);
  const providerId = await submitApplicationAs(applicant, `Suspend Studio ${suffix}`);
  await reviewProvider(providerId, 'approved');
  const word = `Zephyr${suffix}`;
  const title = `${word} bridal mehendi`;
  const [service] = await sql<{ id: string }>(
    `insert into public.services (provider_id, category_slug, title, description, price_paise, city)
     values ($1, 'mehendi-artists', $2, 'Bridal mehendi with natural henna, both hands and feet.', 1500000, 'Chennai') returning id`,
    [providerId, title],
  );
  return { applicant, providerId, serviceId: service!.id, word, title };
}

async function asUser<T>(session: ApiSession, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${E2E_SUPABASE_URL}${path}`, {
    method: 'POST',
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface GatewayBooking {
  id: string;
  code: string;
  advancePaise: number;
}

/**
 * A request whose advance the customer paid at the local Razorpay-shaped gateway (its checkout
 * form endpoint), as Checkout would: the order from payments-order, the payment, the gateway's
 * webhook: a real payment that a refund can go back to.
 */
export async function paidThroughGateway(customer: ApiSession, serviceId: string): Promise<GatewayBooking> {
  let booking: { booking_id: string; tracking_code: string; advance_paise: number } | undefined;
  for (let attempt = 0; !booking; attempt++) {
    const day = new Date(Date.now() + (120 + Math.floor(Math.random() * 200)) * 86_400_000).toISOString().slice(0, 10);
    const hour = String(6 + Math.floor(Math.random() * 14)).padStart(2, '0');
    try {
      [booking] = await asUser<{ booking_id: string; tracking_code: string; advance_paise: number }[]>(customer, '/rest/v1/rpc/request_booking', {
        p_service_id: serviceId, p_event_date: day, p_event_time: `${hour}:00`, p_guest_count: 40, p_venue_address: '12 Temple Street, Chennai',
      });
    } catch (e) {
      if (attempt > 5 || !String(e).includes('slot_taken')) throw e;
    }
  }
  const order = await asUser<{ key_id: string; order_id: string }>(customer, '/functions/v1/payments-order', { booking_id: booking.booking_id, kind: 'advance' });
  const paid = await fetch(`${E2E_RAZORPAY_URL}/_local/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key_id: order.key_id, order_id: order.order_id, method: 'card', card_number: '5104 0600 0000 0008', card_expiry: '12/40', card_cvv: '123',
      card_name: 'Test Guest', email: customer.user.email, contact: '+919876543210',
    }),
  });
  if (!paid.ok) throw new Error(`checkout failed: HTTP ${paid.status} ${await paid.text()}`);
  // The webhook settles it: wait for the request to reach the provider.
  for (let tries = 0; ; tries++) {
    const [row] = await sql<{ status: string }>('select status from public.bookings where id = $1', [booking.booking_id]);
    if (row?.status === 'requested') break;
    if (tries > 100) throw new Error(`booking ${booking.tracking_code} stayed ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { id: booking.booking_id, code: booking.tracking_code, advancePaise: Number(booking.advance_paise) };
}

/** A completed booking of a fresh customer with their review on the provider's public page. */
export async function reviewedBooking(serviceId: string, comment: string): Promise<{ reviewId: string; providerId: string; bookingId: string }> {
  const customer = await createThrowawayUser('admin-review');
  const booking = await completedBooking(customer.user.id, serviceId, 120 + Math.floor(Math.random() * 200), 6 + Math.floor(Math.random() * 14));
  const [review] = await sql<{ id: string }>(
    `insert into public.reviews (booking_id, customer_id, provider_id, service_id, reviewer_name, rating, comment)
     select b.id, b.customer_id, b.provider_id, b.service_id, 'Test Guest', 2, $2 from public.bookings b where b.id = $1 returning id`,
    [booking.id, comment],
  );
  return { reviewId: review!.id, providerId: booking.providerId, bookingId: booking.id };
}
