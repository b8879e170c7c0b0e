// Business-rule errors reach the apps with their SQLSTATE, key (hint) and JSON details intact,
// through the real gateway, PostgREST and an unmodified supabase-js client: what
// shared/supabase/app-error.ts reads to show a translated message beside the right field.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client, signedInUser, withDb } from '../../local-supabase/test/helpers.ts';
import { seeded } from './helpers/db.ts';

/** What supabase-js's PostgrestError carries (the package is the local stack's dependency, not this folder's). */
interface PostgrestError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** The parts of a PostgREST error an app relies on; details parsed as JSON when it is JSON. */
function keyed(error: PostgrestError | null) {
  expect(error, 'expected an error').not.toBeNull();
  const details = error!.details ? (JSON.parse(error!.details) as unknown) : null;
  return { code: error!.code, hint: error!.hint, details };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('keyed errors over the API', () => {
  it('a guest count above the service\'s maximum: 23514, guest_count_above_max, the field and the maximum', async () => {
    const { client: c } = await signedInUser('guests');
    // Shubh Utsav Events' catering takes 100 to 1,500 guests.
    const r = await c.from('bookings').insert({ service_id: seeded.cateringService, event_date: inDays(60), event_time: '18:00', guest_count: 2000 });
    expect(r.status).toBe(400);
    expect(keyed(r.error)).toEqual({ code: '23514', hint: 'guest_count_above_max', details: { field: 'guest_count', max: 1500 } });
    const below = await c.from('bookings').insert({ service_id: seeded.cateringService, event_date: inDays(60), event_time: '18:00', guest_count: 20 });
    expect(keyed(below.error)).toEqual({ code: '23514', hint: 'guest_count_below_min', details: { field: 'guest_count', min: 100 } });
  });

  it('the contact form\'s rate limit: HTTP 429, PT429, contact_rate_limited', async () => {
    const email = `limited.${crypto.randomBytes(4).toString('hex')}@example.in`;
    // Five messages from this address this hour, recorded as send_contact_message records them
    // (so this test spends none of the shared client's hourly allowance).
    await withDb((db) =>
      db.query(
        `insert into private.rate_limit_hits (bucket, key_hash)
         select 'contact:email', extensions.digest('contact:email:' || $1, 'sha256') from generate_series(1, 5)`,
        [email],
      ),
    );
    const r = await client().rpc('send_contact_message', { name: 'Ravi Kumar', email, message: 'Do you have halls in Mysuru?' });
    expect(r.status).toBe(429);
    expect(keyed(r.error)).toEqual({ code: 'PT429', hint: 'contact_rate_limited', details: null });
  });

  it('the contact form\'s fields: the rule broken and the field, with its limits', async () => {
    const send = (fields: Record<string, string>) =>
      client().rpc('send_contact_message', { name: 'Ravi Kumar', email: 'ravi@example.in', message: 'Do you have halls in Mysuru?', ...fields });
    expect(keyed((await send({ phone: '12345' })).error)).toEqual({ code: '23514', hint: 'phone_invalid', details: { field: 'phone' } });
    expect(keyed((await send({ email: 'ravi@' })).error)).toEqual({ code: '23514', hint: 'email_invalid', details: { field: 'email', max: 254 } });
    expect(keyed((await send({ name: ' R ' })).error)).toEqual({
      code: '23514', hint: 'text_too_short', details: { field: 'name', min: 2, max: 120 },
    });
    expect(keyed((await send({ message: 'x'.repeat(5001) })).error)).toEqual({
      code: '23514', hint: 'text_too_long', details: { field: 'message', min: 10, max: 5000 },
    });
    expect(keyed((await send({ message: '   ' })).error)).toEqual({ code: '23514', hint: 'text_required', details: { field: 'message' } });
  });

  it('a search text over 100 characters: 22023, text_too_long, the field and the maximum', async () => {
    const r = await client().rpc('list_bundles', { p_q: 'mandap '.repeat(15) });
    expect(r.status).toBe(400);
    expect(keyed(r.error)).toEqual({ code: '22023', hint: 'text_too_long', details: { field: 'q', max: 100 } });
    const page = await client().rpc('list_services', { p_limit: 500 });
    expect(keyed(page.error)).toEqual({ code: '22023', hint: 'value_out_of_range', details: { field: 'limit', min: 1, max: 50 } });
  });

  it('a search for a date gone by: 22023, event_date_past, the field', async () => {
    const { client: c } = await signedInUser('search');
    const r = await c.rpc('search_catalogue', { p_q: 'pooja', p_event_date: inDays(-2) });
    expect(keyed(r.error)).toEqual({ code: '22023', hint: 'event_date_past', details: { field: 'event_date' } });
  });
});
