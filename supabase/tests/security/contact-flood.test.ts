// Attack: one anonymous request inserted 20,000 contact messages (a JSON array POSTed to
// /rest/v1/contact_messages). Messages now go one at a time through
// rpc('send_contact_message'), rate-limited per email address and per client.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ids, setupDb, type Tx } from '../helpers/db.ts';
import { expectError } from '../helpers/expect.ts';

const { tx } = setupDb();

const SEND = `select public.send_contact_message(name => $1, email => $2, message => $3, phone => $4, subject => $5)`;
const uniq = () => crypto.randomBytes(4).toString('hex');
/** As PostgREST passes them: the request's headers in `request.headers`, for this transaction. */
const fromClient = (t: Tx, ip: string) =>
  t.sys(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-forwarded-for': `${ip}, 10.0.0.1` })]);

describe('security: contact messages cannot be flooded', () => {
  it('the API roles cannot insert into contact_messages directly, one row or twenty thousand', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA'] as const) {
        expectError(await t.try(actor, `insert into public.contact_messages (name, email, message)
                                        select 'Bot', 'bot' || i || '@example.in', 'Buy cheap followers now' from generate_series(1, 20000) i`), '42501');
        expectError(await t.try(actor, `insert into public.contact_messages (name, email, message) values ('Ravi', 'ravi@example.in', 'Hello there')`), '42501');
      }
    }));

  it('one message per call, stored with the sender; sender and handled cannot be forged', () =>
    tx(async (t) => {
      await fromClient(t, '203.0.113.10');
      await t.as('anon', SEND, ['Ravi Kumar', ` ravi.${uniq()}@example.in `, 'Do you have halls in Mysuru?', '+919812345678', 'Hall booking']);
      await t.as('customerB', SEND, ['Ananya Iyer', `ananya.${uniq()}@example.in`, 'Please call me back about catering.', null, null]);
      const rows = await t.sys(`select user_id, handled, subject from public.contact_messages where created_at = now() order by name`);
      expect(rows).toEqual([{ user_id: ids.customerB, handled: false, subject: null }, { user_id: null, handled: false, subject: 'Hall booking' }]);
    }));

  it('bad input is refused as before', () =>
    tx(async (t) => {
      await fromClient(t, '203.0.113.11');
      expectError(await t.try('anon', SEND, ['Ravi', 'not-an-email', 'Hello there', null, null]), '23514');
      expectError(await t.try('anon', SEND, ['Ravi', 'ravi@example.in', 'Hi', null, null]), '23514');
      expectError(await t.try('anon', SEND, ['Ravi', 'ravi@example.in', 'Hello there', '12345', null]), '23514');
    }));

  it('five messages an hour per email address, whatever the client', () =>
    tx(async (t) => {
      const email = `flood.${uniq()}@example.in`;
      for (let i = 0; i < 5; i++) {
        await fromClient(t, `198.51.100.${i + 1}`);
        await t.as('anon', SEND, ['Flood', email, `Message number ${i}`, null, null]);
      }
      await fromClient(t, '198.51.100.99');
      expectError(await t.try('anon', SEND, ['Flood', email.toUpperCase(), 'Message number 6', null, null]), 'PT429', /too many/);
      // Another address from the same client is fine.
      await t.as('anon', SEND, ['Other', `other.${uniq()}@example.in`, 'A different person', null, null]);
    }));

  it('ten messages an hour per client, whatever the addresses', () =>
    tx(async (t) => {
      const ip = `192.0.2.${1 + crypto.randomInt(250)}`;
      await fromClient(t, ip);
      for (let i = 0; i < 10; i++) await t.as('anon', SEND, ['Bot', `bot${i}.${uniq()}@example.in`, 'Buy cheap followers now', null, null]);
      const r = await t.try('anon', SEND, ['Bot', `bot.${uniq()}@example.in`, 'Buy cheap followers now', null, null]);
      expectError(r, 'PT429');
      const [{ n }] = await t.sys(`select count(*)::int as n from public.contact_messages where created_at = now() and message = 'Buy cheap followers now'`);
      expect(n).toBe(10);
    }));

  it('over HTTP: the bulk insert is refused, and the limit answers 429 with a stable hint', async () => {
    const { url, anonKey } = inject('stack');
    const headers = { apikey: anonKey, 'content-type': 'application/json' };
    const marker = `bulk-${uniq()}`;
    const bulk = await fetch(`${url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ name: 'Bot', email: `b${i}@example.in`, message: marker }))),
    });
    expect(bulk.status).toBe(401);
    expect(((await bulk.json()) as { code?: string }).code).toBe('42501');

    const email = `http.${uniq()}@example.in`;
    const statuses: number[] = [];
    let last: { code?: string; hint?: string } = {};
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${url}/rest/v1/rpc/send_contact_message`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Http Sender', email, message: `${marker} number ${i}` }),
      });
      statuses.push(res.status);
      last = (await res.json().catch(() => ({}))) as typeof last;
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect(last).toMatchObject({ code: 'PT429', hint: 'contact_rate_limited' });
  });
});
