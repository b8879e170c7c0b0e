// The approvals queue (issue 26): pending applications oldest first with what the admin checks
// (contact, verification, documents to sign, photos); approve, reject or ask for more information
// with a reason; the applicant is told in the bell and by email in their language; one audit row.
import { describe, expect, it } from 'vitest';
import { createUser, ids, setupDb } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

describe('admin_provider_applications', () => {
  it('non-admins get 42501 from the queue and the decision', () =>
    tx(async (t) => {
      for (const who of ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const) {
        expectError(await t.try(who, `select * from public.admin_provider_applications('pending', 10, 0)`), '42501');
        expectError(await t.try(who, `select public.admin_review_provider($1, 'needs_info', 'Send more')`, [ids.pendingRow]), '42501');
      }
      expect((await t.sys('select status from public.service_providers where id = $1', [ids.pendingRow]))[0].status).toBe('pending');
    }));

  it('lists pending applications oldest first with the applicant, verification, documents and photos; the filtered total on each row', () =>
    tx(async (t) => {
      const earlier = await createUser(t, 'early-applicant', { full_name: 'Gayatri Subramanian' });
      await t.as('service', `insert into public.service_providers (profile_id, business_name, city, status, pan, identity_document_path, submitted_at)
        values ($1, 'Gayatri Veena Ensemble', 'Chennai', 'pending', 'AAPFU0939F', $2, now() - interval '30 days')`, [earlier, `${earlier}/identity.pdf`]);
      const rows = await t.as('admin', `select * from public.admin_provider_applications('pending', 100, 0)`);
      const order = rows.map((r) => r.profile_id);
      expect(order.indexOf(earlier)).toBeLessThan(order.indexOf(ids.pending));
      expect(rows.map((r) => +r.submitted_at)).toEqual([...rows.map((r) => +r.submitted_at)].sort((a, b) => a - b));
      const mine = rows.find((r) => r.profile_id === earlier)!;
      expect(mine).toMatchObject({ business_name: 'Gayatri Veena Ensemble', full_name: 'Gayatri Subramanian', city: 'Chennai', pan: 'AAPFU0939F',
        status: 'pending', documents: [{ kind: 'identity', path: `${earlier}/identity.pdf` }], photos: [] });
      expect(mine.email).toMatch(/^early-applicant\./);
      expect(rows.every((r) => Number(r.total_count) === rows.length)).toBe(true);
      const seededPending = rows.find((r) => r.provider_id === ids.pendingRow)!;
      expect(seededPending.email).toBe('pending@utsav.test');
      // Paged on the server.
      const page = await t.as('admin', `select provider_id, total_count from public.admin_provider_applications('pending', 1, 1)`);
      expect(page.map((r) => r.provider_id)).toEqual([rows[1]!.provider_id]);
    }));
});

describe('admin_review_provider', () => {
  it('asks for more information: out of the queue, the applicant told with the reason in the bell and by email, audited', () =>
    tx(async (t) => {
      await t.sys(`update public.profiles set preferred_language = 'ta' where id = $1`, [ids.pending]);
      await t.as('admin', `select public.admin_review_provider($1, 'needs_info', 'The PAN card photo is blurred; upload it again')`, [ids.pendingRow]);
      expect((await t.sys('select status, status_reason from public.service_providers where id = $1', [ids.pendingRow]))[0])
        .toEqual({ status: 'needs_info', status_reason: 'The PAN card photo is blurred; upload it again' });
      expect((await t.as('admin', `select provider_id from public.admin_provider_applications('pending', 100, 0)`)).map((r) => r.provider_id)).not.toContain(ids.pendingRow);
      expect((await t.as('admin', `select provider_id from public.admin_provider_applications('needs_info', 100, 0)`)).map((r) => r.provider_id)).toEqual([ids.pendingRow]);
      const [bell] = await t.as('pending', `select template, params, link from public.notifications where template = 'provider.needsInfo'`);
      expect(bell.params).toMatchObject({ reason: 'The PAN card photo is blurred; upload it again' });
      expect(bell.link).toBe('/provider/profile');
      const [email] = await t.sys(`select template, language, status from public.notification_emails where user_id = $1 and template = 'provider.needsInfo'`, [ids.pending]);
      expect(email).toEqual({ template: 'provider.needsInfo', language: 'ta', status: 'pending' });
      // The applicant sees why through their own application.
      const [{ a }] = await t.as('pending', 'select public.my_provider_application() as a');
      expect(a).toMatchObject({ status: 'needs_info', status_reason: 'The PAN card photo is blurred; upload it again' });
      const audit = await t.sys('select action, reason, details from public.admin_audit_log where target_id = $1', [ids.pendingRow]);
      expect(audit).toEqual([{ action: 'provider.needs_info', reason: 'The PAN card photo is blurred; upload it again',
        details: { from: 'pending', to: 'needs_info', profile_id: ids.pending } }]);
      // Sent back, the applicant may still withdraw it.
      expect(await t.as('pending', 'delete from public.service_providers where id = $1 returning id', [ids.pendingRow])).toHaveLength(1);
    }));

  it('approves: live at once, the applicant a provider, told in the bell and by email; rejecting needs a reason', () =>
    tx(async (t) => {
      expectError(await t.try('admin', `select public.admin_review_provider($1, 'needs_info', ' ')`, [ids.pendingRow]), '23514');
      expectError(await t.try('admin', `select public.admin_review_provider($1, 'rejected', null)`, [ids.pendingRow]), '23514');
      await t.as('admin', `select public.admin_review_provider($1, 'approved')`, [ids.pendingRow]);
      expect(await t.as('anon', 'select id from public.service_providers where id = $1', [ids.pendingRow])).toHaveLength(1);
      expect((await t.sys('select user_type from public.profiles where id = $1', [ids.pending]))[0].user_type).toBe('service_provider');
      expect(await t.as('pending', `select template, link from public.notifications where template = 'provider.approved'`))
        .toEqual([{ template: 'provider.approved', link: '/dashboard' }]);
      expect(await t.sys(`select template from public.notification_emails where user_id = $1 and template = 'provider.approved'`, [ids.pending])).toHaveLength(1);
      expect((await t.sys('select action from public.admin_audit_log where target_id = $1', [ids.pendingRow])).map((r) => r.action)).toEqual(['provider.approved']);
    }));
});
