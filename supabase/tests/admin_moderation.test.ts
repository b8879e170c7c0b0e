// Moderation for the admin (issue 26): reported conversations with the reported message and its
// context, closed as dismissed or actioned; reviews hidden with a reason (off the public pages and
// the ratings, still the author's to read, with why) and shown again; contact-form messages
// answered by email through the outbox and marked handled. Each action audited once.
import { describe, expect, it } from 'vitest';
import { createUser, ids, seeded, setupDb } from './helpers/db.ts';
import { expectError } from './helpers/expect.ts';

const { tx } = setupDb();

const notAdmins = ['anon', 'customerA', 'customerB', 'pending', 'provider'] as const;
const NIL = '00000000-0000-4000-8000-000000000000';

describe('moderation functions: admins only', () => {
  it('non-admins get 42501 from every moderation function', () =>
    tx(async (t) => {
      for (const who of notAdmins) {
        expectError(await t.try(who, `select * from public.admin_reports('open', 5, 0)`), '42501');
        expectError(await t.try(who, `select public.admin_resolve_report($1, 'dismissed', 'Fine')`, [NIL]), '42501');
        expectError(await t.try(who, 'select * from public.admin_reviews(null, null, 5, 0)'), '42501');
        expectError(await t.try(who, `select public.admin_hide_review($1, true, 'Spam')`, [NIL]), '42501');
        expectError(await t.try(who, 'select * from public.admin_contact_messages(false, 5, 0)'), '42501');
        expectError(await t.try(who, `select public.admin_reply_contact($1, 'Hello there')`, [NIL]), '42501');
        expectError(await t.try(who, 'select public.admin_mark_contact_handled($1, true)', [NIL]), '42501');
      }
    }));
});

describe('reported conversations', () => {
  it('lists an open report with the reported message, the messages around it and both parties; resolving closes and audits it', () =>
    tx(async (t) => {
      // A conversation of its own (the seeded ones are other suites' to write in at the same time).
      const customer = await createUser(t, 'reporter', { full_name: 'Kavya Menon' });
      const [first] = await t.as({ sub: customer }, `select * from public.send_message($1, 'Is the 14th free for a griha pravesh?', gen_random_uuid())`, [ids.providerRow]);
      const conv = first.conversation_id as string;
      await t.sys(`update public.messages set created_at = now() - interval '1 minute' where id = $1`, [first.id]);
      const [{ m }] = await t.as('provider', `select (public.send_message($1, 'Pay me on UPI directly, cheaper', gen_random_uuid(), null, $2)).id as m`, [ids.providerRow, conv]);
      const [{ id }] = await t.as({ sub: customer }, 'select public.report_conversation($1, $2, $3) as id', [conv, 'Asked me to pay outside Utsav', m]);
      const open = await t.as('admin', `select * from public.admin_reports('open', 100, 0)`);
      const report = open.find((r) => r.report_id === id)!;
      expect(report).toMatchObject({ status: 'open', reason: 'Asked me to pay outside Utsav', reporter_id: customer, reporter_name: 'Kavya Menon',
        conversation_id: conv, customer_id: customer, customer_name: 'Kavya Menon', provider_id: ids.providerRow, provider_name: 'Shubh Utsav Events' });
      expect(report.message.id).toBe(m);
      expect(report.context.map((c: { id: string }) => c.id)).toEqual([first.id]);
      expect(report.context.map((c: { id: string }) => c.id)).not.toContain(m);
      expect(Number(report.total_count)).toBe(open.length);

      expectError(await t.try('admin', `select public.admin_resolve_report($1, 'deleted', 'Gone')`, [id]), '22023');
      expectError(await t.try('admin', `select public.admin_resolve_report($1, 'actioned', '')`, [id]), '23514');
      await t.as('admin', `select public.admin_resolve_report($1, 'actioned', 'Warned the provider by phone')`, [id]);
      const [closed] = await t.sys('select status, resolution, resolution_note, handled_by, handled_at from public.conversation_reports where id = $1', [id]);
      expect(closed).toMatchObject({ status: 'closed', resolution: 'actioned', resolution_note: 'Warned the provider by phone', handled_by: ids.admin });
      expect((await t.as('admin', `select report_id from public.admin_reports('closed', 100, 0)`)).map((r) => r.report_id)).toContain(id);
      expectError(await t.try('admin', `select public.admin_resolve_report($1, 'dismissed', 'Again')`, [id]), 'P0002');
      const audit = await t.sys('select action, reason from public.admin_audit_log where target_id = $1', [id]);
      expect(audit).toEqual([{ action: 'report.actioned', reason: 'Warned the provider by phone' }]);
    }));
});

describe('reviews', () => {
  it('a hidden review leaves the public and the rating; its author reads it with the reason and is told; shown again, all returns', () =>
    tx(async (t) => {
      const [review] = await t.sys('select id, provider_id, customer_id from public.reviews where booking_id = $1', [seeded.bookings.completed]);
      expect(review.customer_id).toBe(ids.customerA);
      const [before] = await t.sys('select rating_count from public.service_providers where id = $1', [review.provider_id]);
      const listed = await t.as('admin', 'select review_id, hidden_at, total_count from public.admin_reviews(null, false, 1000, 0)');
      expect(listed.map((r) => r.review_id)).toContain(review.id);

      await t.as('admin', `select public.admin_hide_review($1, true, 'Names another family by phone number')`, [review.id]);
      for (const who of ['anon', 'customerB', 'provider'] as const) {
        expect(await t.as(who, 'select id from public.reviews where id = $1', [review.id]), who).toEqual([]);
      }
      expect(await t.as('customerA', 'select hidden_reason from public.reviews where id = $1', [review.id]))
        .toEqual([{ hidden_reason: 'Names another family by phone number' }]);
      expect((await t.sys('select rating_count from public.service_providers where id = $1', [review.provider_id]))[0].rating_count).toBe(before.rating_count - 1);
      const [told] = await t.sys(`select template, params from public.notifications where user_id = $1 and template = 'review.hidden'`, [ids.customerA]);
      expect(told.params.reason).toBe('Names another family by phone number');
      expect((await t.as('admin', 'select review_id from public.admin_reviews(null, true, 1000, 0)')).map((r) => r.review_id)).toContain(review.id);
      // The author cannot unhide it by editing.
      expectError(await t.try('customerA', 'update public.reviews set hidden_at = null, hidden_reason = null where id = $1', [review.id]), '42501');

      await t.as('admin', `select public.admin_hide_review($1, false, 'The family agreed it may stay')`, [review.id]);
      expect(await t.as('anon', 'select id from public.reviews where id = $1', [review.id])).toHaveLength(1);
      expect((await t.sys('select rating_count from public.service_providers where id = $1', [review.provider_id]))[0].rating_count).toBe(before.rating_count);
      const audit = await t.sys('select action from public.admin_audit_log where target_id = $1 order by id', [review.id]);
      expect(audit.map((a) => a.action)).toEqual(['review.hide', 'review.show']);
      expectError(await t.try('admin', `select public.admin_hide_review($1, true, '')`, [review.id]), '23514');
    }));
});

describe('contact messages', () => {
  it('unhandled first (oldest first); a reply is emailed to the address given and marks it handled; it may be reopened', () =>
    tx(async (t) => {
      await t.as('anon', `select public.send_contact_message('Meera Pillai', 'meera.pillai@example.in', 'Do you list nadaswaram players in Thrissur?', null, 'Musicians')`);
      const inbox = await t.as('admin', 'select message_id, name, email, handled, created_at, total_count from public.admin_contact_messages(false, 1000, 0)');
      const mine = inbox.find((m) => m.email === 'meera.pillai@example.in')!;
      expect(mine).toMatchObject({ name: 'Meera Pillai', handled: false });
      expect(Number(mine.total_count)).toBe(inbox.length);
      expect([...inbox].sort((a, b) => +a.created_at - +b.created_at).map((m) => m.message_id)).toEqual(inbox.map((m) => m.message_id));

      expectError(await t.try('admin', `select public.admin_reply_contact($1, ' ')`, [mine.message_id]), '23514');
      await t.as('admin', `select public.admin_reply_contact($1, 'Yes: search "nadaswaram" with Thrissur as the city.')`, [mine.message_id]);
      const [row] = await t.sys('select handled, handled_at, reply, replied_by from public.contact_messages where id = $1', [mine.message_id]);
      expect(row).toMatchObject({ handled: true, reply: 'Yes: search "nadaswaram" with Thrissur as the city.', replied_by: ids.admin });
      expect(row.handled_at).not.toBeNull();
      const [email] = await t.sys(`select user_id, to_email, template, language, title, message, status from public.notification_emails where to_email = 'meera.pillai@example.in'`);
      expect(email).toEqual({ user_id: null, to_email: 'meera.pillai@example.in', template: 'contact.reply', language: 'en',
        title: 'Re: Musicians', message: 'Yes: search "nadaswaram" with Thrissur as the city.', status: 'pending' });
      // The sender's outbox claim gives the address to send to.
      const claimed = await t.as('service', 'select id, email from public.claim_notification_emails(100)');
      expect(claimed.map((c) => c.email)).toContain('meera.pillai@example.in');
      expect((await t.as('admin', 'select message_id from public.admin_contact_messages(true, 1000, 0)')).map((m) => m.message_id)).toContain(mine.message_id);

      await t.as('admin', 'select public.admin_mark_contact_handled($1, false)', [mine.message_id]);
      expect((await t.sys('select handled, handled_at from public.contact_messages where id = $1', [mine.message_id]))[0]).toEqual({ handled: false, handled_at: null });
      const audit = await t.sys('select action from public.admin_audit_log where target_id = $1 order by id', [mine.message_id]);
      expect(audit.map((a) => a.action)).toEqual(['contact.reply', 'contact.reopened']);
    }));
});
