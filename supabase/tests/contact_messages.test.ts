// contact_messages: anyone sends (checked input, one at a time through
// send_contact_message; flooding is in security/contact-flood); only admins read, handle
// and delete them.
import { describe, expect, it } from 'vitest';
import { ids, setupDb } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const SEND = `select public.send_contact_message(name => $1, email => $2, phone => $3, subject => 'Hall booking', message => $4)`;

describe('contact_messages', () => {
  it('visitors and users send messages (without reading them back); the sender comes from the session', () =>
    tx(async (t) => {
      await t.as('anon', SEND, ['Ravi Kumar', 'ravi.kumar@example.in', '+919812345678', 'Do you have halls in Mysuru?']);
      await t.as('customerB', SEND, ['Ananya Iyer', 'ananya@example.in', null, 'Please call me back about catering.']);
      const rows = await t.sys(`select user_id, handled from public.contact_messages where created_at = now() order by name`);
      expect(rows).toEqual([{ user_id: ids.customerB, handled: false }, { user_id: null, handled: false }]);
    }));

  it('bad input is refused', () =>
    tx(async (t) => {
      expectError(await t.try('anon', SEND, ['Ravi', 'not-an-email', null, 'Hello there']), '23514');
      expectError(await t.try('anon', SEND, ['Ravi', 'ravi@example.in', '12345', 'Hello there']), '23514');
      expectError(await t.try('anon', SEND, ['R', 'ravi@example.in', null, 'Hello there']), '23514');
      expectError(await t.try('anon', SEND, ['Ravi', 'ravi@example.in', null, 'Hi']), '23514');
      expectError(await t.try('anon', SEND, ['Ravi', 'ravi@example.in', null, 'x'.repeat(5001)]), '23514');
    }));

  it('only admins read them', () =>
    tx(async (t) => {
      await t.as('customerA', SEND, ['Priya Sharma', 'priya@example.in', null, 'Question about my booking.']);
      // Visitors have no rights on the table at all; users see no rows.
      expectError(await t.try('anon', 'select id from public.contact_messages'), '42501');
      for (const actor of ['customerA', 'customerB', 'pending', 'provider'] as const) {
        expect(await t.as(actor, 'select id from public.contact_messages')).toHaveLength(0);
      }
      expect((await t.as('admin', 'select id from public.contact_messages')).length).toBeGreaterThanOrEqual(4);
    }));

  it('nobody marks them handled or deletes them by a bare write: admins use admin_mark_contact_handled (issue 26)', () =>
    tx(async (t) => {
      expectError(await t.try('anon', 'update public.contact_messages set handled = true returning id'), '42501');
      expectError(await t.try('anon', 'delete from public.contact_messages returning id'), '42501');
      for (const actor of ['customerA', 'customerB', 'pending', 'provider', 'admin'] as const) {
        expectError(await t.try(actor, 'update public.contact_messages set handled = true returning id'), '42501');
        expectError(await t.try(actor, 'delete from public.contact_messages returning id'), '42501');
      }
      const [m] = await t.as('admin', 'select id from public.contact_messages where not handled limit 1');
      await t.as('admin', 'select public.admin_mark_contact_handled($1, true)', [m.id]);
      expect((await t.sys('select handled from public.contact_messages where id = $1', [m.id]))[0].handled).toBe(true);
    }));
});
