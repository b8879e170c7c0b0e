// The booking emails go out (issue 14, item 8; migration 0037): the send-notification-emails
// Edge Function under the real local stack's Deno claims what the outbox owes, words it in the
// recipient's language and sends it through Resend's API, here the gateway's stand-in
// (/email/v1), which relays it to the stack's mail catcher. Committed rows, removed afterwards.
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { localEmailApiKey } from '../../local-supabase/src/email/email-api.ts';
import { client, confirmedUser, latestEmail, signedInUser, stack, uniqueEmail, withDb } from '../../local-supabase/test/helpers.ts';

const sendUrl = () => `${stack().url}/functions/v1/send-notification-emails`;
const created: string[] = [];

async function send(token: string | null, body: unknown = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', apikey: stack().anonKey };
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(sendUrl(), { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as { sent?: number; emails?: { id: string; status: string; error?: string }[]; error?: string; msg?: string } };
}

/** A booking notification for the user as the database writes it; its outbox row made due before any other. */
async function bookingNotification(userId: string, params: Record<string, unknown>, template = 'booking.confirmed', link = `/bookings/${params.code}`) {
  return withDb(async (db) => {
    await db.query(
      `insert into public.notifications (user_id, template, params, title, message, type, link)
       values ($1, $2, $3, 'Booking confirmed', 'English words', 'booking', $4)`,
      [userId, template, JSON.stringify(params), link],
    );
    const r = await db.query<{ id: string }>(
      `update public.notification_emails set next_attempt_at = '2000-01-01' where user_id = $1 and params ->> 'code' = $2 returning id`,
      [userId, params.code],
    );
    return r.rows[0]!.id;
  });
}

const outbox = (id: string) =>
  withDb(async (db) => (await db.query('select status, attempts, provider_message_id, sent_at is not null as has_time from public.notification_emails where id = $1', [id])).rows[0]);

afterAll(async () => {
  // The profile, its notifications and their outbox rows go with the account.
  for (const id of created) await client('service').auth.admin.deleteUser(id);
});

describe('send-notification-emails', () => {
  it('sends a Hindi speaker the email in Hindi, with the booking code and a link to the booking', async () => {
    const email = uniqueEmail('hindi');
    const user = await confirmedUser(email, 'Test@12345', { full_name: 'Test Hindi', preferred_language: 'hi' });
    created.push(user.id);
    const code = `UTS-${crypto.randomBytes(4).toString('hex').toUpperCase().slice(0, 6)}`;
    const id = await bookingNotification(user.id, { code, provider: 'शुभ उत्सव इवेंट्स', what: 'गृह प्रवेश पूजा', date: '2027-02-14', time: '10:00', guests: 50 });

    const r = await send(stack().serviceKey, { limit: 5 });
    expect(r.status).toBe(200);
    expect(r.body.emails).toContainEqual({ id, status: 'sent' });

    const mail = await latestEmail(email);
    expect(mail.subject).toBe(`बुकिंग पक्की हुई · ${code}`);
    expect(mail.text).toContain(`शुभ उत्सव इवेंट्स ने गृह प्रवेश पूजा के लिए बुकिंग ${code} पक्की कर दी है।`);
    expect(mail.text).toContain(`बुकिंग कोड: ${code}`);
    expect(mail.text).toMatch(new RegExp(`अपनी बुकिंग देखें: https?://\\S+/bookings/${code}\\n`));
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain(`/bookings/${code}"`);
    expect(mail.headers['content-language']).toBe('hi');
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1, has_time: true, provider_message_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    // Sent is sent: the next run does not send it again.
    const again = await send(stack().serviceKey, { limit: 5 });
    expect(again.body.emails?.map((e) => e.id)).not.toContain(id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = (await (await fetch(`${stack().inboxUrl}/api/email`)).json()) as { to: { address: string }[] }[];
    expect(all.filter((m) => m.to.some((t) => t.address === email))).toHaveLength(1);
  }, 60_000);

  it('words a provider\'s email with the dates in their language and a link to the dashboard', async () => {
    const email = uniqueEmail('tamil');
    const user = await confirmedUser(email, 'Test@12345', { full_name: 'Test Tamil', preferred_language: 'ta' });
    created.push(user.id);
    const code = `UTS-${crypto.randomBytes(4).toString('hex').toUpperCase().slice(0, 6)}`;
    const id = await bookingNotification(user.id, { code, what: 'Pooja', date: '2027-02-14', time: '10:00', guests: 40 }, 'booking.reminder', '/dashboard');
    const r = await send(stack().serviceKey, { limit: 5 });
    expect(r.body.emails).toContainEqual({ id, status: 'sent' });
    const mail = await latestEmail(email);
    expect(mail.subject).toBe(`நிகழ்ச்சி நெருங்குகிறது · ${code}`);
    const day = new Intl.DateTimeFormat('ta-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2027-02-14T00:00:00Z'));
    expect(mail.text).toContain(`நினைவூட்டல்: Pooja, ${day} அன்று 10:00 மணிக்கு, 40 விருந்தினர்கள். முன்பதிவு ${code}.`);
    expect(mail.text).toMatch(/உங்கள் டாஷ்போர்டைத் திறக்கவும்: https?:\/\/\S+\/dashboard\n/);
  }, 60_000);

  it('sends the booking\'s facts the outbox holds (0047), in the recipient\'s language, with a link that works signed out', async () => {
    const email = uniqueEmail('telugu');
    const user = await confirmedUser(email, 'Test@12345', { full_name: 'Test Telugu', preferred_language: 'te' });
    created.push(user.id);
    const code = `UTS-${crypto.randomBytes(4).toString('hex').toUpperCase().slice(0, 6)}`;
    const id = await bookingNotification(user.id, { code, provider: 'Shubh Utsav Events', what: 'Pooja' });
    // Facts as private.booking_email_facts writes them when the bell speaks; this booking is made up.
    await withDb((db) => db.query(`update public.notification_emails set facts = $2 where id = $1`, [id, JSON.stringify({
      what: 'Pooja', provider: 'Shubh Utsav Events', date: '2027-02-14', time: '18:30', city: 'Hyderabad',
      paidPaise: 2200000, duePaise: 8800000, receipt: `${code}-A1`, tiers: [{ minDays: 30, percent: 100 }, { minDays: 7, percent: 50 }, { minDays: 0, percent: 0 }],
    })]));
    const r = await send(stack().serviceKey, { limit: 5 });
    expect(r.body.emails).toContainEqual({ id, status: 'sent' });
    const mail = await latestEmail(email);
    for (const part of [mail.text, mail.html]) {
      for (const fact of ['₹22,000', '₹88,000', `${code}-A1`, 'Hyderabad', 'చెల్లించినది', 'రద్దు నిబంధనలు']) expect(part).toContain(fact);
    }
    expect(mail.text).toMatch(new RegExp(`https?://\\S+/track-booking\\?code=${code}\\n`));
    expect(mail.html).toMatch(new RegExp(`href="https?://[^"/]+[^"]*/track-booking\\?code=${code}"`));
  }, 60_000);

  it('is refused to anyone but service_role', async () => {
    const { session } = await signedInUser('not-the-system');
    expect((await send(session.access_token)).status).toBe(403);
    expect((await send(stack().anonKey)).status).toBe(403);
    // No token, or one Auth does not accept: the function's own check (verify_jwt is off for it).
    expect((await send(null)).status).toBe(401);
    expect((await send('not.a.jwt')).status).toBe(401);
  }, 60_000);
});

describe('the local stand-in for Resend\'s API', () => {
  const emailsUrl = () => `${stack().url}/email/v1/emails`;
  const post = (key: string | null, body: unknown, headers: Record<string, string> = {}) =>
    fetch(emailsUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  const key = () => localEmailApiKey(stack().jwtSecret);

  it('answers as Resend: its key, its errors, and an idempotency key sends once', async () => {
    const to = uniqueEmail('resend');
    const message = { from: 'Utsav <no-reply@utsav.test>', to: [to], subject: 'Hello', text: 'Plain', html: '<p>Rich</p>' };
    expect(await post(null, message)).toEqual({ status: 401, body: expect.objectContaining({ statusCode: 401, name: 'missing_api_key' }) });
    expect(await post('re_wrong', message)).toEqual({ status: 403, body: expect.objectContaining({ statusCode: 403, name: 'invalid_api_key' }) });
    expect(await post(key(), { ...message, to: ['not an address'] })).toEqual({ status: 400, body: expect.objectContaining({ name: 'validation_error' }) });
    expect(await post(key(), { ...message, subject: undefined })).toEqual({ status: 400, body: expect.objectContaining({ name: 'validation_error' }) });

    const ikey = { 'Idempotency-Key': `test/${crypto.randomUUID()}` };
    const first = await post(key(), message, ikey);
    expect(first).toEqual({ status: 200, body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(await post(key(), message, ikey)).toEqual(first);
    expect(await post(key(), { ...message, subject: 'Changed' }, ikey)).toEqual({ status: 409, body: expect.objectContaining({ name: 'invalid_idempotent_request' }) });

    const mail = await latestEmail(to);
    expect(mail).toMatchObject({ subject: 'Hello', text: 'Plain', html: '<p>Rich</p>' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const all = (await (await fetch(`${stack().inboxUrl}/api/email`)).json()) as { to: { address: string }[] }[];
    expect(all.filter((m) => m.to.some((t) => t.address === to))).toHaveLength(1);
  });
});
