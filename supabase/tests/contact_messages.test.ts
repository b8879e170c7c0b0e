// contact_messages: anyone sends (checked input); only admins read, handle and delete.
import { describe, expect, it } from 'vitest';
import { ids, setupDb } from './helpers/db.ts';
import { expectError, expectNoRows, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();

const SEND = `insert into public.contact_messages (name, email, phone, subject, message, user_id, handled)
              values ($1, $2, $3, 'Hall booking', $4, $5, true)`;

describe('contact_messages', () => {
  it('visitors and users send messages (without reading them back); sender and handled cannot be forged', () =>
    tx(async (t) => {
      await t.as('anon', SEND, ['Ravi Kumar', 'ravi.kumar@example.in', '+919812345678', 'Do you have halls in Mysuru?', ids.customerA]);
      await t.as('customerB', SEND, ['Ananya Iyer', 'ananya@example.in', null, 'Please call me back about catering.', ids.customerA]);
      const rows = await t.sys(`select user_id, handled from public.contact_messages where created_at = now() order by name`);
      expect(rows).toEqual([{ user_id: ids.customerB, handled: false }, { user_id: null, handled: false }]);
    }));

  it('bad input is refused', () =>
    tx(async (t) => {
      expectError(await t.try('anon', SEND, ['Ravi', 'not-an-email', null, 'Hello there', null]), '23514');
      expectError(await t.try('anon', SEND, ['Ravi', 'ravi@example.in', '12345', 'Hello there', null]), '23514');
      expectError(await t.try('anon', SEND, ['R', 'ravi@example.in', null, 'Hello there', null]), '23514');
      expectError(await t.try('anon', SEND, ['Ravi', 'ravi@example.in', null, 'Hi', null]), '23514');
      expectError(await t.try('anon', SEND, ['Ravi', 'ravi@example.in', null, 'x'.repeat(5001), null]), '23514');
    }));

  it('only admins read them', () =>
    tx(async (t) => {
      await t.as('customerA', SEND, ['Priya Sharma', 'priya@example.in', null, 'Question about my booking.', null]);
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.contact_messages'));
      }
      expect((await t.as('admin', 'select id from public.contact_messages')).length).toBeGreaterThanOrEqual(4);
    }));

  it('only admins mark them handled or delete them', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const) {
        expectNoAccess(await t.try(actor, 'update public.contact_messages set handled = true returning id'));
        expectNoAccess(await t.try(actor, 'delete from public.contact_messages returning id'));
      }
      const [m] = await t.as('admin', 'select id from public.contact_messages where not handled limit 1');
      expectRows(await t.try('admin', 'update public.contact_messages set handled = true where id = $1 returning id', [m.id]), 1);
      expectRows(await t.try('admin', 'delete from public.contact_messages where id = $1 returning id', [m.id]), 1);
    }));
});
