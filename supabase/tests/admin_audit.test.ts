// The admin remote's audit log and its door (issue 26): every admin function refuses everyone
// but an admin (42501, hint 'forbidden'; a visitor has no EXECUTE at all), the audit log is read
// by admins only and changed by nobody (the owner included), and an admin's action writes
// exactly one entry, in its transaction, that admin_audit_entries lists newest first.
import { describe, expect, it } from 'vitest';
import { ids, seeded, setupDb } from './helpers/db.ts';
import { expectError, expectNoAccess, expectRows } from './helpers/expect.ts';

const { tx } = setupDb();

const NIL = '00000000-0000-4000-8000-000000000000';

/** Every admin function, called with arguments it would take from an admin. */
export const ADMIN_CALLS: [string, string, unknown[]][] = [
  ['admin_audit_entries', 'select * from public.admin_audit_entries(10, 0)', []],
  ['admin_provider_applications', `select * from public.admin_provider_applications('pending', 10, 0)`, []],
  ['admin_review_provider', `select public.admin_review_provider($1, 'approved')`, [ids.pendingRow]],
  ['admin_people', `select * from public.admin_people('a', null, 10, 0)`, []],
  ['admin_person', 'select public.admin_person($1)', [ids.customerA]],
  ['admin_set_suspension', `select public.admin_set_suspension($1, true, 'Fake reviews')`, [ids.customerB]],
  ['admin_set_admin', `select public.admin_set_admin($1, true, 'Promote myself')`, [ids.customerB]],
  ['admin_bookings', 'select * from public.admin_bookings(p_limit => 10, p_offset => 0)', []],
  ['admin_booking', 'select public.admin_booking($1)', [seeded.bookings.requested]],
  ['admin_act_on_booking', `select public.admin_act_on_booking($1, 'declined', 'Provider is ill')`, [seeded.bookings.requested]],
  ['admin_stuck_payments', 'select * from public.admin_stuck_payments(10, 0)', []],
  ['admin_record_reconcile', 'select public.admin_record_reconcile($1)', [NIL]],
  ['admin_reports', `select * from public.admin_reports('open', 10, 0)`, []],
  ['admin_resolve_report', `select public.admin_resolve_report($1, 'dismissed', 'Nothing wrong')`, [NIL]],
  ['admin_reviews', 'select * from public.admin_reviews(null, null, 10, 0)', []],
  ['admin_hide_review', `select public.admin_hide_review($1, true, 'Abusive words')`, [NIL]],
  ['admin_contact_messages', 'select * from public.admin_contact_messages(false, 10, 0)', []],
  ['admin_reply_contact', `select public.admin_reply_contact($1, 'Thank you, we will call you.')`, [NIL]],
  ['admin_mark_contact_handled', 'select public.admin_mark_contact_handled($1, true)', [NIL]],
  ['admin_metrics', `select public.admin_metrics(current_date - 30, current_date)`, []],
];

describe('admin functions: admins only', () => {
  it('lists every admin function of the database here (a new one must be added to this matrix)', () =>
    tx(async (t) => {
      const rows = await t.sys<{ name: string }>(`
        select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'admin\\_%' order by 1`);
      expect(rows.map((r) => r.name)).toEqual(ADMIN_CALLS.map(([name]) => name).sort());
    }));

  it('refuses customers, providers (pending or approved) and the service role with 42501 forbidden, and visitors any call', () =>
    tx(async (t) => {
      for (const [name, sql, params] of ADMIN_CALLS) {
        for (const who of ['customerA', 'customerB', 'pending', 'provider'] as const) {
          const r = await t.try(who, sql, params);
          expectError(r, '42501');
          expect(r.error!.message, `${name} as ${who}`).not.toMatch(/permission denied/);
        }
        expectError(await t.try('anon', sql, params), '42501');
        expectError(await t.try('service', sql, params), '42501');
      }
      // Nothing was written on their behalf.
      expect(await t.sys('select * from public.admin_audit_log where created_at = now()')).toEqual([]);
    }));

  it('answers an admin', () =>
    tx(async (t) => {
      for (const [name, sql, params] of ADMIN_CALLS) {
        const r = await t.try('admin', sql, params);
        // The calls on the nil id are refused as not found, after the admin check.
        if (params[0] === NIL) expect(r.error?.code, name).toBe('P0002');
        else expect(r.error, `${name}: ${r.error?.message}`).toBeUndefined();
      }
    }));
});

describe('admin_audit_log', () => {
  it('admins read it; nobody else reads a row', () =>
    tx(async (t) => {
      await t.as('admin', `select public.admin_review_provider($1, 'needs_info', 'Upload a clearer PAN card')`, [ids.pendingRow]);
      expect((await t.as('admin', 'select count(*)::int as n from public.admin_audit_log'))[0].n).toBeGreaterThanOrEqual(1);
      for (const who of ['customerA', 'customerB', 'pending', 'provider'] as const) {
        expect(await t.as(who, 'select * from public.admin_audit_log'), who).toEqual([]);
      }
      expectNoAccess(await t.try('anon', 'select * from public.admin_audit_log'));
    }));

  it('nobody inserts, updates, deletes or truncates it: not an admin, not the service role, not the owner', () =>
    tx(async (t) => {
      await t.as('admin', `select public.admin_review_provider($1, 'approved')`, [ids.pendingRow]);
      const [row] = await t.sys<{ id: number }>('select id from public.admin_audit_log order by id desc limit 1');
      for (const who of ['admin', 'service', 'customerA'] as const) {
        expectError(await t.try(who, `insert into public.admin_audit_log (admin_id, action, target_type) values ($1, 'x.y', 'profile')`, [ids.admin]), '42501');
        const upd = await t.try(who, `update public.admin_audit_log set reason = 'rewritten' where id = $1 returning id`, [row.id]);
        expectError(upd, '42501');
        expectError(await t.try(who, 'delete from public.admin_audit_log where id = $1', [row.id]), '42501');
        expectError(await t.try(who, 'truncate public.admin_audit_log'), '42501');
      }
      await t.sys('savepoint owner');
      await expect(t.sys(`update public.admin_audit_log set reason = 'rewritten' where id = $1`, [row.id])).rejects.toMatchObject({ code: '42501' });
      await t.sys('rollback to savepoint owner');
      await expect(t.sys('delete from public.admin_audit_log')).rejects.toMatchObject({ code: '42501' });
      await t.sys('rollback to savepoint owner');
      await expect(t.sys('truncate public.admin_audit_log')).rejects.toMatchObject({ code: '42501' });
      await t.sys('rollback to savepoint owner');
      expectRows(await t.try('admin', 'select id from public.admin_audit_log where id = $1', [row.id]), 1);
    }));

  it('one entry per action, with who, what, on what, why; a refused action leaves none', () =>
    tx(async (t) => {
      const before = Number((await t.sys('select count(*) as n from public.admin_audit_log'))[0].n);
      await t.as('admin', `select public.admin_review_provider($1, 'rejected', 'The identity document is blurred')`, [ids.pendingRow]);
      expectError(await t.try('admin', `select public.admin_review_provider($1, 'rejected', '  ')`, [ids.pendingRow]), '23514');
      const rows = await t.sys('select admin_id, action, target_type, target_id, reason, details from public.admin_audit_log order by id desc');
      expect(rows.length - before).toBe(1);
      expect(rows[0]).toEqual({
        admin_id: ids.admin, action: 'provider.rejected', target_type: 'provider', target_id: ids.pendingRow,
        reason: 'The identity document is blurred', details: { from: 'pending', to: 'rejected', profile_id: ids.pending },
      });
    }));

  it('admin_audit_entries: newest first with the admin\'s name, filtered by action and target, the filtered total on each row', () =>
    tx(async (t) => {
      await t.as('admin', `select public.admin_review_provider($1, 'needs_info', 'Add your GSTIN certificate')`, [ids.pendingRow]);
      await t.as('admin', `select public.admin_set_suspension($1, true, 'Chargebacks on three bookings')`, [ids.customerB]);
      await t.as('admin', `select public.admin_set_suspension($1, false, 'Chargebacks explained by the bank')`, [ids.customerB]);
      const page = await t.as('admin', 'select * from public.admin_audit_entries(2, 0)');
      expect(page.map((r) => r.action)).toEqual(['person.reinstate', 'person.suspend']);
      expect(page[0].admin_name).toBeTruthy();
      expect(Number(page[0].total_count)).toBeGreaterThanOrEqual(3);
      const mine = await t.as('admin', 'select action, total_count from public.admin_audit_entries(10, 0, p_target_id => $1)', [ids.customerB]);
      expect(mine.map((r) => r.action)).toEqual(['person.reinstate', 'person.suspend']);
      expect(mine.every((r) => Number(r.total_count) === 2)).toBe(true);
      const byAction = await t.as('admin', `select target_id from public.admin_audit_entries(10, 0, p_action => 'provider.needs_info')`);
      expect(byAction.map((r) => r.target_id)).toContain(ids.pendingRow);
    }));
});
