// Grants are explicit, as hosted Supabase requires since 30 Oct 2026 (new tables in public get
// no privileges for anon, authenticated, service_role). The rule for the API roles: a role has a
// privilege on a table exactly when a row-level security policy lets it use that privilege, so
// nothing is granted that no policy uses and no policy is dead for want of a grant.
// service_role is the documented exception: it is the trusted backend (edge functions, the
// payment gateway's callback), bypasses row-level security and so has no policies; it gets the
// plain data privileges, nothing more. Functions: nothing relies on PUBLIC's default EXECUTE,
// and what a visitor (anon) may call is the list below.
import { describe, expect, it } from 'vitest';
import { setupDb } from './helpers/db.ts';

const { tx } = setupDb();

// The data model's tables; ls_* are the protocol suites' scratch tables, made while this runs.
const DATA_TABLES = `
  select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'ls\\_%'`;

describe('table grants follow the policies', () => {
  it('anon and authenticated hold a privilege on a table exactly when a policy of theirs uses it', () =>
    tx(async (t) => {
      const rows = await t.sys<{ relname: string; role: string; cmd: string; granted: boolean; policy: boolean }>(`
        with tables as (${DATA_TABLES}),
             roles as (select unnest(array['anon', 'authenticated']) as role),
             cmds as (select unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) as cmd)
        select t.relname, r.role, k.cmd,
               case when k.cmd = 'DELETE' then has_table_privilege(r.role, t.oid, k.cmd)
                    -- Column grants count (reviews: every column but customer_id).
                    else has_any_column_privilege(r.role, t.oid, k.cmd) end as granted,
               exists (select 1 from pg_policies p
                       where p.schemaname = 'public' and p.tablename = t.relname and p.cmd in (k.cmd, 'ALL')
                         and (r.role = any(p.roles::text[]) or 'public' = any(p.roles::text[]))) as policy
        from tables t cross join roles r cross join cmds k
        order by 1, 2, 3`);
      expect(rows.length).toBeGreaterThanOrEqual(15 * 2 * 4);
      const mismatches = rows
        .filter((r) => r.granted !== r.policy)
        .map((r) => `${r.relname}: ${r.role} ${r.cmd} ${r.granted ? 'granted without a policy' : 'has a policy but no grant'}`);
      expect(mismatches).toEqual([]);
    }));

  it('the grants, table by table (what the API may do before row-level security narrows it)', () =>
    tx(async (t) => {
      const rows = await t.sys<{ relname: string; anon: string; authenticated: string; service_role: string }>(`
        with tables as (${DATA_TABLES})
        select t.relname,
               ${['anon', 'authenticated', 'service_role']
                 .map(
                   (role) => `concat_ws(',',
                     case when has_any_column_privilege('${role}', t.oid, 'SELECT') then 'S' end,
                     case when has_any_column_privilege('${role}', t.oid, 'INSERT') then 'I' end,
                     case when has_any_column_privilege('${role}', t.oid, 'UPDATE') then 'U' end,
                     case when has_table_privilege('${role}', t.oid, 'DELETE') then 'D' end) as ${role}`,
                 )
                 .join(',\n')}
        from tables t order by 1`);
      const matrix = Object.fromEntries(rows.map((r) => [r.relname, `${r.anon || '-'} | ${r.authenticated || '-'} | ${r.service_role || '-'}`]));
      // anon | authenticated | service_role
      expect(matrix).toEqual({
        // The admins' audit log (issue 26): read by admins, written only by the admin functions.
        admin_audit_log: '- | S | S',
        booking_events: '- | S | S',
        // Lanes of held and firm bookings (0034): only definer code reads or writes them.
        booking_slots: '- | - | S',
        // The venue: read by the customer, the confirmed provider and admins; given while held.
        booking_venues: '- | S,I,U | S,I,U,D',
        booking_statuses: 'S | S | S,I,U,D',
        booking_transitions: 'S | S | S,I,U,D',
        cancellation_refund_tiers: 'S | S | S,I,U,D',
        bookings: '- | S,I,U | S,I,U',
        bundle_items: 'S | S,I,U,D | S,I,U,D',
        bundles: 'S | S,I,U,D | S,I,U,D',
        // Admins mark handled and reply through admin_* functions (issue 26), not by a bare update.
        contact_messages: '- | S | S,I,U,D',
        // Messaging (issue 25): written only by block_in_conversation/unblock and report_conversation; admins close reports
        // with admin_resolve_report (issue 26).
        conversation_blocks: '- | S | S,I,U,D',
        conversation_reports: '- | S | S,I,U,D',
        conversations: '- | S,I | S,I',
        favourites: '- | S,I,D | S,I,D',
        messages: '- | S,I,U | S,I,U',
        notifications: '- | S,I,U,D | S,I,U,D',
        // The booking emails' outbox (0037): the sender's; it writes through the functions below.
        notification_emails: '- | - | S',
        payments: '- | S,I | S,I,U',
        profiles: '- | S,I,U | S,I,U,D',
        provider_blocked_dates: '- | S,I,U,D | S,I,U,D',
        // A provider's categories and portfolio (issue 24): read as their policies say, written by definer RPCs.
        provider_categories: 'S | S | S,I,U,D',
        provider_photos: 'S | S | S,I,U,D',
        provider_blocked_times: '- | S,I,U,D | S,I,U,D',
        // Payments through Razorpay (0035): read with the booking (events: admins); only the system writes.
        razorpay_webhook_events: '- | S | S,I,U',
        refunds: '- | S | S,I,U',
        reviews: 'S | S,I,U,D | S,I,U,D',
        service_categories: 'S | S,I,U,D | S,I,U,D',
        // Applications through submit_provider_application, decisions through the admin functions (issue 26).
        service_providers: 'S | S,U,D | S,I,U,D',
        services: 'S | S,I,U,D | S,I,U,D',
        // Proof of consent (0046): written by the sign-up trigger and record_my_consent, never changed.
        user_consents: '- | S | S,I',
      });
    }));

  it('service_providers: visitors read the public columns, signed-in users all but the phone (0022)', () =>
    tx(async (t) => {
      const rows = await t.sys<{ role: string; columns: string }>(`
        select r.role, string_agg(a.attname, ',' order by a.attnum) as columns
        from pg_attribute a
        cross join (select unnest(array['anon', 'authenticated', 'service_role']) as role) r
        where a.attrelid = 'public.service_providers'::regclass and a.attnum > 0 and not a.attisdropped
          and has_column_privilege(r.role, a.attrelid, a.attnum, 'SELECT')
        group by r.role order by r.role`);
      const byRole = Object.fromEntries(rows.map((r) => [r.role, r.columns.split(',')]));
      expect(byRole.anon).toEqual(['id', 'business_name', 'description', 'city', 'areas_served', 'languages', 'experience_years',
        'avatar_url', 'status', 'rating_avg', 'rating_count', 'travels_outside_city', 'travel_fee_paise', 'contact_preferences']);
      // The verification (issue 24) is read through my_provider_application() only.
      for (const role of ['anon', 'authenticated']) {
        for (const column of ['pan', 'gstin', 'identity_document_path', 'terms_version']) expect(byRole[role]).not.toContain(column);
      }
      expect(byRole.authenticated).not.toContain('phone');
      expect(byRole.authenticated).toContain('profile_id');
      expect(byRole.service_role).toContain('phone');
    }));

  it('no API role may truncate, reference or add triggers to a table, or touch a private table or a sequence', () =>
    tx(async (t) => {
      const rows = await t.sys(`
        select n.nspname || '.' || c.relname as rel, r.role, p.priv
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        cross join (select unnest(array['anon', 'authenticated', 'service_role']) as role) r
        cross join (select unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as priv) p
        where c.relkind in ('r', 'p', 'v', 'm') and c.relname not like 'ls\\_%'
          and ((n.nspname = 'public' and p.priv in ('TRUNCATE', 'REFERENCES', 'TRIGGER'))
               or n.nspname in ('private', 'supabase_migrations'))
          and has_table_privilege(r.role, c.oid, p.priv)
        union all
        select n.nspname || '.' || c.relname, r.role, 'USAGE'
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        cross join (select unnest(array['anon', 'authenticated', 'service_role']) as role) r
        where c.relkind = 'S' and n.nspname in ('public', 'private') and c.relname not like 'ls\\_%'
          and has_sequence_privilege(r.role, c.oid, 'USAGE')`);
      expect(rows).toEqual([]);
    }));

  // Hosted's default ACL still hands anon and authenticated TRUNCATE, REFERENCES and TRIGGER on
  // every table `postgres` makes in public (the local stack sets it up the same way, compat SQL):
  // each of them must be revoked, and the defaults too, or the next migration's table gets them.
  it('anon and authenticated hold no TRUNCATE, REFERENCES or TRIGGER on any public table, by grant or by default', () =>
    tx(async (t) => {
      const granted = await t.sys(`
        select g.table_name, g.grantee, g.privilege_type from information_schema.role_table_grants g
        where g.table_schema = 'public' and g.table_name not like 'ls\\_%'
          and g.grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')
          and g.privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')
        order by 1, 2, 3`);
      expect(granted).toEqual([]);
      const defaults = await t.sys(`
        select pg_get_userbyid(d.defaclrole) as owner, coalesce(n.nspname, '(all schemas)') as schema,
               coalesce(pg_get_userbyid(a.grantee), 'PUBLIC') as grantee, a.privilege_type
        from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace
        cross join lateral aclexplode(d.defaclacl) a
        where d.defaclobjtype = 'r' and (n.nspname is null or n.nspname = 'public')
          and a.privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')
          and (a.grantee = 0 or pg_get_userbyid(a.grantee) in ('anon', 'authenticated', 'service_role'))
        order by 1, 2, 3, 4`);
      expect(defaults).toEqual([]);
      // A table a later migration makes, as migrations run (role postgres): nothing for the API roles.
      await t.sys(`set local role postgres`);
      await t.sys(`create table public.grants_probe (id int)`);
      const probe = await t.sys<{ role: string; priv: string }>(`
        select r.role, p.priv from unnest(array['anon', 'authenticated', 'service_role']) r(role)
        cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p(priv)
        where has_table_privilege(r.role, 'public.grants_probe', p.priv)`);
      expect(probe).toEqual([]);
    }));

  it('the tables realtime delivers are readable by the roles that subscribe to them', () =>
    tx(async (t) => {
      const rows = await t.sys(`
        select p.tablename from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = 'public' and p.tablename not like 'ls\\_%'
          and not has_table_privilege('authenticated', format('%I.%I', p.schemaname, p.tablename), 'SELECT')
        `);
      expect(rows).toEqual([]);
    }));
});

describe('function grants are explicit', () => {
  // Trigger functions cannot be called at all, so their EXECUTE does not matter.
  const FUNCTIONS = `
    select p.oid, n.nspname || '.' || p.proname as name, p.proacl
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and p.prokind = 'f'
      and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
      and p.proname not like 'ls\\_%'`;

  it('no function relies on PUBLIC\'s default EXECUTE', () =>
    tx(async (t) => {
      const rows = await t.sys(`
        with f as (${FUNCTIONS})
        select f.name from f
        where f.proacl is null or exists (select 1 from aclexplode(f.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')
        order by 1`);
      expect(rows).toEqual([]);
    }));

  it('what each API role may call', () =>
    tx(async (t) => {
      const rows = await t.sys<{ name: string; roles: string }>(`
        with f as (${FUNCTIONS})
        select f.name, coalesce(string_agg(r.role, ',' order by r.ord), '-') as roles
        from f
        left join (select * from unnest(array['anon', 'authenticated', 'service_role']) with ordinality as x(role, ord)) r
               on has_function_privilege(r.role, f.oid, 'EXECUTE')
        group by f.name order by f.name`);
      const matrix = Object.fromEntries(rows.map((r) => [r.name, r.roles]));
      const all = 'anon,authenticated,service_role';
      const signedIn = 'authenticated,service_role';
      expect(matrix).toEqual({
        // The RPCs of the apps.
        'public.bundle_facets': all,
        'public.catalogue_categories': all,
        'public.catalogue_facets': all,
        'public.home_highlights': all,
        'public.is_user_admin': all,
        'public.list_bundles': all,
        'public.list_services': all,
        'public.send_contact_message': all,
        // The public detail pages (0025).
        'public.service_detail': all,
        'public.bundle_detail': all,
        'public.offer_reviews': all,
        'public.track_booking': all,
        // A booking's price before it is made (0033).
        'public.quote_booking': all,
        'public.search_catalogue': signedIn,
        'public.search_suggestions': signedIn,
        // Signed-in only, and null unless the caller may call the provider (0022).
        'public.provider_phone': signedIn,
        'public.delete_my_account': 'authenticated',
        // The erasure behind delete_my_account's password or typed-word check (0048).
        'private.erase_my_account': '-',
        'public.record_my_consent': 'authenticated',
        // Provider applications (issue 24): the applicant's, the provider's, the admin's (checks is_admin).
        'public.submit_provider_application': 'authenticated',
        'public.my_provider_application': 'authenticated',
        'public.update_my_provider_profile': 'authenticated',
        'public.admin_review_provider': 'authenticated',
        // The admin remote (issue 26): each checks the caller is an admin first and audits its action.
        'public.admin_audit_entries': 'authenticated',
        'public.admin_provider_applications': 'authenticated',
        'public.admin_people': 'authenticated',
        'public.admin_person': 'authenticated',
        'public.admin_set_suspension': 'authenticated',
        'public.admin_set_admin': 'authenticated',
        'public.admin_bookings': 'authenticated',
        'public.admin_booking': 'authenticated',
        'public.admin_act_on_booking': 'authenticated',
        'public.admin_stuck_payments': 'authenticated',
        'public.admin_record_reconcile': 'authenticated',
        'public.admin_reports': 'authenticated',
        'public.admin_resolve_report': 'authenticated',
        'public.admin_reviews': 'authenticated',
        'public.admin_hide_review': 'authenticated',
        'public.admin_contact_messages': 'authenticated',
        'public.admin_reply_contact': 'authenticated',
        'public.admin_mark_contact_handled': 'authenticated',
        'public.admin_metrics': 'authenticated',
        'private.act_as_admin': '-',
        'private.admin_audit': '-',
        'private.admin_like': '-',
        'private.admin_page_limit': '-',
        'private.require_admin': '-',
        'private.require_admin_reason': '-',
        // The bookings and messages guards ask it as the writing role (issue 26).
        'private.require_not_suspended': 'authenticated',
        'private.gstin_is_valid': '-',
        'private.require_text_list': '-',
        'private.require_portfolio': '-',
        'private.set_portfolio': '-',
        'private.require_travel_fee': '-',
        'private.require_contact_preferences': '-',
        'public.mark_all_notifications_read': 'authenticated',
        // The request form and the timers (0034).
        'public.request_booking': signedIn,
        'public.booking_unavailable_dates': all,
        // Services and bundles of the provider remote (issue 24); each acts for the caller under RLS.
        'public.remove_service': signedIn,
        'public.bundle_quote': signedIn,
        'public.save_bundle': signedIn,
        // The booking's numbers, read by the guard, the hold caps, the timers and the calendar (issue 23).
        'public.booking_limits': all,
        // What the signed-in person may do with a booking now (issue 23).
        'public.my_booking_actions': signedIn,
        // The provider's dashboard panels (issue 24): each answers for the signed-in provider only.
        'public.provider_requests': 'authenticated',
        'public.provider_agenda': 'authenticated',
        'public.provider_month': 'authenticated',
        'public.provider_earnings': 'authenticated',
        'public.provider_performance': 'authenticated',
        'public.provider_reviews': 'authenticated',
        'public.run_booking_timers': 'service_role',
        // Messaging (issue 25): each acts for the signed-in participant.
        'public.send_message': signedIn,
        'public.my_conversations': signedIn,
        'public.conversation_messages': signedIn,
        'public.mark_conversation_read': signedIn,
        'public.report_conversation': signedIn,
        'public.block_in_conversation': signedIn,
        'public.unblock_in_conversation': signedIn,
        // What cancelling would refund (0038).
        'public.cancellation_preview': signedIn,
        // The payment Edge Functions' state changes (0035).
        'public.razorpay_begin_payment': 'service_role',
        'public.razorpay_attach_order': 'service_role',
        'public.razorpay_record_payment': 'service_role',
        'public.razorpay_record_refund': 'service_role',
        'public.razorpay_claim_reconciliation': 'service_role',
        'public.razorpay_claim_refunds': 'service_role',
        'public.razorpay_refund_not_sent': 'service_role',
        'public.razorpay_apply_webhook': 'service_role',
        // The booking emails' sender (0037).
        'public.claim_notification_emails': 'service_role',
        'public.notification_email_sent': 'service_role',
        'public.notification_email_failed': 'service_role',
        // Helpers that policies, guards, column defaults and SECURITY INVOKER RPCs call as the caller.
        'private.is_system': all,
        'private.check_catalogue_filters': all,
        'private.search_tsquery': all,
        'private.search_tsqueries': all,
        'private.respell': signedIn,
        'private.weighted_rating': all,
        'private.listing_quantity': all,
        'private.text_language': all,
        'private.is_admin': signedIn,
        'private.my_provider_id': signedIn,
        'private.my_approved_provider_id': signedIn,
        'private.owns_bundle': signedIn,
        'private.new_tracking_code': signedIn,
        'private.booking_quote': signedIn,
        // Called only inside SECURITY DEFINER functions (0033).
        'private.refund_percent': '-',
        'private.provider_profile_id': signedIn,
        'private.advance_paid': signedIn,
        'private.review_context': signedIn,
        'private.is_conversation_participant': signedIn,
        // Storage and realtime.messages policies call it as the caller (issue 25).
        'private.is_conversation_participant_text': signedIn,
        'private.providers_booked_on': signedIn,
        // The event-date filter of the category pages, for visitors too (issue 24).
        'private.providers_blocked_on': all,
        'private.services_unavailable_on': all,
        // Called as the caller by bundle_quote/save_bundle and the bundles guard (issue 24).
        'private.bundle_discount': signedIn,
        'private.bundle_items_picked': signedIn,
        // The services guard checks photos as the writing role (issue 24).
        'private.check_service_photos': signedIn,
        'private.booking_slot': signedIn,
        'private.service_attribute_rules': signedIn,
        'private.check_service_attributes': signedIn,
        'private.fold': signedIn,
        'private.service_document': signedIn,
        'private.provider_document': signedIn,
        'private.bundle_document': signedIn,
        // Only SECURITY DEFINER code (running as the owner) calls these.
        'private.notify': '-',
        'private.add_search_words': '-',
        'private.sound_key': '-',
        'private.search_service_rows': '-',
        'private.rate_limit_hit': '-',
        'private.request_client_ip': '-',
        'private.customer_cancellation_refund_paise': '-',
        // 0047: the facts a booking email states, read by the outbox trigger only.
        'private.booking_email_facts': '-',
        // Messaging (issue 25): only the messages trigger and definer RPCs use them.
        'private.mask_contacts': '-',
        'private.conversation_unmasked': '-',
        'private.conversation_blocked': '-',
        'private.require_message_attachment': '-',
        // Slots and lanes (0034): only the bookings trigger and definer RPCs use them.
        'private.booking_resources': '-',
        'private.claim_booking_slots': '-',
        'private.free_lane': '-',
        'private.slot_blocked': '-',
        'private.slot_claimable': '-',
        // The bookings guard calls these as the writing role.
        'private.earliest_event_start': signedIn,
        'private.event_start': signedIn,
        'private.suggest_booking_dates': signedIn,
        'private.razorpay_payment_rank': '-',
        'private.recount_listed_services': '-',
        'private.recount_bundle_search_docs': '-',
        // search_catalogue and list_bundles (definers) ask it whether a query's word is common.
        'private.common_word_query': '-',
        // search_catalogue (a definer) asks it whether walking on is worth it.
        'private.walk_may_find': '-',
        'private.refundable_paise': '-',
        'private.refresh_refunded': '-',
        'private.queue_full_refund': '-',
        // The payment guard (0039) asks it as the paying customer.
        'private.payment_due_paise': 'authenticated',
        // The hold caps (0045): the bookings guard asks it as the customer; it acts only for auth.uid().
        'private.check_booking_hold': 'authenticated',
        'private.format_rupees': '-',
        // Consent (0046): the sign-up trigger and record_my_consent (both SECURITY DEFINER) ask them.
        'private.current_policy_versions': '-',
        'private.consent_is_current': '-',
        // The validation rules (0020): the validating triggers are SECURITY DEFINER.
        'private.trim_text': '-',
        'private.normalise_indian_mobile': '-',
        'private.is_indian_mobile': '-',
        'private.is_email': '-',
        'private.text_fits': '-',
        'private.is_person_name': '-',
        'private.is_city': '-',
        'private.is_contact_subject': '-',
        'private.is_contact_message': '-',
        'private.is_provider_message': '-',
        'private.require_text': '-',
        'private.require_service_translations': '-',
        'private.require_phone': '-',
        'private.require_email': '-',
        'private.require_optional_text': '-',
        // The scheduled jobs (97_schedule.sql): only the owner, from the table's trigger.
        'private.cron_command': '-',
        'private.schedule_jobs': '-',
      });
    }));
});
