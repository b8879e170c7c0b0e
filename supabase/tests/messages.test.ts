// messages: participants read and send (as themselves); the recipient marks read; a new
// message notifies the other side with a chat notification.
import { describe, expect, it } from 'vitest';
import { ids, setupDb } from './helpers/db.ts';
import { expectError, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();
const CONV = 'f0000000-0000-4000-8000-000000000001'; // Priya <-> Shubh Utsav Events, about a booking
const CONV_OTHER = 'f0000000-0000-4000-8000-000000000002'; // Priya <-> Udupi Grand Caterers

const send = (conv: string, sender: string, body: string) =>
  [`insert into public.messages (conversation_id, sender_id, body) values ($1, $2, $3) returning *`, [conv, sender, body]] as const;

describe('messages: select', () => {
  it('participants read their threads; customer B, the pending provider and visitors cannot', () =>
    tx(async (t) => {
      expect((await t.as('customerA', 'select id from public.messages')).length).toBeGreaterThanOrEqual(8);
      const p = await t.as('provider', 'select conversation_id from public.messages');
      expect(p.length).toBeGreaterThanOrEqual(6);
      expect(p.map((r) => r.conversation_id)).not.toContain(CONV_OTHER);
      for (const actor of ['anon', 'customerB', 'pending'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.messages where conversation_id = $1', [CONV]));
      }
      expect((await t.as('admin', 'select id from public.messages where conversation_id = $1', [CONV])).length).toBeGreaterThanOrEqual(4);
    }));
});

describe('messages: insert', () => {
  it('a participant sends; the other side gets a chat notification', () =>
    tx(async (t) => {
      const [sql, params] = send(CONV, ids.customerA, 'Can we add a second photographer?');
      expectRows(await t.try('customerA', sql, [...params]), 1);
      const n = await t.as('provider', `select title, type, link from public.notifications where type = 'chat' and created_at = now()`);
      expect(n).toEqual([{ title: 'New message from Priya Sharma', type: 'chat', link: '/dashboard' }]);
      const [sql2, params2] = send(CONV, ids.provider, 'Yes, for ₹15,000 more.');
      expectRows(await t.try('provider', sql2, [...params2]), 1);
      expect(await t.as('customerA', `select link from public.notifications where type = 'chat' and created_at = now()`)).toEqual([{ link: '/profile' }]);
    }));

  it('nobody sends into someone else\'s thread or as someone else', () =>
    tx(async (t) => {
      for (const [actor, sender] of [['customerB', ids.customerB], ['pending', ids.pending], ['admin', ids.admin], ['anon', ids.customerA]] as const) {
        const [sql, params] = send(CONV, sender, 'hello');
        expectError(await t.try(actor, sql, [...params]), '42501');
      }
      const [sql, params] = send(CONV, ids.provider, 'I am the provider, honest');
      expectError(await t.try('customerA', sql, [...params]), '42501');
      const [sql2, params2] = send(CONV_OTHER, ids.provider, 'Not my thread');
      expectError(await t.try('provider', sql2, [...params2]), '42501');
    }));

  it('empty or over-long messages are refused', () =>
    tx(async (t) => {
      for (const body of ['', '   ', 'x'.repeat(4001)]) {
        const [sql, params] = send(CONV, ids.customerA, body);
        expectError(await t.try('customerA', sql, [...params]), '23514');
      }
      const [sql, params] = send(CONV, ids.customerA, 'x'.repeat(4000));
      expectRows(await t.try('customerA', sql, [...params]), 1);
    }));
});

describe('messages: update and delete', () => {
  it('the recipient marks a message read; the sender cannot; nobody edits the text', () =>
    tx(async (t) => {
      const [m] = await t.sys(`select id from public.messages where conversation_id = $1 and sender_id = $2 and read_at is null limit 1`, [CONV, ids.provider]);
      expectRows(await t.try('customerA', 'update public.messages set read_at = now() where id = $1 returning id', [m.id]), 1);
      expectError(await t.try('provider', 'update public.messages set read_at = null where id = $1', [m.id]), '42501');
      expectError(await t.try('customerA', `update public.messages set body = 'edited' where id = $1`, [m.id]), '42501');
    }));

  it('nobody unmasks, re-keys or swaps the file of a sent message (only read_at changes)', () =>
    tx(async (t) => {
      const [m] = await t.as('customerA', 'select * from public.send_message($1, $2, gen_random_uuid(), null, $3)', [
        ids.otherProviderRow, 'call 98450 12345', CONV_OTHER]);
      expect(m.masked).toBe(true);
      for (const actor of ['customerA', { sub: ids.otherProvider }] as const) {
        for (const set of ['masked = false', 'client_id = gen_random_uuid()', `attachment = '{"path":"x"}'::jsonb`]) {
          expectError(await t.try(actor, `update public.messages set ${set} where id = $1`, [m.id]), '42501');
        }
      }
    }));

  it('outsiders cannot mark read; messages are not deleted through the API', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerB', 'pending', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'update public.messages set read_at = now() where conversation_id = $1 returning id', [CONV]));
      }
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'delete from public.messages where conversation_id = $1 returning id', [CONV]));
      }
    }));
});
