// conversations: between a customer and a provider; participants (and admins) read them;
// customers start them with approved providers, providers only about their bookings.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb } from './helpers/db.ts';
import { expectError, expectRows, expectNoAccess } from './helpers/expect.ts';

const { tx } = setupDb();
const CONV_BOOKING = 'f0000000-0000-4000-8000-000000000001';

describe('conversations: select', () => {
  it('participants see their conversations; others see none; admins see all', () =>
    tx(async (t) => {
      const a = await t.as('customerA', 'select customer_id from public.conversations');
      expect(a.length).toBeGreaterThanOrEqual(3);
      expect(a.every((r) => r.customer_id === ids.customerA)).toBe(true);
      const p = await t.as('provider', 'select provider_id from public.conversations');
      expect(p.length).toBeGreaterThanOrEqual(2);
      expect(p.every((r) => r.provider_id === ids.providerRow)).toBe(true);
      for (const actor of ['anon', 'customerB', 'pending'] as const) {
        expectNoAccess(await t.try(actor, 'select id from public.conversations where customer_id = $1', [ids.customerA]));
      }
      const [{ all }] = await t.sys('select count(*)::int as all from public.conversations');
      expect((await t.as('admin', 'select count(*)::int as c from public.conversations'))[0].c).toBe(all);
    }));
});

describe('conversations: insert', () => {
  it('a customer starts a conversation with an approved provider, once per provider and booking', () =>
    tx(async (t) => {
      expectRows(await t.try('customerB', 'insert into public.conversations (customer_id, provider_id) values ($1, $2) returning id', [ids.customerB, ids.providerRow]), 1);
      expectError(await t.try('customerB', 'insert into public.conversations (customer_id, provider_id) values ($1, $2)', [ids.customerB, ids.providerRow]), '23505');
    }));

  it('not with a pending or suspended provider, and not about someone else\'s booking', () =>
    tx(async (t) => {
      expectError(await t.try('customerB', 'insert into public.conversations (customer_id, provider_id) values ($1, $2)', [ids.customerB, ids.pendingRow]), '23514');
      expectError(await t.try('customerB', 'insert into public.conversations (customer_id, provider_id) values ($1, $2)', [ids.customerB, ids.suspendedRow]), '23514');
      expectError(await t.try('customerB', 'insert into public.conversations (customer_id, provider_id, booking_id) values ($1, $2, $3)',
        [ids.customerB, ids.providerRow, seeded.bookings.requested]), '23514');
    }));

  it('a provider starts one only about its booking with that customer', () =>
    tx(async (t) => {
      expectRows(await t.try('provider', 'insert into public.conversations (customer_id, provider_id, booking_id) values ($1, $2, $3) returning id',
        [ids.customerA, ids.providerRow, seeded.bookings.requested]), 1);
      expectError(await t.try('provider', 'insert into public.conversations (customer_id, provider_id) values ($1, $2)', [ids.customerB, ids.providerRow]), '23514');
    }));

  it('nobody starts a conversation on behalf of others; visitors none', () =>
    tx(async (t) => {
      expectError(await t.try('customerB', 'insert into public.conversations (customer_id, provider_id) values ($1, $2)', [ids.customerA, ids.otherProviderRow]), '42501');
      expectError(await t.try('pending', 'insert into public.conversations (customer_id, provider_id) values ($1, $2)', [ids.customerA, ids.providerRow]), '42501');
      expectError(await t.try('admin', 'insert into public.conversations (customer_id, provider_id) values ($1, $2)', [ids.customerA, ids.otherProviderRow]), '42501');
      expectError(await t.try('anon', 'insert into public.conversations (customer_id, provider_id) values ($1, $2)', [ids.customerA, ids.providerRow]), '42501');
    }));
});

describe('conversations: update and delete', () => {
  it('conversations are never edited or deleted by clients', () =>
    tx(async (t) => {
      for (const actor of ['anon', 'customerA', 'customerB', 'pending', 'provider', 'admin'] as const) {
        const upd = await t.try(actor, 'update public.conversations set provider_id = $2 where id = $1 returning id', [CONV_BOOKING, ids.otherProviderRow]);
        if (upd.error) expect(upd.error.code).toBe('42501');
        else expect(upd.rows).toHaveLength(0);
        expectNoAccess(await t.try(actor, 'delete from public.conversations where id = $1 returning id', [CONV_BOOKING]));
      }
      const [c] = await t.sys('select provider_id from public.conversations where id = $1', [CONV_BOOKING]);
      expect(c.provider_id).toBe(ids.providerRow);
    }));
});
