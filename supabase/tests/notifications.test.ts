// notifications: exactly the spec's fields; a user reads, marks and deletes only their
// own; the database (and admins) write them.
import { describe, expect, it } from 'vitest';
import { ids, setupDb } from './helpers/db.ts';
import { expectError, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();

describe('notifications: select', () => {
  it('the bell query: newest five of the user, with unread ones and a chat one', () =>
    tx(async (t) => {
      const rows = await t.as('customerA', 'select * from public.notifications where user_id = $1 order by created_at desc limit 5', [ids.customerA]);
      expect(rows).toHaveLength(5);
      for (const key of ['id', 'user_id', 'title', 'message', 'type', 'read', 'created_at']) expect(rows[0]).toHaveProperty(key);
      const all = await t.as('customerA', 'select type, read from public.notifications');
      expect(all.some((n) => !n.read)).toBe(true);
      expect(all.some((n) => n.read)).toBe(true);
      expect(all.some((n) => n.type === 'chat')).toBe(true);
    }));

  it('nobody reads another user\'s notifications, admins included', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.notifications where user_id = $1', [ids.customerA]));
      }
      const own = await t.as('provider', 'select user_id from public.notifications');
      expect(own.every((r) => r.user_id === ids.provider)).toBe(true);
    }));
});

describe('notifications: update', () => {
  it('the owner marks one read (and unread), nothing else', () =>
    tx(async (t) => {
      const [n] = await t.as('customerA', 'select id from public.notifications where not read limit 1');
      expectRows(await t.try('customerA', 'update public.notifications set read = true where id = $1 returning id', [n.id]), 1);
      expectRows(await t.try('customerA', 'update public.notifications set read = false where id = $1 returning id', [n.id]), 1);
      expectError(await t.try('customerA', `update public.notifications set title = 'Changed' where id = $1`, [n.id]), '42501');
      expectError(await t.try('customerA', `update public.notifications set user_id = $2 where id = $1`, [n.id, ids.customerB]), '42501');
    }));

  it('nobody marks another user\'s notifications', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'update public.notifications set read = true where user_id = $1 returning id', [ids.customerA]));
      }
    }));
});

describe('notifications: mark all read (0024)', () => {
  it("marks every unread one of the caller, says how many, and touches nobody else's", () =>
    tx(async (t) => {
      const unread = async (userId: string) =>
        Number((await t.sys<{ n: string }>('select count(*) as n from public.notifications where user_id = $1 and not read', [userId]))[0]!.n);
      const mine = await unread(ids.customerA);
      const theirs = await unread(ids.provider);
      expect(mine).toBeGreaterThan(0);
      expect(theirs).toBeGreaterThan(0);
      expect(await t.as('customerA', 'select public.mark_all_notifications_read() as n')).toEqual([{ n: mine }]);
      expect(await unread(ids.customerA)).toBe(0);
      expect(await unread(ids.provider)).toBe(theirs);
      // Again: nothing left to mark.
      expect(await t.as('customerA', 'select public.mark_all_notifications_read() as n')).toEqual([{ n: 0 }]);
    }));

  it('a visitor cannot call it', () =>
    tx(async (t) => {
      expectError(await t.try('anon', 'select public.mark_all_notifications_read()'), '42501');
    }));
});

describe('notifications: insert and delete', () => {
  it('users cannot create notifications; admins can send one', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const) {
        expectError(await t.try(actor, `insert into public.notifications (user_id, title, message) values ($1, 'Hi', 'Fake')`, [ids.customerA]), '42501');
      }
      // Admins send without reading back (return=minimal): they cannot read others' notifications.
      await t.as('admin', `insert into public.notifications (user_id, title, message, type, read) values ($1, 'Diwali offers', 'Bundles 20% off', 'system', true)`, [ids.customerA]);
      const sent = await t.as('customerA', `select read from public.notifications where title = 'Diwali offers'`);
      expect(sent).toEqual([{ read: false }]);
      expectError(await t.try('admin', `insert into public.notifications (user_id, title, message, type) values ($1, 'x', 'y', 'spam')`, [ids.customerA]), '23514');
      expectError(await t.try('admin', `insert into public.notifications (user_id, title, message) values ($1, '', 'y')`, [ids.customerA]), '23514');
    }));

  it('the owner deletes her notifications; nobody else can', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectNoAccess(await t.try(actor, 'delete from public.notifications where user_id = $1 returning id', [ids.customerA]));
      }
      const [n] = await t.as('customerA', 'select id from public.notifications limit 1');
      expectRows(await t.try('customerA', 'delete from public.notifications where id = $1 returning id', [n.id]), 1);
    }));
});

describe('notifications: worded in the reader\'s language (0030)', () => {
  const CONV = 'f0000000-0000-4000-8000-000000000001'; // Priya <-> Shubh Utsav Events

  it('the database names a template and its values beside the English text', () =>
    tx(async (t) => {
      await t.as('customerA', `insert into public.messages (conversation_id, sender_id, body) values ($1, $2, 'Is the 14th free?')`, [CONV, ids.customerA]);
      expect(await t.as('provider', `select template, params, title, message from public.notifications where type = 'chat' and created_at = now()`)).toEqual([
        { template: 'chat.fromName', params: { name: 'Priya Sharma', body: 'Is the 14th free?', conversationId: CONV }, title: 'New message from Priya Sharma', message: 'Is the 14th free?' },
      ]);
      await t.as('service', `update public.service_providers set status = 'rejected', status_reason = 'Add photos of your work' where id = $1`, [ids.pendingRow]);
      const [decision] = await t.as('pending', `select template, params from public.notifications where type = 'provider' and created_at = now()`);
      expect(decision.template).toBe('provider.rejected');
      expect(decision.params).toMatchObject({ reason: 'Add photos of your work' });
      expect(typeof decision.params.business).toBe('string');
    }));

  it('an admin announcement has no template; nobody changes a template or its values afterwards', () =>
    tx(async (t) => {
      await t.as('admin', `insert into public.notifications (user_id, title, message) values ($1, 'Diwali offers', 'Bundles 20% off')`, [ids.customerA]);
      const [n] = await t.as('customerA', `select id, template, params from public.notifications where title = 'Diwali offers'`);
      expect(n).toMatchObject({ template: null, params: {} });
      expectError(await t.try('customerA', `update public.notifications set template = 'review.received' where id = $1`, [n.id]), '42501');
      expectError(await t.try('customerA', `update public.notifications set params = '{"rating": 5}' where id = $1`, [n.id]), '42501');
      expectError(await t.try('admin', `insert into public.notifications (user_id, title, message, template) values ($1, 'x', 'y', 'Not A Key')`, [ids.customerA]), '23514');
      expectError(await t.try('admin', `insert into public.notifications (user_id, title, message, params) values ($1, 'x', 'y', '[1]')`, [ids.customerA]), '23514');
    }));
});
