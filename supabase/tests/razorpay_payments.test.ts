// Payments as Edge Functions speaking Razorpay's API (issue 14, item 3; migration 0035): the
// real local stack's /functions/v1 under Deno, and the run's own local-razorpay (global setup),
// which posts its webhooks to the razorpay-webhook function as Razorpay would. Customers, the
// provider and admins sign in and call the functions as the apps do; nothing is mocked.
import crypto from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { client, signedInUser, stack, withDb } from '../../local-supabase/test/helpers.ts';

// supabase-js is the local stack package's dependency, not the repository root's (as pg in helpers/db.ts).
type SupabaseClient = ReturnType<typeof client>;

/**
 * Shubh Utsav Events' bridal mehendi: per event, so every booking costs the same, and no
 * rolled-back suite books it (nor a bundle they book), so these committed bookings take no slot
 * another suite's fixture needs.
 */
const SERVICE = 'c0000000-0000-4000-8000-000000001003';
const rzp = () => inject('razorpay');
const fnUrl = (name: string) => `${stack().url}/functions/v1/${name}`;
const hmac = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest('hex');

interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

async function callFunction<T = Record<string, unknown>>(name: string, token: string | null, body: unknown): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', apikey: stack().anonKey };
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(fnUrl(name), { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : {}) as T };
}

async function razorpayApi<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
  const basic = `Basic ${Buffer.from(`${rzp().keyId}:${rzp().keySecret}`).toString('base64')}`;
  const r = await fetch(`${rzp().url}${path}`, {
    method,
    headers: { Authorization: basic, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as T };
}

interface CheckoutFields {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Pays an order on local-razorpay's checkout page (its form endpoint), as a customer would. */
async function pay(orderId: string, card = '5104 0600 0000 0008'): Promise<CheckoutFields> {
  const r = await fetch(`${rzp().url}/_local/checkout/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      key_id: rzp().keyId, order_id: orderId, method: 'card', card_number: card, card_expiry: '12/40', card_cvv: '123',
      card_name: 'Asha Rao', email: 'asha@example.com', contact: '+919876543210',
    }),
  });
  const body = (await r.json()) as CheckoutFields;
  if (r.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(body)}`);
  return body;
}

/** Waits until `check` returns something truthy (webhooks and refunds settle asynchronously). */
async function eventually<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const db = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  withDb(async (c) => (await c.query(sql, params)).rows as T[]);

async function paymentRow(orderId: string) {
  const [row] = await db<Record<string, unknown>>('select * from public.payments where razorpay_order_id = $1', [orderId]);
  return row!;
}
const bookingStatus = async (id: string) => (await db<{ status: string }>('select status from public.bookings where id = $1', [id]))[0]!.status;
const refundsOf = (bookingId: string) =>
  db<{ id: string; status: string; amount_paise: string; razorpay_refund_id: string | null; reason: string; initiated_by: string; attempts: number; last_error: string | null }>(
    'select * from public.refunds where booking_id = $1 order by created_at', [bookingId]);

interface Customer {
  client: SupabaseClient;
  token: string;
  userId: string;
}

async function customer(label = 'payer'): Promise<Customer> {
  const u = await signedInUser(label);
  return { client: u.client, token: u.session.access_token, userId: u.user.id };
}

let provider: Promise<{ client: SupabaseClient; token: string }> | undefined;
/** The seeded provider of SERVICE (provider@utsav.test), signed in once. */
function providerSession() {
  provider ??= (async () => {
    const c = client();
    const { data, error } = await c.auth.signInWithPassword({ email: 'provider@utsav.test', password: 'Utsav@123' });
    if (error || !data.session) throw error ?? new Error('no session');
    return { client: c, token: data.session.access_token };
  })();
  return provider;
}

/**
 * A held booking of SERVICE on a random day within the year a customer may book (0042). These
 * bookings are committed; among themselves, a taken slot means another try.
 */
async function heldBooking(who: Customer) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const day = new Date(Date.now() + (30 + crypto.randomInt(0, 330)) * 86_400_000).toISOString().slice(0, 10);
    const hour = 6 + crypto.randomInt(0, 14);
    const { data, error } = await who.client.rpc('request_booking', {
      p_service_id: SERVICE, p_event_date: day, p_event_time: `${String(hour).padStart(2, '0')}:00`, p_guest_count: 40,
      p_venue_address: '12 Temple Street, Bengaluru',
    }).single();
    if (!error) return data as { booking_id: string; tracking_code: string; advance_paise: number; remaining_paise: number };
    if (error.hint !== 'slot_taken') throw new Error(`request_booking: ${error.message}`);
  }
  throw new Error('no free slot found');
}

async function orderFor(who: Customer, bookingId: string, kind: 'advance' | 'remaining' = 'advance') {
  const r = await callFunction<{ key_id: string; order_id: string; amount: number; currency: string; booking_code: string; description: string }>(
    'payments-order', who.token, { booking_id: bookingId, kind });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** A booking whose advance is paid through Checkout and verified: status requested. */
async function paidBooking(who: Customer) {
  const booking = await heldBooking(who);
  const order = await orderFor(who, booking.booking_id);
  const fields = await pay(order.order_id);
  const verified = await callFunction('payments-verify', who.token, fields);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { booking, order, fields };
}

/** A webhook as Razorpay sends it: the raw body signed with the webhook secret. */
function sendWebhook(event: Record<string, unknown>, opts: { eventId?: string; secret?: string } = {}) {
  const raw = JSON.stringify(event);
  return fetch(fnUrl('razorpay-webhook'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': hmac(opts.secret ?? rzp().webhookSecret, raw),
      'x-razorpay-event-id': opts.eventId ?? `evt_${crypto.randomBytes(7).toString('hex')}`,
    },
    body: raw,
  });
}

// Each case pays through Checkout and waits for webhooks and refunds to settle; the first call
// of each function also boots its Deno worker.
vi.setConfig({ testTimeout: 90_000 });

describe('payments-order', () => {
  it('creates one Razorpay order for the amount the database computed, and gives a retry the same order', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    // Whatever the client says about the amount is ignored.
    const r = await callFunction<{ key_id: string; order_id: string; amount: number; currency: string; booking_code: string }>(
      'payments-order', asha.token, { booking_id: booking.booking_id, kind: 'advance', amount: 100 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ key_id: rzp().keyId, amount: Number(booking.advance_paise), currency: 'INR', booking_code: booking.tracking_code });
    const order = await razorpayApi<{ amount: number; currency: string; receipt: string; notes: Record<string, string>; status: string }>('GET', `/v1/orders/${r.body.order_id}`);
    expect(order.body).toMatchObject({ amount: Number(booking.advance_paise), currency: 'INR', status: 'created', notes: { booking_id: booking.booking_id } });
    expect(order.body.receipt.startsWith(booking.tracking_code)).toBe(true);
    expect(order.body.receipt.length).toBeLessThanOrEqual(40);

    const again = await callFunction<{ order_id: string }>('payments-order', asha.token, { booking_id: booking.booking_id, kind: 'advance' });
    expect(again.body.order_id).toBe(r.body.order_id);
    expect(await db('select id from public.payments where booking_id = $1', [booking.booking_id])).toHaveLength(1);
    // Customers see their payment with Razorpay's order id (row-level security as before).
    const { data } = await asha.client.from('payments').select('razorpay_order_id, receipt, status').eq('booking_id', booking.booking_id);
    expect(data).toEqual([{ razorpay_order_id: r.body.order_id, receipt: order.body.receipt, status: 'pending' }]);
  });

  it('a declined card leaves the order open: the retry pays into the same order, once', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    const order = await orderFor(asha, booking.booking_id);
    await expect(pay(order.order_id, '4000 0000 0000 0002')).rejects.toThrow(/card_declined|declined/i);
    await eventually(async () => (await paymentRow(order.order_id)).status === 'failed', 'payment.failed to arrive');
    expect((await paymentRow(order.order_id)).failure_reason).toBeTruthy();
    const retry = await orderFor(asha, booking.booking_id);
    expect(retry.order_id).toBe(order.order_id);
    const fields = await pay(retry.order_id);
    expect((await callFunction('payments-verify', asha.token, fields)).body).toMatchObject({ payment_status: 'succeeded', booking_status: 'requested' });
    // The order is paid: Razorpay takes no further attempt on it.
    const third = await fetch(`${rzp().url}/_local/checkout/pay`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key_id: rzp().keyId, order_id: order.order_id, method: 'upi', vpa: 'success@razorpay', email: 'asha@example.com', contact: '+919876543210' }),
    });
    expect(third.status).toBe(400);
    expect(await db('select id from public.payments where booking_id = $1', [booking.booking_id])).toHaveLength(1);
  });

  it('is refused for somebody else\'s booking, for the provider, without a session, and for a balance not yet due', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    const other = await customer('other');
    expect(await callFunction('payments-order', other.token, { booking_id: booking.booking_id, kind: 'advance' })).toEqual({ status: 404, body: { error: 'not_found' } });
    const { token } = await providerSession();
    expect(await callFunction('payments-order', token, { booking_id: booking.booking_id, kind: 'advance' })).toEqual({ status: 403, body: { error: 'forbidden' } });
    expect((await callFunction('payments-order', null, { booking_id: booking.booking_id, kind: 'advance' })).status).toBe(401);
    expect(await callFunction('payments-order', asha.token, { booking_id: booking.booking_id, kind: 'remaining' })).toEqual({ status: 409, body: { error: 'payment_not_due' } });
    expect(await callFunction('payments-order', asha.token, { booking_id: booking.booking_id, kind: 'tip' })).toEqual({ status: 400, body: { error: 'invalid_parameter' } });
    expect(await db('select id from public.payments where booking_id = $1', [booking.booking_id])).toHaveLength(0);
  });
});

describe('payments-verify (Checkout\'s callback)', () => {
  it('a good signature records the captured payment and asks the provider (held → requested)', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    const order = await orderFor(asha, booking.booking_id);
    const fields = await pay(order.order_id);
    const r = await callFunction('payments-verify', asha.token, fields);
    expect(r).toEqual({ status: 200, body: { payment_status: 'succeeded', booking_status: 'requested', refund_id: null } });
    const row = await paymentRow(order.order_id);
    expect(row).toMatchObject({ status: 'succeeded', razorpay_payment_id: fields.razorpay_payment_id, gateway_ref: fields.razorpay_payment_id, method: 'card', amount_refunded_paise: '0' });
    expect(row.verified_at).not.toBeNull();
    expect(row.captured_at).not.toBeNull();
    expect(['captured', 'refunded']).toContain(row.gateway_status);
    // Paying again for the same booking: the advance is no longer due, nor the balance until the provider confirms.
    expect(await callFunction('payments-order', asha.token, { booking_id: booking.booking_id, kind: 'advance' })).toEqual({ status: 409, body: { error: 'payment_not_due' } });
    expect(await callFunction('payments-order', asha.token, { booking_id: booking.booking_id, kind: 'remaining' })).toEqual({ status: 409, body: { error: 'payment_not_due' } });
    await (await providerSession()).client.from('bookings').update({ status: 'confirmed' }).eq('id', booking.booking_id).throwOnError();
    const balance = await orderFor(asha, booking.booking_id, 'remaining');
    expect(balance.amount).toBe(Number(booking.remaining_paise));
    expect(balance.order_id).not.toBe(order.order_id);
    const balanceFields = await pay(balance.order_id);
    expect((await callFunction('payments-verify', asha.token, balanceFields)).body).toMatchObject({ payment_status: 'succeeded', booking_status: 'confirmed' });
    expect(await callFunction('payments-order', asha.token, { booking_id: booking.booking_id, kind: 'remaining' })).toEqual({ status: 409, body: { error: 'payment_already_made' } });
  });

  it('a bad signature is refused and records nothing', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    const order = await orderFor(asha, booking.booking_id);
    // Checkout never ran: the payment id is made up, the signature signed with a guessed secret.
    const paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`;
    for (const signature of [hmac('not-the-key-secret', `${order.order_id}|${paymentId}`), 'f'.repeat(64), 'nothex']) {
      const r = await callFunction('payments-verify', asha.token, { razorpay_order_id: order.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
      expect(r).toEqual({ status: 400, body: { error: 'payment_verification_failed' } });
    }
    expect(await paymentRow(order.order_id)).toMatchObject({ status: 'pending', razorpay_payment_id: null, verified_at: null });
    expect(await bookingStatus(booking.booking_id)).toBe('held');
  });

  it('a signature made for another order (the one the client sends back) does not pay this one', async () => {
    const asha = await customer();
    const dear = await heldBooking(asha);
    const cheap = await heldBooking(asha);
    const dearOrder = await orderFor(asha, dear.booking_id);
    const cheapOrder = await orderFor(asha, cheap.booking_id);
    const fields = await pay(cheapOrder.order_id);
    // The genuine signature of (cheap order | payment), presented with the other order's id.
    const r = await callFunction('payments-verify', asha.token, { ...fields, razorpay_order_id: dearOrder.order_id });
    expect(r).toEqual({ status: 400, body: { error: 'payment_verification_failed' } });
    expect(await paymentRow(dearOrder.order_id)).toMatchObject({ status: 'pending', razorpay_payment_id: null });
    expect(await bookingStatus(dear.booking_id)).toBe('held');
    // Another customer cannot verify (or even find) Asha's order.
    const other = await customer('other');
    expect(await callFunction('payments-verify', other.token, fields)).toEqual({ status: 404, body: { error: 'not_found' } });
  });

  it('a payment that arrives after the hold ran out is refunded in full at once', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    const order = await orderFor(asha, booking.booking_id);
    // The 15 minutes pass and the timers release the slot.
    await db(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [booking.booking_id]);
    await db('select public.run_booking_timers()');
    expect(await bookingStatus(booking.booking_id)).toBe('payment_expired');
    expect(await callFunction('payments-order', asha.token, { booking_id: booking.booking_id, kind: 'advance' })).toEqual({ status: 409, body: { error: 'payment_not_due' } });

    // The customer had Checkout open and pays the order anyway.
    const fields = await pay(order.order_id);
    const r = await callFunction<{ booking_status: string }>('payments-verify', asha.token, fields);
    expect(r.status).toBe(200);
    expect(r.body.booking_status).toBe('payment_expired');
    const [refund] = await eventually(async () => {
      const rows = await refundsOf(booking.booking_id);
      return rows.length === 1 && rows[0]!.status === 'processed' ? rows : undefined;
    }, 'the refund to be processed');
    expect(refund).toMatchObject({ reason: 'booking_not_payable', initiated_by: 'system', amount_paise: String(booking.advance_paise) });
    const atRazorpay = await razorpayApi<{ status: string; amount_refunded: number }>('GET', `/v1/payments/${fields.razorpay_payment_id}`);
    expect(atRazorpay.body).toMatchObject({ status: 'refunded', amount_refunded: Number(booking.advance_paise) });
    expect(await paymentRow(order.order_id)).toMatchObject({ status: 'refunded', amount_refunded_paise: String(booking.advance_paise) });
    expect(await bookingStatus(booking.booking_id)).toBe('payment_expired');
  });
});

describe('payments-reconcile (the callback and the webhooks never came)', () => {
  it('fetches the order\'s payments from Razorpay, records the captured one and asks the provider; only the system or an admin may run it', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    const order = await orderFor(asha, booking.booking_id);
    // Razorpay's deliveries to us fail, and the customer closes the tab once Checkout says paid.
    expect((await razorpayApi('POST', `/_local/orders/${order.order_id}/withhold-webhooks`)).status).toBe(200);
    const fields = await pay(order.order_id);
    expect(await bookingStatus(booking.booking_id)).toBe('held');

    expect((await callFunction('payments-reconcile', asha.token, { order_id: order.order_id })).status).toBe(403);
    expect((await callFunction('payments-reconcile', (await providerSession()).token, { order_id: order.order_id })).status).toBe(403);
    expect((await callFunction('payments-reconcile', stack().serviceKey, { order_id: 'not-an-order' })).status).toBe(400);
    const run = await callFunction('payments-reconcile', stack().serviceKey, { order_id: order.order_id });
    expect(run).toEqual({ status: 200, body: { orders: 1, recorded: 1, failed: [] } });
    expect(await paymentRow(order.order_id)).toMatchObject({
      status: 'succeeded', gateway_status: 'captured', razorpay_payment_id: fields.razorpay_payment_id, verified_at: null, reconciled_at: expect.any(Date),
    });
    expect(await bookingStatus(booking.booking_id)).toBe('requested');
    // The next run finds nothing open on that order; the callback arriving late changes nothing.
    expect((await callFunction('payments-reconcile', stack().serviceKey, { order_id: order.order_id })).body).toEqual({ orders: 0, recorded: 0, failed: [] });
    const late = await callFunction('payments-verify', asha.token, fields);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ payment_status: 'succeeded', booking_status: 'requested', refund_id: null });
  });

  it('an admin reconciles one stuck payment they name, and the log says who asked and what came of it (issue 26)', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    const order = await orderFor(asha, booking.booking_id);
    expect((await razorpayApi('POST', `/_local/orders/${order.order_id}/withhold-webhooks`)).status).toBe(200);
    const fields = await pay(order.order_id);
    const { id: paymentId } = await paymentRow(order.order_id) as { id: string };
    const admin = client();
    const { data: signedIn } = await admin.auth.signInWithPassword({ email: 'admin@utsav.test', password: 'Utsav@123' });
    const adminToken = signedIn.session!.access_token;

    // One payment, named once: a batch, both names, none, or a payment id from the system are refused.
    for (const body of [{}, { limit: 5 }, { order_id: order.order_id, limit: 1 }, { order_id: order.order_id, payment_id: paymentId }, { payment_id: 'not-a-uuid' }]) {
      expect({ body, status: (await callFunction('payments-reconcile', adminToken, body)).status }).toEqual({ body, status: 400 });
    }
    expect((await callFunction('payments-reconcile', stack().serviceKey, { payment_id: paymentId })).status).toBe(400);
    expect((await callFunction('payments-reconcile', adminToken, { payment_id: crypto.randomUUID() })).status).toBe(404);
    expect((await callFunction('payments-reconcile', asha.token, { payment_id: paymentId })).status).toBe(403);

    const run = await callFunction('payments-reconcile', adminToken, { payment_id: paymentId });
    expect(run).toEqual({ status: 200, body: { orders: 1, recorded: 1, failed: [] } });
    expect(await paymentRow(order.order_id)).toMatchObject({ status: 'succeeded', gateway_status: 'captured', razorpay_payment_id: fields.razorpay_payment_id });
    expect(await bookingStatus(booking.booking_id)).toBe('requested');
    // By order id (what the stuck-payments list shows) it is the same payment: nothing left open.
    expect(await callFunction('payments-reconcile', adminToken, { order_id: order.order_id })).toEqual({ status: 200, body: { orders: 0, recorded: 0, failed: [] } });

    const log = await db<{ admin_id: string; action: string; target_type: string; details: Record<string, unknown> }>(
      `select admin_id, action, target_type, details from public.admin_audit_log where target_id = $1 order by created_at, id`, [paymentId]);
    expect(log.map((row) => [row.action, row.target_type, row.admin_id])).toEqual([
      ['payment.reconcile', 'payment', signedIn.user!.id],
      ['payment.reconciled', 'payment', signedIn.user!.id],
      ['payment.reconcile', 'payment', signedIn.user!.id],
      ['payment.reconciled', 'payment', signedIn.user!.id],
    ]);
    expect(log[0]!.details).toMatchObject({ order_id: order.order_id, status: 'pending' });
    expect(log[1]!.details).toMatchObject({ order_id: order.order_id, status: 'succeeded', outcome: { orders: 1, recorded: 1, failed: [] } });
  });
});

describe('razorpay-webhook', () => {
  it('a bad signature is a 400 and touches nothing', async () => {
    const eventId = `evt_${crypto.randomBytes(7).toString('hex')}`;
    const event = { entity: 'event', event: 'payment.captured', contains: ['payment'], payload: {}, created_at: 1 };
    const r = await sendWebhook(event, { eventId, secret: rzp().keySecret });
    expect(r.status).toBe(400);
    const unsigned = await fetch(fnUrl('razorpay-webhook'), { method: 'POST', headers: { 'x-razorpay-event-id': eventId }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect(await db('select 1 from public.razorpay_webhook_events where event_id = $1', [eventId])).toHaveLength(0);
  });

  it('Razorpay\'s own events arrive and a replayed one is applied once', async () => {
    const asha = await customer();
    const { order, fields } = await paidBooking(asha);
    const events = await eventually(async () => {
      const rows = await db<{ event_id: string; event_type: string; processed_at: Date | null }>(
        `select event_id, event_type, processed_at from public.razorpay_webhook_events where payload -> 'payload' -> 'payment' -> 'entity' ->> 'id' = $1`, [fields.razorpay_payment_id]);
      return rows.length >= 3 ? rows : undefined;
    }, 'the payment\'s webhooks', 30_000);
    expect(events.map((e) => e.event_type).sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    expect(events.every((e) => e.processed_at)).toBe(true);
    const captured = events.find((e) => e.event_type === 'payment.captured')!;

    const before = await paymentRow(order.order_id);
    const resent = await razorpayApi('POST', `/_local/webhooks/${captured.event_id}/resend`);
    expect(resent.status).toBe(200);
    // Each delivery (the first, maybe after retries while the function booted, and the resend) ends in a 200.
    await eventually(async () => {
      const e = await razorpayApi<{ deliveries: { tries: { status?: number }[] }[] }>('GET', `/_local/webhooks/${captured.event_id}`);
      return e.body.deliveries.length >= 2 && e.body.deliveries.every((d) => d.tries.at(-1)?.status === 200);
    }, 'the resent event to be delivered', 30_000);
    expect(await db('select 1 from public.razorpay_webhook_events where event_id = $1', [captured.event_id])).toHaveLength(1);
    expect(await paymentRow(order.order_id)).toEqual(before);
  });

  it('events out of order (captured before authorized, then a stale failure) end captured', async () => {
    const asha = await customer();
    const booking = await heldBooking(asha);
    const order = await orderFor(asha, booking.booking_id);
    // A payment entity as Razorpay's webhooks carry it, for this order, at each of its moments.
    const paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`;
    const entity = (status: string, extra: Record<string, unknown> = {}) => ({
      id: paymentId, entity: 'payment', amount: order.amount, currency: 'INR', status, order_id: order.order_id, method: 'upi',
      captured: status === 'captured', amount_refunded: 0, error_code: null, error_description: null, created_at: Math.floor(Date.now() / 1000), ...extra,
    });
    const event = (name: string, status: string, extra?: Record<string, unknown>) => ({
      entity: 'event', account_id: 'acc_UtsavLocal0001', event: name, contains: ['payment'], payload: { payment: { entity: entity(status, extra) } }, created_at: Math.floor(Date.now() / 1000),
    });
    const capturedId = `evt_${crypto.randomBytes(7).toString('hex')}`;
    expect((await sendWebhook(event('payment.captured', 'captured'), { eventId: capturedId })).status).toBe(200);
    expect((await sendWebhook(event('payment.authorized', 'authorized'))).status).toBe(200);
    expect((await sendWebhook(event('payment.failed', 'failed', { error_description: 'late news' }))).status).toBe(200);
    // The same event id again (a retry) is answered 2xx and not applied twice.
    const again = await sendWebhook(event('payment.captured', 'captured'), { eventId: capturedId });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    expect(await paymentRow(order.order_id)).toMatchObject({ status: 'succeeded', gateway_status: 'captured', razorpay_payment_id: paymentId, failure_reason: null });
    expect(await bookingStatus(booking.booking_id)).toBe('requested');

    // The provider declines: everything paid is owed back. Razorpay has never heard of this
    // payment, so its refund API refuses: the refund stays pending, visible, to be retried.
    const { client: providerClient } = await providerSession();
    const declined = await providerClient.from('bookings').update({ status: 'declined', status_note: 'Not available' }).eq('id', booking.booking_id).select('status');
    expect(declined.error).toBeNull();
    const sent = await callFunction<{ sent: number; failed: number; refunds: { refund_id: string; error?: string }[] }>(
      'payments-refunds', stack().serviceKey, { refund_id: (await refundsOf(booking.booking_id))[0]!.id });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: 0, failed: 1 });
    const [refund] = await refundsOf(booking.booking_id);
    expect(refund).toMatchObject({ status: 'pending', razorpay_refund_id: null, reason: 'declined', initiated_by: 'provider', attempts: 1, amount_paise: String(order.amount) });
    expect(refund!.last_error).toMatch(/400/);
    const { data } = await asha.client.from('refunds').select('status, amount_paise').eq('booking_id', booking.booking_id);
    expect(data).toEqual([{ status: 'pending', amount_paise: order.amount }]);
  });
});

describe('refunds', () => {
  it('a declined booking\'s advance goes back through the refund API and its webhooks', async () => {
    const asha = await customer();
    const { booking, order, fields } = await paidBooking(asha);
    const { client: providerClient, token: providerToken } = await providerSession();
    const declined = await providerClient.from('bookings').update({ status: 'declined', status_note: 'Fully booked' }).eq('id', booking.booking_id).select('status');
    expect(declined.error).toBeNull();
    const [owed] = await refundsOf(booking.booking_id);
    expect(owed).toMatchObject({ status: 'pending', reason: 'declined', initiated_by: 'provider', amount_paise: String(booking.advance_paise) });

    // Only the system and admins send refunds.
    expect(await callFunction('payments-refunds', asha.token, {})).toEqual({ status: 403, body: { error: 'forbidden' } });
    expect(await callFunction('payments-refunds', providerToken, {})).toEqual({ status: 403, body: { error: 'forbidden' } });
    expect((await callFunction('payments-refunds', null, {})).status).toBe(401);
    const admin = client();
    const { data: adminSession } = await admin.auth.signInWithPassword({ email: 'admin@utsav.test', password: 'Utsav@123' });
    expect(await callFunction('payments-refunds', adminSession.session!.access_token, { refund_id: crypto.randomUUID() })).toEqual({ status: 200, body: { sent: 0, failed: 0, refunds: [] } });
    const sent = await callFunction<{ refunds: { refund_id: string; razorpay_refund_id?: string }[] }>('payments-refunds', stack().serviceKey, { refund_id: owed!.id });
    expect(sent.status).toBe(200);
    expect(sent.body.refunds).toEqual([{ refund_id: owed!.id, razorpay_refund_id: expect.stringMatching(/^rfnd_/), status: 'pending' }]);

    const [done] = await eventually(async () => {
      const rows = await refundsOf(booking.booking_id);
      return rows[0]?.status === 'processed' ? rows : undefined;
    }, 'refund.processed');
    expect(done!.razorpay_refund_id).toBe(sent.body.refunds[0]!.razorpay_refund_id);
    expect(await paymentRow(order.order_id)).toMatchObject({ status: 'refunded', amount_refunded_paise: String(booking.advance_paise) });
    const atRazorpay = await razorpayApi<{ items: { id: string; amount: number; notes: Record<string, string> }[] }>('GET', `/v1/payments/${fields.razorpay_payment_id}/refunds`);
    expect(atRazorpay.body.items).toEqual([expect.objectContaining({ id: done!.razorpay_refund_id, amount: Number(booking.advance_paise), notes: expect.objectContaining({ refund_id: owed!.id }) })]);
    // Sending again finds nothing to send: no second refund.
    const again = await callFunction<{ sent: number }>('payments-refunds', stack().serviceKey, { refund_id: owed!.id });
    expect(again.body).toMatchObject({ sent: 0, failed: 0 });

    // Who sees it: the customer and the provider of the booking; not another customer.
    expect((await asha.client.from('refunds').select('id').eq('booking_id', booking.booking_id)).data).toHaveLength(1);
    expect((await providerClient.from('refunds').select('id').eq('booking_id', booking.booking_id)).data).toHaveLength(1);
    const other = await customer('other');
    expect((await other.client.from('refunds').select('id').eq('booking_id', booking.booking_id)).data).toEqual([]);
    expect((await other.client.from('razorpay_webhook_events').select('event_id').limit(1)).data).toEqual([]);
  });

  it('a refund Razorpay fails stays failed and visible; nothing counts as refunded', async () => {
    const asha = await customer();
    const { booking, order } = await paidBooking(asha);
    // The customer cancels long before the event: the whole advance comes back (tiers of 0033).
    const cancelled = await asha.client.from('bookings').update({ status: 'cancelled_by_customer' }).eq('id', booking.booking_id).select('status');
    expect(cancelled.error).toBeNull();
    const [owed] = await refundsOf(booking.booking_id);
    expect(owed).toMatchObject({ status: 'pending', reason: 'cancelled_by_customer', initiated_by: 'customer', amount_paise: String(booking.advance_paise) });

    expect((await razorpayApi('POST', '/_local/next-refund-fails')).status).toBe(200);
    const sent = await callFunction<{ sent: number }>('payments-refunds', stack().serviceKey, { refund_id: owed!.id });
    expect(sent.body).toMatchObject({ sent: 1, failed: 0 });
    const [failed] = await eventually(async () => {
      const rows = await refundsOf(booking.booking_id);
      return rows[0]?.status === 'failed' ? rows : undefined;
    }, 'refund.failed');
    expect(failed!.razorpay_refund_id).toMatch(/^rfnd_/);
    expect(await paymentRow(order.order_id)).toMatchObject({ status: 'succeeded', amount_refunded_paise: '0' });
    const { data } = await asha.client.from('refunds').select('status').eq('booking_id', booking.booking_id);
    expect(data).toEqual([{ status: 'failed' }]);
    // A late refund.processed for a failed refund does not turn it around (forward only).
    const [event] = await db<{ payload: Record<string, unknown> }>(
      `select payload from public.razorpay_webhook_events where event_type = 'refund.failed' and payload -> 'payload' -> 'refund' -> 'entity' ->> 'id' = $1`, [failed!.razorpay_refund_id]);
    const processed = structuredClone(event!.payload) as { event: string; payload: { refund: { entity: { status: string } } } };
    processed.event = 'refund.processed';
    processed.payload.refund.entity.status = 'processed';
    expect((await sendWebhook(processed)).status).toBe(200);
    expect((await refundsOf(booking.booking_id))[0]!.status).toBe('failed');
  });
});
