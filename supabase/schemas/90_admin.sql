-- The admin remote's backend (issue 26): the audit log and every function the /admin pages call.
--
-- Ready (A2/A3 code against these names; all committed together, tested in admin_*.test.ts):
--   audit and approvals: admin_audit_entries, admin_provider_applications, admin_review_provider
--     (35_provider_applications: approved | rejected | needs_info, status 'needs_info' with the
--     reason in status_reason until the applicant submits again).
--   people: admin_people, admin_person, admin_set_suspension, admin_set_admin.
--   bookings: admin_bookings, admin_booking (its 'actions' are the admin edges now open),
--     admin_act_on_booking, admin_stuck_payments, admin_record_reconcile.
--   moderation: admin_reports, admin_resolve_report, admin_reviews, admin_hide_review,
--     admin_contact_messages, admin_reply_contact, admin_mark_contact_handled.
--   numbers: admin_metrics.
--
-- Decided here: admins have no direct write policies left on bookings, reviews, service_providers,
-- profiles, contact_messages and conversation_reports (each file says so where the policy was):
-- a bare update would be an unaudited action. The tests that used them now use the service role.
--
-- Rules every function here keeps, so nothing an admin does is silent:
-- * SECURITY DEFINER with an empty search_path; the first statement is the admin check
--   (private.require_admin: 42501, hint 'forbidden'), so a visitor, customer or provider gets
--   the refusal and never a row.
-- * Revoked from everyone, granted to authenticated only: the admin check needs a signed-in
--   caller, and the service role is no admin (it has no auth.uid()).
-- * An action writes exactly one admin_audit_log row in its own transaction (private.admin_audit):
--   the audit row and the change commit or roll back together.
-- * Lists page on the server (p_limit, p_offset; at most 1000 rows a call, which the CSV export
--   pages through) and every row carries total_count, the filtered total.

-- Append-only: who did what, to what, why, when. No foreign key to the admin: a row outlives
-- the account (a cascade would be an update, which the trigger below refuses).
create table public.admin_audit_log (
  id          bigint                   generated always as identity not null,
  admin_id    uuid,
  action      text                     not null,
  target_type text                     not null,
  target_id   text,
  reason      text,
  details     jsonb                    not null default '{}'::jsonb,
  created_at  timestamp with time zone not null default now(),
  constraint admin_audit_log_pkey primary key (id),
  constraint admin_audit_log_action_check check ((action ~ '^[a-z][a-z_.]{1,60}$'::text)),
  constraint admin_audit_log_target_type_check check ((target_type ~ '^[a-z][a-z_]{1,40}$'::text)),
  constraint admin_audit_log_target_id_check check (((target_id is null) or (char_length(target_id) <= 200))),
  constraint admin_audit_log_reason_check check (((reason is null) or (char_length(reason) <= 2000))),
  constraint admin_audit_log_details_check check (((jsonb_typeof(details) = 'object'::text) and (pg_column_size(details) <= 8000)))
);

alter table public.admin_audit_log
  enable row level security;

create index admin_audit_log_created_idx on public.admin_audit_log using btree (created_at desc, id desc);

create index admin_audit_log_target_idx on public.admin_audit_log using btree (target_id, created_at desc);

create index admin_audit_log_action_idx on public.admin_audit_log using btree (action, created_at desc);

comment on table public.admin_audit_log is 'Every admin action (issue 26), written by the admin functions through private.admin_audit; nobody updates, deletes or truncates it.';

-- Admins read it (the policy below); rows come only from private.admin_audit, as the owner.
grant select on table public.admin_audit_log to authenticated;

grant select on table public.admin_audit_log to service_role;

-- Refuses every update, delete and truncate, whoever asks (the owner too): a wrong entry is
-- corrected by a later one, never by rewriting history.
create or replace function private.admin_audit_immutable()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  raise exception 'the admin audit log cannot be changed' using errcode = '42501', hint = 'forbidden';
end
$$;

create trigger admin_audit_log_immutable
  before update or delete on public.admin_audit_log
  for each row
  execute function private.admin_audit_immutable();

create trigger admin_audit_log_no_truncate
  before truncate on public.admin_audit_log
  for each statement
  execute function private.admin_audit_immutable();

create policy "admin_audit_log: admins read" on public.admin_audit_log
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

-- The first line of every admin function.
create or replace function private.require_admin()
  returns uuid
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
begin
  if auth.uid() is null or not public.is_user_admin(auth.uid()) then
    raise exception 'only admins may do this' using errcode = '42501', hint = 'forbidden';
  end if;
  return auth.uid();
end
$$;
revoke all on function private.require_admin() from public, anon, authenticated, service_role;

-- A reason an action needs: trimmed, 3 to 1000 characters, or a keyed 23514 naming the field.
create or replace function private.require_admin_reason (
  p_reason text
)
  returns text
  language plpgsql
  immutable
  set search_path to ''
  as $$
declare
  v text := private.trim_text(coalesce(p_reason, ''));
begin
  if char_length(v) < 3 then
    raise exception 'this action needs a reason' using errcode = '23514', hint = 'admin_reason_required',
      detail = json_build_object('field', 'reason', 'min', 3)::text;
  end if;
  return left(v, 1000);
end
$$;
revoke all on function private.require_admin_reason(text) from public, anon, authenticated, service_role;

-- The one writer of the audit log, called by the admin functions in their transaction.
create or replace function private.admin_audit (
  p_action      text,
  p_target_type text,
  p_target_id   text,
  p_reason      text,
  p_details     jsonb default '{}'::jsonb
)
  returns bigint
  language sql
  security definer
  set search_path to ''
  as $$
  insert into public.admin_audit_log (admin_id, action, target_type, target_id, reason, details)
  values (auth.uid(), p_action, p_target_type, p_target_id, p_reason, coalesce(p_details, '{}'::jsonb))
  returning id
$$;
revoke all on function private.admin_audit(text, text, text, text, jsonb) from public, anon, authenticated, service_role;

-- Page bounds every list shares: 1 to 1000 rows, offset from 0.
create or replace function private.admin_page_limit (
  p_limit integer
)
  returns integer
  language sql
  immutable
  set search_path to ''
  as $$
  select least(greatest(coalesce(p_limit, 50), 1), 1000)
$$;
revoke all on function private.admin_page_limit(integer) from public, anon, authenticated, service_role;

-- An ILIKE pattern that matches the typed text anywhere, its wildcards taken literally.
create or replace function private.admin_like (
  p_query text
)
  returns text
  language sql
  immutable
  set search_path to ''
  as $$
  select case when nullif(btrim(coalesce(p_query, '')), '') is null then null
              else '%' || replace(replace(replace(btrim(p_query), '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;
revoke all on function private.admin_like(text) from public, anon, authenticated, service_role;

-- The audit log, newest first; filtered by action and by target.
create or replace function public.admin_audit_entries (
  p_limit     integer,
  p_offset    integer,
  p_action    text    default null,
  p_target_id text    default null
)
  returns table (
    id          bigint,
    admin_id    uuid,
    admin_name  text,
    action      text,
    target_type text,
    target_id   text,
    reason      text,
    details     jsonb,
    created_at  timestamp with time zone,
    total_count bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_total bigint;
begin
  perform private.require_admin();
  select count(*) into v_total from public.admin_audit_log l
   where (p_action is null or l.action = p_action) and (p_target_id is null or l.target_id = p_target_id);
  return query
    select l.id, l.admin_id, p.full_name, l.action, l.target_type, l.target_id, l.reason, l.details, l.created_at, v_total
      from public.admin_audit_log l
      left join public.profiles p on p.id = l.admin_id
     where (p_action is null or l.action = p_action) and (p_target_id is null or l.target_id = p_target_id)
     order by l.created_at desc, l.id desc
     limit private.admin_page_limit(p_limit) offset greatest(coalesce(p_offset, 0), 0);
end
$$;
revoke all on function public.admin_audit_entries(integer, integer, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_audit_entries(integer, integer, text, text) to authenticated;

-- The approvals queue: applications in one status (pending: oldest first, as they queue; any
-- other status newest first), with everything the admin checks. documents are objects of the
-- private provider-documents bucket (the page signs them for 60 seconds; admins may by the
-- bucket's policy), photos of the public provider-photos bucket.
create or replace function public.admin_provider_applications (
  p_status text    default 'pending',
  p_limit  integer default 50,
  p_offset integer default 0
)
  returns table (
    provider_id      uuid,
    profile_id       uuid,
    business_name    text,
    full_name        text,
    email            text,
    phone            text,
    city             text,
    areas_served     text[],
    languages        text[],
    experience_years integer,
    description      text,
    categories       text[],
    pan              text,
    gstin            text,
    submitted_at     timestamp with time zone,
    status           text,
    status_reason    text,
    documents        jsonb,
    photos           jsonb,
    total_count      bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_status text := coalesce(p_status, 'pending');
  v_total bigint;
begin
  perform private.require_admin();
  select count(*) into v_total from public.service_providers sp where sp.status = v_status;
  return query
    select sp.id, sp.profile_id, sp.business_name, pr.full_name, u.email::text, coalesce(sp.phone, pr.phone), sp.city,
           sp.areas_served, sp.languages, sp.experience_years, sp.description,
           coalesce((select array_agg(pc.category_slug order by pc.category_slug) from public.provider_categories pc
                     where pc.provider_id = sp.id), '{}'::text[]),
           sp.pan, sp.gstin, sp.submitted_at, sp.status, sp.status_reason,
           case when sp.identity_document_path is null then '[]'::jsonb
                else jsonb_build_array(jsonb_build_object('kind', 'identity', 'path', sp.identity_document_path)) end,
           coalesce((select jsonb_agg(jsonb_build_object('path', ph.path, 'width', ph.width, 'height', ph.height) order by ph.position)
                     from public.provider_photos ph where ph.provider_id = sp.id), '[]'::jsonb),
           v_total
      from public.service_providers sp
      join public.profiles pr on pr.id = sp.profile_id
      left join auth.users u on u.id = sp.profile_id
     where sp.status = v_status
     order by case when v_status = 'pending' then sp.submitted_at end asc,
              case when v_status <> 'pending' then sp.submitted_at end desc,
              sp.id
     limit private.admin_page_limit(p_limit) offset greatest(coalesce(p_offset, 0), 0);
end
$$;
revoke all on function public.admin_provider_applications(text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_provider_applications(text, integer, integer) to authenticated;

-- People: customers, providers and admins by name, email or phone (part of it), newest first.
-- role: 'customer' (no provider row, not admin), 'provider' (a provider row in any status),
-- 'admin'.
create or replace function public.admin_people (
  p_query  text,
  p_role   text    default null,
  p_limit  integer default 50,
  p_offset integer default 0
)
  returns table (
    profile_id      uuid,
    full_name       text,
    email           text,
    phone           text,
    city            text,
    role            text,
    provider_id     uuid,
    provider_status text,
    business_name   text,
    suspended_at    timestamp with time zone,
    bookings_count  bigint,
    created_at      timestamp with time zone,
    total_count     bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_like text := private.admin_like(p_query);
  v_digits text := nullif(regexp_replace(coalesce(p_query, ''), '[^0-9]', '', 'g'), '');
begin
  perform private.require_admin();
  if p_role is not null and p_role not in ('customer', 'provider', 'admin') then
    raise exception 'unknown role' using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'role')::text;
  end if;
  return query
    with matched as (
      select p.id, p.full_name, u.email::text as email, p.phone, p.city, p.created_at, p.suspended_at,
             sp.id as provider_id, sp.status as provider_status, sp.business_name,
             case when p.user_type = 'admin' then 'admin' when sp.id is not null then 'provider' else 'customer' end as role
        from public.profiles p
        left join auth.users u on u.id = p.id
        left join public.service_providers sp on sp.profile_id = p.id
       where (v_like is null
              or p.full_name ilike v_like or u.email ilike v_like or sp.business_name ilike v_like
              or (char_length(v_digits) >= 4 and (p.phone like '%' || v_digits || '%' or sp.phone like '%' || v_digits || '%')))
    ), filtered as (
      select m.*, count(*) over () as total from matched m where p_role is null or m.role = p_role
    ), page as (
      select f.* from filtered f order by f.created_at desc, f.id
       limit private.admin_page_limit(p_limit) offset greatest(coalesce(p_offset, 0), 0)
    )
    select pg.id, pg.full_name, pg.email, pg.phone, pg.city, pg.role, pg.provider_id, pg.provider_status, pg.business_name,
           pg.suspended_at,
           (select count(*) from public.bookings b where b.customer_id = pg.id)
             + (select count(*) from public.bookings b where b.provider_id = pg.provider_id),
           pg.created_at, pg.total
      from page pg
     order by pg.created_at desc, pg.id;
end
$$;
revoke all on function public.admin_people(text, text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_people(text, text, integer, integer) to authenticated;

-- The bookings an admin looks for: by tracking code or a party's name or email (p_query), a
-- provider, a customer, statuses and event dates; newest first. paid: succeeded payments;
-- refunded: processed refunds.
create or replace function public.admin_bookings (
  p_query       text    default null,
  p_provider_id uuid    default null,
  p_customer_id uuid    default null,
  p_statuses    text[]  default null,
  p_from        date    default null,
  p_to          date    default null,
  p_limit       integer default 50,
  p_offset      integer default 0
)
  returns table (
    id                    uuid,
    tracking_code         text,
    status                text,
    event_date            date,
    event_time            time without time zone,
    title                 text,
    customer_id           uuid,
    customer_name         text,
    provider_id           uuid,
    provider_name         text,
    total_paise           bigint,
    advance_paise         bigint,
    paid_paise            bigint,
    refunded_paise        bigint,
    created_at            timestamp with time zone,
    total_count           bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_like text := private.admin_like(p_query);
  v_code text := upper(btrim(coalesce(p_query, '')));
  v_customers uuid[];
  v_providers uuid[];
  v_where text := 'true';
  v_total bigint;
begin
  perform private.require_admin();
  if v_like is not null and v_code ~ '^UTS-[2-9A-HJKMNP-Z]{6}$' then
    v_where := v_where || ' and b.tracking_code = $1';
  elsif v_like is not null then
    -- The people the text names, found first: the bookings then filter on a short id list.
    select coalesce(array_agg(p.id), '{}') into v_customers
      from public.profiles p left join auth.users u on u.id = p.id
     where p.full_name ilike v_like or u.email ilike v_like;
    select coalesce(array_agg(sp.id), '{}') into v_providers
      from public.service_providers sp
     where sp.business_name ilike v_like or sp.profile_id = any (v_customers);
    v_where := v_where || ' and (b.customer_id = any ($2) or b.provider_id = any ($3))';
  end if;
  -- Only the filters given go into the statement, which is planned for them (EXECUTE): one
  -- statement with every filter optional would be planned once for all and read every booking.
  if p_provider_id is not null then v_where := v_where || ' and b.provider_id = $4'; end if;
  if p_customer_id is not null then v_where := v_where || ' and b.customer_id = $5'; end if;
  if cardinality(p_statuses) > 0 then v_where := v_where || ' and b.status = any ($6)'; end if;
  if p_from is not null then v_where := v_where || ' and b.event_date >= $7'; end if;
  if p_to is not null then v_where := v_where || ' and b.event_date <= $8'; end if;
  execute 'select count(*) from public.bookings b where ' || v_where
    into v_total using v_code, v_customers, v_providers, p_provider_id, p_customer_id, p_statuses, p_from, p_to;
  return query execute
    'select b.id, b.tracking_code, b.status, b.event_date, b.event_time, coalesce(s.title, bu.name),
            b.customer_id, cp.full_name, b.provider_id, sp.business_name, b.total_paise, b.advance_paise,
            coalesce((select sum(x.amount_paise) from public.payments x
                      where x.booking_id = b.id and x.kind in (''advance'', ''remaining'') and x.status in (''succeeded'', ''refunded'')), 0)::bigint,
            coalesce((select sum(r.amount_paise) from public.refunds r where r.booking_id = b.id and r.status = ''processed''), 0)::bigint,
            b.created_at, $9::bigint
       from (select b.id from public.bookings b where ' || v_where || '
              order by b.created_at desc, b.id limit $10 offset $11) pg
       join public.bookings b on b.id = pg.id
       join public.service_providers sp on sp.id = b.provider_id
       left join public.profiles cp on cp.id = b.customer_id
       left join public.services s on s.id = b.service_id
       left join public.bundles bu on bu.id = b.bundle_id
      order by b.created_at desc, b.id'
    using v_code, v_customers, v_providers, p_provider_id, p_customer_id, p_statuses, p_from, p_to, v_total,
          private.admin_page_limit(p_limit), greatest(coalesce(p_offset, 0), 0);
end
$$;
revoke all on function public.admin_bookings(text, uuid, uuid, text[], date, date, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_bookings(text, uuid, uuid, text[], date, date, integer, integer) to authenticated;

-- One booking for the admin: the row with its parties, the timeline (booking_events), the
-- payments, the refunds, the conversation (if any) and what the admin may do now
-- (my_booking_actions' admin edges).
create or replace function public.admin_booking (
  p_booking_id uuid
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v jsonb;
begin
  perform private.require_admin();
  select jsonb_build_object(
    'booking', jsonb_build_object(
      'id', b.id, 'tracking_code', b.tracking_code, 'status', b.status, 'status_note', b.status_note,
      'event_date', b.event_date, 'event_time', b.event_time, 'guest_count', b.guest_count,
      'special_requirements', b.special_requirements, 'title', coalesce(s.title, bu.name),
      'service_id', b.service_id, 'bundle_id', b.bundle_id,
      'total_paise', b.total_paise, 'advance_paise', b.advance_paise, 'remaining_paise', b.remaining_paise,
      'created_at', b.created_at, 'updated_at', b.updated_at, 'respond_by', b.respond_by, 'hold_expires_at', b.hold_expires_at,
      'venue_address', (select v.venue_address from public.booking_venues v where v.booking_id = b.id)),
    'customer', jsonb_build_object('id', b.customer_id, 'full_name', cp.full_name, 'email', cu.email, 'phone', cp.phone,
                                   'erased_at', b.customer_erased_at),
    'provider', jsonb_build_object('id', sp.id, 'profile_id', sp.profile_id, 'business_name', sp.business_name,
                                   'email', pu.email, 'phone', sp.phone, 'status', sp.status),
    'timeline', coalesce((select jsonb_agg(jsonb_build_object('id', e.id, 'from_status', e.from_status, 'to_status', e.to_status,
                                  'actor_role', e.actor_role, 'actor_id', e.actor_id, 'actor_name', ap.full_name, 'note', e.note,
                                  'created_at', e.created_at) order by e.created_at, e.id)
                          from public.booking_events e left join public.profiles ap on ap.id = e.actor_id
                          where e.booking_id = b.id), '[]'::jsonb),
    'payments', coalesce((select jsonb_agg(jsonb_build_object('id', x.id, 'kind', x.kind, 'amount_paise', x.amount_paise,
                                  'status', x.status, 'gateway_status', x.gateway_status, 'razorpay_order_id', x.razorpay_order_id,
                                  'razorpay_payment_id', x.razorpay_payment_id, 'method', x.method, 'paid_at', x.paid_at,
                                  'amount_refunded_paise', x.amount_refunded_paise, 'reconciled_at', x.reconciled_at,
                                  'created_at', x.created_at) order by x.created_at)
                          from public.payments x where x.booking_id = b.id), '[]'::jsonb),
    'refunds', coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'payment_id', r.payment_id, 'amount_paise', r.amount_paise,
                                 'status', r.status, 'reason', r.reason, 'initiated_by', r.initiated_by,
                                 'razorpay_refund_id', r.razorpay_refund_id, 'processed_at', r.processed_at,
                                 'created_at', r.created_at) order by r.created_at)
                         from public.refunds r where r.booking_id = b.id), '[]'::jsonb),
    -- The booking's own thread, else the parties' general one.
    'conversation_id', (select c.id from public.conversations c
                        where c.booking_id = b.id or (c.customer_id = b.customer_id and c.provider_id = b.provider_id)
                        order by (c.booking_id is not distinct from b.id) desc, c.created_at limit 1),
    'actions', coalesce((select jsonb_agg(t.to_status order by s2.position)
                         from public.booking_transitions t join public.booking_statuses s2 on s2.status = t.to_status
                         where t.from_status = b.status and t.actor = 'admin'
                           and (t.to_status <> 'completed' or b.event_date <= (now() at time zone 'Asia/Kolkata')::date)), '[]'::jsonb))
    into v
    from public.bookings b
    join public.service_providers sp on sp.id = b.provider_id
    left join public.profiles cp on cp.id = b.customer_id
    left join auth.users cu on cu.id = b.customer_id
    left join auth.users pu on pu.id = sp.profile_id
    left join public.services s on s.id = b.service_id
    left join public.bundles bu on bu.id = b.bundle_id
   where b.id = p_booking_id;
  if v is null then
    raise exception 'no such booking' using errcode = 'P0002', hint = 'not_found';
  end if;
  return v;
end
$$;
revoke all on function public.admin_booking(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_booking(uuid) to authenticated;

-- One person for the admin: the profile (with email and suspension), the provider row,
-- counts, the latest bookings (as customer and as provider), payments, reviews written and
-- received, and the reports they made or that name them.
create or replace function public.admin_person (
  p_profile_id uuid
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v jsonb;
  v_provider uuid;
begin
  perform private.require_admin();
  select sp.id into v_provider from public.service_providers sp where sp.profile_id = p_profile_id;
  select jsonb_build_object(
    'profile', jsonb_build_object('id', p.id, 'full_name', p.full_name, 'email', u.email, 'phone', p.phone, 'city', p.city,
                                  'user_type', p.user_type, 'preferred_language', p.preferred_language, 'created_at', p.created_at,
                                  'last_sign_in_at', u.last_sign_in_at, 'suspended_at', p.suspended_at,
                                  'suspension_reason', p.suspension_reason),
    'provider', (select jsonb_build_object('id', sp.id, 'business_name', sp.business_name, 'status', sp.status,
                                           'status_reason', sp.status_reason, 'city', sp.city, 'phone', sp.phone,
                                           'submitted_at', sp.submitted_at, 'approved_at', sp.approved_at,
                                           'rating_avg', sp.rating_avg, 'rating_count', sp.rating_count)
                 from public.service_providers sp where sp.id = v_provider),
    'counts', jsonb_build_object(
      'bookings_as_customer', (select count(*) from public.bookings b where b.customer_id = p.id),
      'bookings_as_provider', (select count(*) from public.bookings b where b.provider_id = v_provider),
      'reviews_written', (select count(*) from public.reviews r where r.customer_id = p.id),
      'reviews_received', (select count(*) from public.reviews r where r.provider_id = v_provider),
      'reports_by', (select count(*) from public.conversation_reports cr where cr.reporter_id = p.id),
      'reports_against', (select count(*) from public.conversation_reports cr join public.conversations c on c.id = cr.conversation_id
                          where cr.reporter_id <> p.id and (c.customer_id = p.id or c.provider_id = v_provider))),
    'recent_bookings', coalesce((select jsonb_agg(x order by x.created_at desc) from (
        select b.id, b.tracking_code, b.status, b.event_date, b.total_paise, b.created_at,
               case when b.customer_id = p.id then 'customer' else 'provider' end as as_role
          from public.bookings b where b.customer_id = p.id or b.provider_id = v_provider
         order by b.created_at desc limit 20) x), '[]'::jsonb),
    'payments', coalesce((select jsonb_agg(x order by x.created_at desc) from (
        select x.id, x.booking_id, b.tracking_code, x.kind, x.amount_paise, x.status, x.amount_refunded_paise, x.paid_at, x.created_at
          from public.payments x join public.bookings b on b.id = x.booking_id
         where b.customer_id = p.id or b.provider_id = v_provider
         order by x.created_at desc limit 20) x), '[]'::jsonb),
    'reviews_written', coalesce((select jsonb_agg(x order by x.created_at desc) from (
        select r.id, r.rating, r.comment, r.provider_id, r.hidden_at, r.hidden_reason, r.created_at
          from public.reviews r where r.customer_id = p.id order by r.created_at desc limit 20) x), '[]'::jsonb),
    'reviews_received', coalesce((select jsonb_agg(x order by x.created_at desc) from (
        select r.id, r.rating, r.comment, r.reviewer_name, r.hidden_at, r.hidden_reason, r.created_at
          from public.reviews r where r.provider_id = v_provider order by r.created_at desc limit 20) x), '[]'::jsonb),
    'reports', coalesce((select jsonb_agg(x order by x.created_at desc) from (
        select cr.id, cr.conversation_id, cr.message_id, cr.reason, cr.status, cr.created_at,
               case when cr.reporter_id = p.id then 'by' else 'against' end as direction
          from public.conversation_reports cr join public.conversations c on c.id = cr.conversation_id
         where cr.reporter_id = p.id or c.customer_id = p.id or c.provider_id = v_provider
         order by cr.created_at desc limit 20) x), '[]'::jsonb))
    into v
    from public.profiles p left join auth.users u on u.id = p.id
   where p.id = p_profile_id;
  if v is null then
    raise exception 'no such person' using errcode = 'P0002', hint = 'not_found';
  end if;
  return v;
end
$$;
revoke all on function public.admin_person(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_person(uuid) to authenticated;

-- Names the acting admin for this transaction: the bookings guard then records the admin
-- (last_actor_role 'admin', the timeline's actor), which refunds and notifications follow.
create or replace function private.act_as_admin()
  returns void
  language sql
  security definer
  set search_path to ''
  as $$
  select set_config('utsav.acting_admin', coalesce(auth.uid()::text, ''), true)
$$;
revoke all on function private.act_as_admin() from public, anon, authenticated, service_role;

-- Suspends or reinstates a person, with the reason they are told. Suspended: they cannot request
-- bookings or send messages (their open bookings as a customer stay); if they run a business,
-- it is suspended too (off the catalogue and search, which list approved providers only), its
-- open requests are declined and its confirmed bookings cancelled by the provider's side, each
-- refunding everything paid (the refunds trigger of 55_payments), both parties told; holds
-- waiting for payment are released. Reinstated: the business goes back to approved (or pending,
-- if it never was approved); ended bookings stay ended. One audit row, with the bookings ended.
create or replace function public.admin_set_suspension (
  p_profile_id uuid,
  p_suspended  boolean,
  p_reason     text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_admin uuid := private.require_admin();
  v_reason text := private.require_admin_reason(p_reason);
  v_profile public.profiles;
  v_provider public.service_providers;
  v_ended jsonb := '[]'::jsonb;
  v_business boolean;
  b record;
begin
  if p_suspended is null then
    raise exception 'suspend or reinstate?' using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'suspended')::text;
  end if;
  -- NO KEY UPDATE, as for the business below: a booking written meanwhile (a payment's webhook)
  -- notifies this person, and the notification's foreign key key-share locks the profile, which
  -- FOR UPDATE would block while this waits for that booking: a deadlock (the fresh-clone CI).
  select * into v_profile from public.profiles p where p.id = p_profile_id for no key update;
  if v_profile.id is null then
    raise exception 'no such person' using errcode = 'P0002', hint = 'not_found';
  end if;
  if p_suspended and p_profile_id = v_admin then
    raise exception 'an admin cannot suspend themselves' using errcode = '23514', hint = 'admin_self_action',
      detail = json_build_object('field', 'profile_id')::text;
  end if;
  -- NO KEY UPDATE: a booking written meanwhile checks its provider with a key-share lock, which FOR
  -- UPDATE would block while this waits for that booking's row below: a deadlock (seen in the tests).
  select * into v_provider from public.service_providers sp where sp.profile_id = p_profile_id for no key update;
  -- The business goes with the person when it is live or applying (a rejected application stays
  -- as it is), and comes back when it was suspended.
  v_business := v_provider.id is not null and case when p_suspended then v_provider.status in ('approved', 'pending', 'needs_info')
                                                   else v_provider.status = 'suspended' end;
  perform private.act_as_admin();
  if p_suspended then
    update public.profiles set suspended_at = coalesce(suspended_at, now()), suspension_reason = v_reason where id = p_profile_id;
    if v_business then
      update public.service_providers set status = 'suspended', status_reason = v_reason where id = v_provider.id;
      for b in
        select bk.id, bk.status from public.bookings bk
         where bk.provider_id = v_provider.id and bk.status in ('held', 'requested', 'confirmed')
         order by bk.created_at for no key update -- a review written meanwhile key-share locks its booking
      loop
        update public.bookings
           set status = case b.status when 'held' then 'payment_expired' when 'requested' then 'declined' else 'cancelled_by_provider' end,
               status_note = v_reason
         where id = b.id;
        v_ended := v_ended || jsonb_build_object('booking_id', b.id, 'from', b.status);
      end loop;
    end if;
  else
    update public.profiles set suspended_at = null, suspension_reason = null where id = p_profile_id;
    if v_business then
      update public.service_providers
         set status = case when v_provider.approved_at is not null then 'approved' else 'pending' end, status_reason = null
       where id = v_provider.id;
    end if;
  end if;
  perform set_config('utsav.acting_admin', '', true);
  -- A business hears it from its own notice (provider.suspended, 70_notifications_and_emails);
  -- anyone else is told here, with the reason.
  if not v_business then
    perform private.notify(p_profile_id, case when p_suspended then 'account.suspended' else 'account.reinstated' end,
      jsonb_strip_nulls(jsonb_build_object('reason', v_reason)),
      case when p_suspended then 'Account suspended' else 'Account reinstated' end,
      case when p_suspended then 'Your Utsav account is suspended: you cannot request bookings or send messages.'
           else 'Your Utsav account is active again.' end,
      'system', null);
  end if;
  perform private.admin_audit(case when p_suspended then 'person.suspend' else 'person.reinstate' end, 'profile',
    p_profile_id::text, v_reason,
    jsonb_strip_nulls(jsonb_build_object('provider_id', v_provider.id, 'provider_status_before', v_provider.status,
                                         'bookings_ended', case when jsonb_array_length(v_ended) > 0 then v_ended end)));
  return jsonb_build_object('profile_id', p_profile_id, 'suspended', p_suspended, 'provider_id', v_provider.id,
                            'bookings_ended', jsonb_array_length(v_ended));
end
$$;
revoke all on function public.admin_set_suspension(uuid, boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_suspension(uuid, boolean, text) to authenticated;

-- Gives or takes admin rights, with a reason. Nobody removes their own rights, and the last
-- admin stays one (admins queue on one lock, so two removing each other cannot both pass). A
-- former admin becomes a provider again if they have a business, else a customer.
create or replace function public.admin_set_admin (
  p_profile_id uuid,
  p_admin      boolean,
  p_reason     text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_admin uuid := private.require_admin();
  v_reason text := private.require_admin_reason(p_reason);
  v_before text;
  v_after text;
begin
  if p_admin is null then
    raise exception 'give or take?' using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'admin')::text;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('utsav.admins', 0));
  -- NO KEY UPDATE: user_type is no key, and a notification's foreign key may key-share the row meanwhile.
  select p.user_type into v_before from public.profiles p where p.id = p_profile_id for no key update;
  if v_before is null then
    raise exception 'no such person' using errcode = 'P0002', hint = 'not_found';
  end if;
  if not p_admin and v_before = 'admin' then
    if p_profile_id = v_admin then
      raise exception 'an admin cannot remove their own admin rights' using errcode = '23514', hint = 'admin_self_action',
        detail = json_build_object('field', 'profile_id')::text;
    end if;
    if (select count(*) from public.profiles p where p.user_type = 'admin') <= 1 then
      raise exception 'the last admin stays an admin' using errcode = '23514', hint = 'admin_last';
    end if;
  end if;
  v_after := case when p_admin then 'admin'
                  when v_before <> 'admin' then v_before
                  when exists (select 1 from public.service_providers sp where sp.profile_id = p_profile_id and sp.status <> 'rejected')
                    then 'service_provider'
                  else 'guest' end;
  update public.profiles set user_type = v_after where id = p_profile_id;
  perform private.admin_audit(case when p_admin then 'person.grant_admin' else 'person.revoke_admin' end, 'profile',
    p_profile_id::text, v_reason, jsonb_build_object('from', v_before, 'to', v_after));
  return v_after;
end
$$;
revoke all on function public.admin_set_admin(uuid, boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_admin(uuid, boolean, text) to authenticated;

-- Takes one of the booking graph's 'admin' edges for a party (99_reference_data: cancel for
-- the customer or the provider, decline for the provider, complete), with the reason both
-- parties are told. The guard's other rules hold (completion not before the event day); a
-- cancellation refunds everything paid (55_payments, queue_booking_refunds); one audit row.
create or replace function public.admin_act_on_booking (
  p_booking_id uuid,
  p_to_status  text,
  p_reason     text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_reason text;
  v_from text;
  v_refunds bigint;
begin
  perform private.require_admin();
  v_reason := private.require_admin_reason(p_reason);
  select b.status into v_from from public.bookings b where b.id = p_booking_id for update;
  if v_from is null then
    raise exception 'no such booking' using errcode = 'P0002', hint = 'not_found';
  end if;
  if not exists (select 1 from public.booking_transitions t
                  where t.from_status = v_from and t.to_status = p_to_status and t.actor = 'admin') then
    raise exception 'an admin cannot move a booking from % to %', v_from, p_to_status using errcode = '23514',
      hint = 'booking_transition_invalid', detail = json_build_object('from', v_from, 'to', p_to_status)::text;
  end if;
  perform private.act_as_admin();
  update public.bookings set status = p_to_status, status_note = v_reason where id = p_booking_id;
  perform set_config('utsav.acting_admin', '', true);
  select coalesce(sum(r.amount_paise), 0) into v_refunds from public.refunds r
   where r.booking_id = p_booking_id and r.status = 'pending' and r.initiated_by = 'admin';
  perform private.admin_audit('booking.' || p_to_status, 'booking', p_booking_id::text, v_reason,
    jsonb_build_object('from', v_from, 'to', p_to_status, 'refund_queued_paise', v_refunds));
  return jsonb_build_object('booking_id', p_booking_id, 'from', v_from, 'status', p_to_status, 'refund_queued_paise', v_refunds);
end
$$;
revoke all on function public.admin_act_on_booking(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_act_on_booking(uuid, text, text) to authenticated;

-- Payments stuck between order and outcome: an order was created at Razorpay (an order id) and
-- neither the webhook nor the checkout's verification recorded anything for more than 15
-- minutes (still pending, no verification). Oldest first: the longest waiting on top.
create or replace function public.admin_stuck_payments (
  p_limit  integer default 50,
  p_offset integer default 0
)
  returns table (
    payment_id        uuid,
    booking_id        uuid,
    tracking_code     text,
    kind              text,
    amount_paise      bigint,
    status            text,
    gateway_status    text,
    razorpay_order_id text,
    customer_name     text,
    provider_name     text,
    booking_status    text,
    created_at        timestamp with time zone,
    reconciled_at     timestamp with time zone,
    total_count       bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_total bigint;
begin
  perform private.require_admin();
  select count(*) into v_total from public.payments x
   where x.status = 'pending' and x.razorpay_order_id is not null and x.verified_at is null
     and x.created_at < now() - interval '15 minutes';
  return query
    select x.id, x.booking_id, b.tracking_code, x.kind, x.amount_paise, x.status, x.gateway_status, x.razorpay_order_id,
           cp.full_name, sp.business_name, b.status, x.created_at, x.reconciled_at, v_total
      from (select y.* from public.payments y
             where y.status = 'pending' and y.razorpay_order_id is not null and y.verified_at is null
               and y.created_at < now() - interval '15 minutes'
             order by y.created_at, y.id
             limit private.admin_page_limit(p_limit) offset greatest(coalesce(p_offset, 0), 0)) x
      join public.bookings b on b.id = x.booking_id
      join public.service_providers sp on sp.id = b.provider_id
      left join public.profiles cp on cp.id = b.customer_id
     order by x.created_at, x.id;
end
$$;
revoke all on function public.admin_stuck_payments(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_stuck_payments(integer, integer) to authenticated;

-- An admin's on-demand reconciliation of one payment (the payments-reconcile Edge Function,
-- called with the admin's token, calls this first with the admin's token: it checks the admin,
-- audits the request and answers what to ask Razorpay about; the function then records what
-- Razorpay says through the service role as the scheduled reconciliation does). p_outcome: what
-- the function learnt, when it calls again to audit the result (optional).
create or replace function public.admin_record_reconcile (
  p_payment_id uuid,
  p_outcome    jsonb default null
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  x public.payments;
begin
  perform private.require_admin();
  select * into x from public.payments p where p.id = p_payment_id;
  if x.id is null then
    raise exception 'no such payment' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform private.admin_audit(case when p_outcome is null then 'payment.reconcile' else 'payment.reconciled' end, 'payment',
    p_payment_id::text, null,
    jsonb_strip_nulls(jsonb_build_object('booking_id', x.booking_id, 'order_id', x.razorpay_order_id, 'status', x.status,
                                         'gateway_status', x.gateway_status,
                                         'outcome', case when jsonb_typeof(p_outcome) = 'object' and pg_column_size(p_outcome) <= 4000 then p_outcome end)));
  return jsonb_build_object('payment_id', x.id, 'booking_id', x.booking_id, 'razorpay_order_id', x.razorpay_order_id,
                            'status', x.status, 'gateway_status', x.gateway_status);
end
$$;
revoke all on function public.admin_record_reconcile(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_record_reconcile(uuid, jsonb) to authenticated;

-- Reports of conversations and messages (open: oldest first, as they queue; closed: newest
-- first), with the reporter, both parties, the reported message and the messages around it
-- (three before and three after it; the last six when the whole conversation was reported).
create or replace function public.admin_reports (
  p_status text    default 'open',
  p_limit  integer default 50,
  p_offset integer default 0
)
  returns table (
    report_id       uuid,
    status          text,
    reason          text,
    created_at      timestamp with time zone,
    handled_at      timestamp with time zone,
    resolution      text,
    resolution_note text,
    reporter_id     uuid,
    reporter_name   text,
    conversation_id uuid,
    customer_id     uuid,
    customer_name   text,
    provider_id     uuid,
    provider_name   text,
    message         jsonb,
    context         jsonb,
    total_count     bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_status text := coalesce(p_status, 'open');
  v_total bigint;
begin
  perform private.require_admin();
  select count(*) into v_total from public.conversation_reports r where r.status = v_status;
  return query
    select r.id, r.status, r.reason, r.created_at, r.handled_at, r.resolution, r.resolution_note,
           r.reporter_id, rp.full_name, r.conversation_id, c.customer_id, cp.full_name, c.provider_id, sp.business_name,
           (select jsonb_build_object('id', m.id, 'sender_id', m.sender_id, 'body', m.body, 'attachment', m.attachment, 'created_at', m.created_at)
              from public.messages m where m.id = r.message_id),
           coalesce((select jsonb_agg(jsonb_build_object('id', m.id, 'sender_id', m.sender_id, 'body', m.body, 'created_at', m.created_at)
                                      order by m.created_at, m.id)
                       from (select m2.* from public.messages m2, public.messages rm
                              where rm.id = r.message_id and m2.conversation_id = r.conversation_id
                                and m2.created_at <= rm.created_at and m2.id <> rm.id
                              order by m2.created_at desc limit 3) m), '[]'::jsonb)
           || coalesce((select jsonb_agg(jsonb_build_object('id', m.id, 'sender_id', m.sender_id, 'body', m.body, 'created_at', m.created_at)
                                         order by m.created_at, m.id)
                          from (select m2.* from public.messages m2, public.messages rm
                                 where rm.id = r.message_id and m2.conversation_id = r.conversation_id
                                   and m2.created_at >= rm.created_at and m2.id <> rm.id
                                 order by m2.created_at limit 3) m), '[]'::jsonb)
           || case when r.message_id is null then
                coalesce((select jsonb_agg(jsonb_build_object('id', m.id, 'sender_id', m.sender_id, 'body', m.body, 'created_at', m.created_at)
                                           order by m.created_at, m.id)
                            from (select m2.* from public.messages m2 where m2.conversation_id = r.conversation_id
                                   order by m2.created_at desc limit 6) m), '[]'::jsonb)
              else '[]'::jsonb end,
           v_total
      from (select r2.* from public.conversation_reports r2 where r2.status = v_status
             order by case when v_status = 'open' then r2.created_at end asc,
                      case when v_status <> 'open' then r2.created_at end desc, r2.id
             limit private.admin_page_limit(p_limit) offset greatest(coalesce(p_offset, 0), 0)) r
      join public.conversations c on c.id = r.conversation_id
      join public.service_providers sp on sp.id = c.provider_id
      left join public.profiles rp on rp.id = r.reporter_id
      left join public.profiles cp on cp.id = c.customer_id
     order by case when v_status = 'open' then r.created_at end asc,
              case when v_status <> 'open' then r.created_at end desc, r.id;
end
$$;
revoke all on function public.admin_reports(text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_reports(text, integer, integer) to authenticated;

-- Closes a report: dismissed (nothing wrong) or actioned (the admin did something: suspended
-- someone, hid something), with a note for the other admins.
create or replace function public.admin_resolve_report (
  p_report_id  uuid,
  p_resolution text,
  p_note       text
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_note text;
  v_id uuid;
begin
  perform private.require_admin();
  if p_resolution is null or p_resolution not in ('dismissed', 'actioned') then
    raise exception 'dismissed or actioned?' using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'resolution')::text;
  end if;
  v_note := private.require_admin_reason(p_note);
  update public.conversation_reports
     set status = 'closed', handled_at = now(), resolution = p_resolution, resolution_note = v_note, handled_by = auth.uid()
   where id = p_report_id and status = 'open'
  returning id into v_id;
  if v_id is null then
    raise exception 'no such open report' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform private.admin_audit('report.' || p_resolution, 'conversation_report', p_report_id::text, v_note, '{}'::jsonb);
  return v_id;
end
$$;
revoke all on function public.admin_resolve_report(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_resolve_report(uuid, text, text) to authenticated;

-- Reviews, newest first: by text (comment, reviewer, provider) and hidden or not.
create or replace function public.admin_reviews (
  p_query  text    default null,
  p_hidden boolean default null,
  p_limit  integer default 50,
  p_offset integer default 0
)
  returns table (
    review_id      uuid,
    booking_id     uuid,
    tracking_code  text,
    rating         smallint,
    comment        text,
    reviewer_name  text,
    customer_id    uuid,
    provider_id    uuid,
    provider_name  text,
    provider_reply text,
    hidden_at      timestamp with time zone,
    hidden_reason  text,
    created_at     timestamp with time zone,
    total_count    bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_like text := private.admin_like(p_query);
begin
  perform private.require_admin();
  return query
    with hits as (
      select r.id, r.created_at, count(*) over () as total
        from public.reviews r join public.service_providers sp on sp.id = r.provider_id
       where (p_hidden is null or (r.hidden_at is not null) = p_hidden)
         and (v_like is null or r.comment ilike v_like or r.reviewer_name ilike v_like or sp.business_name ilike v_like)
    )
    select r.id, r.booking_id, b.tracking_code, r.rating, r.comment, r.reviewer_name, r.customer_id, r.provider_id,
           sp.business_name, r.provider_reply, r.hidden_at, r.hidden_reason, r.created_at, h.total
      from (select * from hits order by hits.created_at desc, hits.id
             limit private.admin_page_limit(p_limit) offset greatest(coalesce(p_offset, 0), 0)) h
      join public.reviews r on r.id = h.id
      join public.bookings b on b.id = r.booking_id
      join public.service_providers sp on sp.id = r.provider_id
     order by r.created_at desc, r.id;
end
$$;
revoke all on function public.admin_reviews(text, boolean, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_reviews(text, boolean, integer, integer) to authenticated;

-- Hides a review (off the public pages and the ratings, which the reviews triggers recompute;
-- the author reads it with the reason) or shows it again. The reason is required either way.
create or replace function public.admin_hide_review (
  p_review_id uuid,
  p_hidden    boolean,
  p_reason    text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_reason text;
  r public.reviews;
begin
  perform private.require_admin();
  v_reason := private.require_admin_reason(p_reason);
  if p_hidden is null then
    raise exception 'hide or show?' using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'hidden')::text;
  end if;
  update public.reviews
     set hidden_at = case when p_hidden then coalesce(hidden_at, now()) end,
         hidden_reason = case when p_hidden then v_reason end
   where id = p_review_id
  returning * into r;
  if r.id is null then
    raise exception 'no such review' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform private.admin_audit(case when p_hidden then 'review.hide' else 'review.show' end, 'review', p_review_id::text, v_reason,
    jsonb_build_object('provider_id', r.provider_id, 'rating', r.rating));
  perform private.notify(r.customer_id, case when p_hidden then 'review.hidden' else 'review.shown' end,
    jsonb_strip_nulls(jsonb_build_object('reason', case when p_hidden then v_reason end)),
    case when p_hidden then 'Your review is hidden' else 'Your review is shown again' end,
    case when p_hidden then 'An Utsav admin hid your review.' else 'An Utsav admin showed your review again.' end,
    'review', '/bookings');
  return jsonb_build_object('review_id', r.id, 'hidden', r.hidden_at is not null, 'hidden_at', r.hidden_at);
end
$$;
revoke all on function public.admin_hide_review(uuid, boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_hide_review(uuid, boolean, text) to authenticated;

-- The contact form's inbox: unhandled (oldest first, as they queue) or handled (newest first).
create or replace function public.admin_contact_messages (
  p_handled boolean default false,
  p_limit   integer default 50,
  p_offset  integer default 0
)
  returns table (
    message_id  uuid,
    user_id     uuid,
    name        text,
    email       text,
    phone       text,
    subject     text,
    message     text,
    handled     boolean,
    handled_at  timestamp with time zone,
    reply       text,
    replied_at  timestamp with time zone,
    created_at  timestamp with time zone,
    total_count bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_handled boolean := coalesce(p_handled, false);
  v_total bigint;
begin
  perform private.require_admin();
  select count(*) into v_total from public.contact_messages m where m.handled = v_handled;
  return query
    select m.id, m.user_id, m.name, m.email, m.phone, m.subject, m.message, m.handled, m.handled_at, m.reply, m.replied_at,
           m.created_at, v_total
      from public.contact_messages m
     where m.handled = v_handled
     order by case when not v_handled then m.created_at end asc,
              case when v_handled then m.created_at end desc, m.id
     limit private.admin_page_limit(p_limit) offset greatest(coalesce(p_offset, 0), 0);
end
$$;
revoke all on function public.admin_contact_messages(boolean, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_contact_messages(boolean, integer, integer) to authenticated;

-- Answers a contact message by email and marks it handled. The email goes through the outbox
-- the send-notification-emails function drains (70_notifications_and_emails), addressed to the
-- address the sender gave, in their language when they were signed in (else English).
create or replace function public.admin_reply_contact (
  p_message_id uuid,
  p_reply      text
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_reply text := private.trim_text(coalesce(p_reply, ''));
  m public.contact_messages;
begin
  perform private.require_admin();
  if char_length(v_reply) < 2 or char_length(v_reply) > 5000 then
    raise exception 'write a reply' using errcode = '23514', hint = 'text_required', detail = json_build_object('field', 'reply', 'min', 2, 'max', 5000)::text;
  end if;
  update public.contact_messages
     set reply = v_reply, replied_at = now(), replied_by = auth.uid(), handled = true, handled_at = coalesce(handled_at, now())
   where id = p_message_id
  returning * into m;
  if m.id is null then
    raise exception 'no such contact message' using errcode = 'P0002', hint = 'not_found';
  end if;
  insert into public.notification_emails (user_id, to_email, template, params, language, link, title, message)
  values (null, m.email, 'contact.reply', jsonb_strip_nulls(jsonb_build_object('name', m.name, 'subject', m.subject)),
          coalesce((select p.preferred_language from public.profiles p where p.id = m.user_id), 'en'), '/contact',
          left('Re: ' || coalesce(m.subject, 'your message to Utsav'), 200), left(v_reply, 2000));
  perform private.admin_audit('contact.reply', 'contact_message', p_message_id::text, null,
    jsonb_build_object('email', m.email, 'reply', left(v_reply, 2000)));
  return m.id;
end
$$;
revoke all on function public.admin_reply_contact(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_reply_contact(uuid, text) to authenticated;

create or replace function public.admin_mark_contact_handled (
  p_message_id uuid,
  p_handled    boolean
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_id uuid;
begin
  perform private.require_admin();
  update public.contact_messages
     set handled = coalesce(p_handled, true), handled_at = case when coalesce(p_handled, true) then coalesce(handled_at, now()) end
   where id = p_message_id
  returning id into v_id;
  if v_id is null then
    raise exception 'no such contact message' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform private.admin_audit(case when coalesce(p_handled, true) then 'contact.handled' else 'contact.reopened' end,
    'contact_message', p_message_id::text, null, '{}'::jsonb);
  return v_id;
end
$$;
revoke all on function public.admin_mark_contact_handled(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.admin_mark_contact_handled(uuid, boolean) to authenticated;

-- The marketplace's numbers for a range of days (India's calendar, both ends included), in SQL
-- so the page and its CSV say the same. "In range": a booking created on one of the days.
--   by_day               [{day, status, count}]: bookings in range by the day they were created
--                        and their status now.
--   gmv_confirmed_paise  total_paise of bookings in range now confirmed.
--   gmv_completed_paise  total_paise of bookings in range now completed.
--   advances_paise       advance payments paid (succeeded, or refunded since) on a day of the
--                        range, whenever their booking was made.
--   refunds_paise        refunds processed on a day of the range.
--   requests             bookings in range that reached requested (the advance paid: a
--                        booking_events row to 'requested').
--   confirmed            of those, the ones that reached confirmed (an event to 'confirmed').
--   conversion           confirmed / requests, 4 decimals; null when requests is 0.
--   median_response_seconds  over bookings in range that reached requested and were answered
--                        by their provider: the first confirmed or declined event by the
--                        provider minus the requested event; null when none.
--   top_categories       [{slug, name, bookings, gmv_paise}] up to 10: bookings = requests in
--                        range for a service of the category (a bundle counts under slug
--                        'bundles'), gmv_paise = their total_paise now confirmed or completed;
--                        most bookings first, then gmv, then slug.
--   top_cities           [{city, bookings, gmv_paise}] up to 10: the same by the provider's city.
create or replace function public.admin_metrics (
  p_from date,
  p_to   date
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_start timestamptz;
  v_end timestamptz;
  v jsonb;
begin
  perform private.require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 366 then
    raise exception 'choose a range of at most a year' using errcode = '22023', hint = 'value_out_of_range',
      detail = json_build_object('field', 'range', 'max', 366)::text;
  end if;
  v_start := p_from::timestamp at time zone 'Asia/Kolkata';
  v_end := (p_to + 1)::timestamp at time zone 'Asia/Kolkata';
  with inrange as (
    select b.id, b.status, b.total_paise, b.service_id, b.bundle_id, b.provider_id,
           (b.created_at at time zone 'Asia/Kolkata')::date as day
      from public.bookings b
     where b.created_at >= v_start and b.created_at < v_end
  ), steps as (
    -- Each booking's milestones from its history, in one pass over the range's events.
    select e.booking_id,
           min(e.created_at) filter (where e.to_status = 'requested') as requested_at,
           bool_or(e.to_status = 'confirmed') as reached_confirmed,
           min(e.created_at) filter (where e.to_status in ('confirmed', 'declined') and e.actor_role = 'provider') as answered_at
      from public.booking_events e join inrange i on i.id = e.booking_id
     where e.to_status in ('requested', 'confirmed', 'declined')
     group by e.booking_id
  ), requested as (
    select i.*, st.requested_at, st.reached_confirmed, st.answered_at
      from inrange i join steps st on st.booking_id = i.id and st.requested_at is not null
  ), cats as (
    select coalesce(s.category_slug, 'bundles') as slug, coalesce(sc.name, 'Bundles') as name,
           count(*) as bookings,
           coalesce(sum(r.total_paise) filter (where r.status in ('confirmed', 'completed')), 0) as gmv_paise
      from requested r
      left join public.services s on s.id = r.service_id
      left join public.service_categories sc on sc.slug = s.category_slug
     group by 1, 2
  ), cities as (
    select sp.city, count(*) as bookings,
           coalesce(sum(r.total_paise) filter (where r.status in ('confirmed', 'completed')), 0) as gmv_paise
      from requested r join public.service_providers sp on sp.id = r.provider_id
     group by 1
  )
  select jsonb_build_object(
    'from', p_from, 'to', p_to,
    'by_day', coalesce((select jsonb_agg(jsonb_build_object('day', d.day, 'status', d.status, 'count', d.n) order by d.day, d.status)
                        from (select i.day, i.status, count(*) as n from inrange i group by 1, 2) d), '[]'::jsonb),
    'gmv_confirmed_paise', (select coalesce(sum(i.total_paise), 0) from inrange i where i.status = 'confirmed'),
    'gmv_completed_paise', (select coalesce(sum(i.total_paise), 0) from inrange i where i.status = 'completed'),
    'advances_paise', (select coalesce(sum(x.amount_paise), 0) from public.payments x
                        where x.kind = 'advance' and x.status in ('succeeded', 'refunded')
                          and x.paid_at >= v_start and x.paid_at < v_end),
    'refunds_paise', (select coalesce(sum(r.amount_paise), 0) from public.refunds r
                       where r.status = 'processed' and r.processed_at >= v_start and r.processed_at < v_end),
    'requests', (select count(*) from requested),
    'confirmed', (select count(*) from requested r where r.reached_confirmed),
    'conversion', (select case when count(*) = 0 then null
                               else round(count(*) filter (where r.reached_confirmed)::numeric / count(*), 4) end from requested r),
    'median_response_seconds', (select round(percentile_cont(0.5) within group (order by extract(epoch from r.answered_at - r.requested_at))::numeric)
                                  from requested r where r.answered_at is not null),
    'top_categories', coalesce((select jsonb_agg(jsonb_build_object('slug', c.slug, 'name', c.name, 'bookings', c.bookings, 'gmv_paise', c.gmv_paise)
                                                 order by c.bookings desc, c.gmv_paise desc, c.slug)
                                 from (select * from cats order by bookings desc, gmv_paise desc, slug limit 10) c), '[]'::jsonb),
    'top_cities', coalesce((select jsonb_agg(jsonb_build_object('city', c.city, 'bookings', c.bookings, 'gmv_paise', c.gmv_paise)
                                             order by c.bookings desc, c.gmv_paise desc, c.city)
                             from (select * from cities order by bookings desc, gmv_paise desc, city limit 10) c), '[]'::jsonb))
    into v;
  return v;
end
$$;
revoke all on function public.admin_metrics(date, date) from public, anon, authenticated, service_role;
grant execute on function public.admin_metrics(date, date) to authenticated;

-- Indexes for the admin lists (pnpm bench:admin, 20,000 bookings): newest first is every list's
-- order, so the first page of bookings and reviews reads an index instead of sorting them all,
-- and the metrics' range of creation days is an index range; the stuck payments are a few rows
-- of a partial index.
create index bookings_created_idx on public.bookings using btree (created_at desc, id);

create index reviews_created_idx on public.reviews using btree (created_at desc, id);

create index payments_stuck_idx on public.payments using btree (created_at)
  where ((status = 'pending'::text) and (razorpay_order_id is not null) and (verified_at is null));
