-- In-app notifications (templates the app words in the reader's language) and the email
-- outbox the send-notification-emails function drains.

create table public.notifications (
  id         uuid                     not null default gen_random_uuid(),
  user_id    uuid                     not null,
  title      text                     not null,
  message    text                     not null,
  type       text                     not null default 'system'::text,
  read       boolean                  not null default false,
  link       text,
  created_at timestamp with time zone not null default now(),
  template   text,
  params     jsonb                    not null default '{}'::jsonb,
  constraint notifications_link_check check (((link is null) or ((char_length(link) <= 500) and (link ~ '^/'::text)))),
  constraint notifications_message_check check (((char_length(btrim(message)) >= 1) and (char_length(btrim(message)) <= 2000))),
  constraint notifications_params_check check (((jsonb_typeof(params) = 'object'::text) and (pg_column_size(params) <= 4000))),
  constraint notifications_pkey primary key (id),
  constraint notifications_template_check check (((template is null) or ((char_length(template) <= 80) and (template ~ '^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$'::text)))),
  constraint notifications_title_check check (((char_length(btrim(title)) >= 1) and (char_length(btrim(title)) <= 200))),
  constraint notifications_type_check check ((type = any (array['chat'::text, 'booking'::text, 'review'::text, 'payment'::text, 'provider'::text, 'system'::text]))),
  constraint notifications_user_id_fkey foreign key (user_id) references public.profiles(id) on delete cascade
);

alter table public.notifications
  enable row level security;

alter table public.notifications
  replica identity full;

create index notifications_user_created_idx on public.notifications using btree (user_id, created_at desc);

create index notifications_user_unread_idx on public.notifications using btree (user_id)
  where (not read);

comment on column public.notifications.params is 'Values the template interpolates (names, codes, ratings); user-written text is quoted, never translated.';

comment on column public.notifications.template is 'Key of the message template the app words in the reader''s language (null: title and message as written).';

grant delete, insert, select, update on table public.notifications to authenticated;

grant delete, insert, select, update on table public.notifications to service_role;

-- The outbox.
create table public.notification_emails (
  id                  uuid                     not null default gen_random_uuid(),
  -- The bell row it repeats; the email is still owed if the reader deletes that row first.
  notification_id     uuid,
  -- The recipient: a person (their current address, read when sent), or an address with no
  -- account (to_email: an admin's reply to the contact form, issue 26).
  user_id             uuid,
  to_email            text,
  template            text                     not null,
  params              jsonb                    not null default '{}'::jsonb,
  language            text                     not null,
  -- The app's path the email links to (the notification's link: /bookings/<code> or /dashboard).
  link                text,
  -- The notification's English words: what a sender without this template writes (as an old app does).
  title               text                     not null,
  message             text                     not null,
  status              text                     not null default 'pending'::text,
  attempts            integer                  not null default 0,
  last_error          text,
  -- Not claimed before this (the back-off after a failure).
  next_attempt_at     timestamp with time zone not null default now(),
  -- Leased to a sender until then; another sender skips it meanwhile.
  claimed_until       timestamp with time zone,
  -- The email API's id for the message (Resend's email id).
  provider_message_id text,
  sent_at             timestamp with time zone,
  created_at          timestamp with time zone not null default now(),
  updated_at          timestamp with time zone not null default now(),
  facts               jsonb                    not null default '{}'::jsonb,
  constraint notification_emails_attempts_check check ((attempts >= 0)),
  constraint notification_emails_facts_check check (((jsonb_typeof(facts) = 'object'::text) and (pg_column_size(facts) <= 4000))),
  constraint notification_emails_language_check check ((language = any (array['en'::text, 'hi'::text, 'ta'::text, 'te'::text, 'kn'::text]))),
  constraint notification_emails_last_error_check check (((last_error is null) or (char_length(last_error) <= 1000))),
  constraint notification_emails_link_check check (((link is null) or ((char_length(link) <= 500) and (link ~ '^/'::text)))),
  constraint notification_emails_message_check check (((char_length(message) >= 1) and (char_length(message) <= 2000))),
  constraint notification_emails_params_check check (((jsonb_typeof(params) = 'object'::text) and (pg_column_size(params) <= 4000))),
  constraint notification_emails_pkey primary key (id),
  constraint notification_emails_provider_message_id_check check (((provider_message_id is null) or (char_length(provider_message_id) <= 200))),
  constraint notification_emails_sent_has_time check (((status <> 'sent'::text) or (sent_at is not null))),
  constraint notification_emails_status_check check ((status = any (array['pending'::text, 'sent'::text, 'failed'::text]))),
  constraint notification_emails_template_check check (((char_length(template) <= 80) and (template ~ '^(booking|provider|contact)\.[a-z][A-Za-z0-9]*$'::text))),
  constraint notification_emails_recipient_check check (((user_id is not null) or (to_email is not null))),
  constraint notification_emails_to_email_check check (((to_email is null) or ((char_length(to_email) <= 254) and (to_email ~* '^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$'::text)))),
  constraint notification_emails_title_check check (((char_length(title) >= 1) and (char_length(title) <= 200))),
  constraint notification_emails_notification_id_fkey foreign key (notification_id) references public.notifications(id) on delete set null,
  constraint notification_emails_user_id_fkey foreign key (user_id) references public.profiles(id) on delete cascade
);

alter table public.notification_emails
  enable row level security;

create index notification_emails_due_idx on public.notification_emails using btree (next_attempt_at)
  where (status = 'pending'::text);

create index notification_emails_notification_idx on public.notification_emails using btree (notification_id);

create index notification_emails_user_idx on public.notification_emails using btree (user_id);

comment on table public.notification_emails is 'Booking notifications owed by email, sent by the send-notification-emails Edge Function (0037).';

grant select on table public.notification_emails to service_role;

create or replace function private.booking_email_facts (
  p_code text
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select coalesce((
    select jsonb_strip_nulls(jsonb_build_object(
      'what', coalesce(s.title, bu.name),
      'provider', sp.business_name,
      'date', to_char(b.event_date, 'YYYY-MM-DD'),
      'time', to_char(b.event_time, 'HH24:MI'),
      'city', coalesce(s.city, bu.city),
      'totalPaise', b.total_paise,
      'paidPaise', pay.paid,
      'duePaise', case when b.status in ('held', 'requested', 'confirmed') then greatest(b.total_paise - pay.paid, 0) else 0 end,
      'receipt', pay.receipt,
      'respondBy', case when b.status = 'requested' then to_char(b.respond_by at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end,
      'tiers', (select jsonb_agg(jsonb_build_object('minDays', t.min_days_before, 'percent', t.advance_percent)
                                 order by t.min_days_before desc)
                  from public.cancellation_refund_tiers t),
      'refundTier', case
        when b.status = 'cancelled_by_customer' then
          jsonb_build_object('daysBefore', greatest(b.event_date - (b.updated_at at time zone 'Asia/Kolkata')::date, 0),
                             'percent', private.refund_percent(b.event_date - (b.updated_at at time zone 'Asia/Kolkata')::date))
        when b.status in ('declined', 'expired', 'cancelled_by_provider') then jsonb_build_object('percent', 100, 'full', true)
      end))
      from public.bookings b
      join public.service_providers sp on sp.id = b.provider_id
      left join public.services s on s.id = b.service_id
      left join public.bundles bu on bu.id = b.bundle_id
      cross join lateral (
        select coalesce(sum(p.amount_paise) filter (where p.status = 'succeeded'), 0)::bigint as paid,
               (select p2.receipt from public.payments p2
                 where p2.booking_id = b.id and p2.kind in ('advance', 'remaining') and p2.status = 'succeeded'
                   and p2.receipt is not null
                 order by p2.created_at desc limit 1) as receipt
          from public.payments p
         where p.booking_id = b.id and p.kind in ('advance', 'remaining')
      ) pay
     where b.tracking_code = p_code), '{}'::jsonb)
$$;
revoke all on function private.booking_email_facts(text) from public, anon, authenticated, service_role;

-- Money as the app shows it (shared/i18n/format.ts formatRupees): whole rupees, Indian grouping.
create or replace function private.format_rupees (
  p_paise bigint
)
  returns text
  language sql
  immutable
  set search_path to ''
  as $$
  select '₹' || case when length(d) <= 3 then d
                     else regexp_replace(left(d, -3), '(\d)(?=(\d\d)+$)', '\1,', 'g') || ',' || right(d, 3) end
    from (select round(abs(p_paise) / 100.0)::bigint::text as d) x
$$;
revoke all on function private.format_rupees(bigint) from public, anon, authenticated, service_role;

-- Only the read flag may change: the template and its values are as fixed as the text.
create or replace function private.guard_notification()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.read := false;
    new.created_at := now();
    return new;
  end if;
  if (new.id, new.user_id, new.title, new.message, new.type, new.link, new.created_at, new.template, new.params)
     is distinct from (old.id, old.user_id, old.title, old.message, old.type, old.link, old.created_at, old.template, old.params) then
    raise exception 'only the read flag of a notification can change' using errcode = '42501', hint = 'forbidden';
  end if;
  return new;
end
$$;

-- The writer the triggers use from now on: the English text plus the template and its values.
create or replace function private.notify (
  p_user_id  uuid,
  p_template text,
  p_params   jsonb,
  p_title    text,
  p_message  text,
  p_type     text,
  p_link     text
)
  returns void
  language sql
  security definer
  set search_path to ''
  as $$
  insert into public.notifications (user_id, template, params, title, message, type, link)
  select p_user_id, p_template, coalesce(p_params, '{}'::jsonb), left(p_title, 200), left(p_message, 2000), p_type, p_link
  where p_user_id is not null
$$;
-- The writer the triggers use from now on: the English text plus the template and its values.
create or replace function private.notify (
  p_user_id uuid,
  p_title   text,
  p_message text,
  p_type    text,
  p_link    text
)
  returns void
  language sql
  security definer
  set search_path to ''
  as $$
  insert into public.notifications (user_id, title, message, type, link)
  select p_user_id, left(p_title, 200), left(p_message, 2000), p_type, p_link
  where p_user_id is not null
$$;
revoke all on function private.notify(uuid, text, jsonb, text, text, text, text) from public, anon, authenticated, service_role;
revoke all on function private.notify(uuid, text, text, text, text) from public, anon, authenticated, service_role;

-- Booking requests and status changes notify the other party.
create or replace function private.notify_booking()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_what text;
  v_provider_profile uuid;
  v_provider_name text;
  v_customer_link text := '/bookings/' || new.tracking_code;
  v_provider_link text := '/dashboard';
  v_params jsonb;
begin
  if tg_op = 'INSERT' or new.status is not distinct from old.status then
    return null;
  end if;
  select coalesce(s.title, bu.name), sp.profile_id, sp.business_name
    into v_what, v_provider_profile, v_provider_name
    from public.service_providers sp
    left join public.services s on s.id = new.service_id
    left join public.bundles bu on bu.id = new.bundle_id
   where sp.id = new.provider_id;
  v_params := jsonb_strip_nulls(jsonb_build_object(
    'code', new.tracking_code, 'what', v_what, 'provider', v_provider_name,
    'date', new.event_date, 'time', to_char(new.event_time, 'HH24:MI'), 'guests', new.guest_count,
    -- A person's note (a decline's reason) is quoted; the system's own notes are the template's words.
    'reason', case when new.last_actor_role <> 'system' then nullif(btrim(coalesce(new.status_note, '')), '') end));
  -- An admin acting for a party (issue 26): both parties hear it came from Utsav, with the reason.
  if new.last_actor_role = 'admin' and new.status in ('cancelled_by_customer', 'cancelled_by_provider', 'declined', 'completed') then
    if new.status = 'completed' then
      perform private.notify(new.customer_id, 'booking.supportCompleted', v_params, 'Booking completed',
        format('Utsav support marked booking %s complete. Leave a review for %s.', new.tracking_code, v_provider_name), 'booking', v_customer_link);
      perform private.notify(v_provider_profile, 'booking.supportCompletedProvider', v_params, 'Booking completed',
        format('Utsav support marked booking %s (%s) complete.', new.tracking_code, v_what), 'booking', v_provider_link);
    else
      perform private.notify(new.customer_id, 'booking.supportCancelled', v_params, 'Booking cancelled by Utsav',
        format('Utsav support cancelled booking %s (%s). Everything you paid will be refunded in full.', new.tracking_code, v_what),
        'booking', v_customer_link);
      perform private.notify(v_provider_profile, 'booking.supportCancelledProvider', v_params, 'Booking cancelled by Utsav',
        format('Utsav support cancelled booking %s (%s).', new.tracking_code, v_what), 'booking', v_provider_link);
    end if;
    return null;
  end if;
  case new.status
    when 'requested' then
      perform private.notify(v_provider_profile, 'booking.received', v_params, 'New booking request',
        format('%s for %s on %s (%s guests). Booking %s. Please answer within 48 hours.', v_what,
               to_char(new.event_date, 'DD Mon YYYY'), to_char(new.event_time, 'HH12:MI AM'), new.guest_count, new.tracking_code),
        'booking', v_provider_link);
      perform private.notify(new.customer_id, 'booking.requested', v_params, 'Request sent',
        format('Your advance is paid and %s has your request %s.', v_provider_name, new.tracking_code),
        'booking', v_customer_link);
    when 'confirmed' then
      perform private.notify(new.customer_id, 'booking.confirmed', v_params, 'Booking confirmed',
        format('%s confirmed booking %s.', v_provider_name, new.tracking_code), 'booking', v_customer_link);
    when 'declined' then
      perform private.notify(new.customer_id, 'booking.declined', v_params, 'Booking declined',
        format('%s could not take booking %s. Your advance will be refunded in full.', v_provider_name, new.tracking_code),
        'booking', v_customer_link);
    when 'expired' then
      perform private.notify(new.customer_id, 'booking.expired', v_params, 'Request expired',
        format('%s did not answer booking %s in time. Your advance will be refunded in full.', v_provider_name, new.tracking_code),
        'booking', v_customer_link);
      perform private.notify(v_provider_profile, 'booking.expiredProvider', v_params, 'Request expired',
        format('Booking %s (%s) expired without an answer.', new.tracking_code, v_what), 'booking', v_provider_link);
    when 'payment_expired' then
      perform private.notify(new.customer_id, 'booking.paymentExpired', v_params, 'Hold released',
        format('The advance for %s was not paid in time, so the date was released. Booking %s.', v_what, new.tracking_code),
        'booking', v_customer_link);
    when 'completed' then
      perform private.notify(new.customer_id, 'booking.completed', v_params, 'How was it?',
        format('Booking %s is complete. Leave a review for %s.', new.tracking_code, v_provider_name),
        'booking', v_customer_link);
    when 'cancelled_by_customer' then
      -- A hold given up never reached the provider.
      if old.status <> 'held' then
        perform private.notify(v_provider_profile, 'booking.cancelledByCustomer', v_params, 'Booking cancelled',
          format('The customer cancelled booking %s (%s).', new.tracking_code, v_what), 'booking', v_provider_link);
      end if;
    when 'cancelled_by_provider' then
      perform private.notify(new.customer_id, 'booking.cancelledByProvider', v_params, 'Booking cancelled',
        format('%s cancelled booking %s. Your payments will be refunded in full.', v_provider_name, new.tracking_code),
        'booking', v_customer_link);
    else
      null;
  end case;
  return null;
end
$$;
revoke all on function private.notify_booking() from public, anon, authenticated, service_role;

-- The customer's own cancellation, told to the customer in the same transaction: the bell and
-- the email are the customer's record of what was cancelled and what comes back.
create or replace function private.notify_customer_own_cancellation()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_what text;
  v_provider_name text;
begin
  select coalesce(s.title, bu.name), sp.business_name into v_what, v_provider_name
    from public.service_providers sp
    left join public.services s on s.id = new.service_id
    left join public.bundles bu on bu.id = new.bundle_id
   where sp.id = new.provider_id;
  perform private.notify(new.customer_id, 'booking.cancelledByYou',
    jsonb_strip_nulls(jsonb_build_object('code', new.tracking_code, 'what', v_what, 'provider', v_provider_name,
      'date', new.event_date, 'time', to_char(new.event_time, 'HH24:MI'), 'guests', new.guest_count)),
    'Booking cancelled',
    format('You cancelled booking %s (%s) with %s.', new.tracking_code, v_what, v_provider_name),
    'booking', '/bookings/' || new.tracking_code);
  return null;
end
$$;
revoke all on function private.notify_customer_own_cancellation() from public, anon, authenticated, service_role;

-- Provider applications: the applicant hears about every decision.
create or replace function private.notify_provider_status()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_status text := case when new.status in ('approved', 'rejected', 'suspended') then new.status
                        when new.status = 'needs_info' then 'needsInfo' else 'pending' end;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  perform private.notify(new.profile_id, 'provider.' || v_status,
    jsonb_strip_nulls(jsonb_build_object('business', new.business_name, 'reason', nullif(btrim(new.status_reason), ''))),
    case v_status when 'approved' then 'You are approved'
                  when 'rejected' then 'Application not approved'
                  when 'suspended' then 'Account suspended'
                  when 'needsInfo' then 'More information needed'
                  else 'Application under review' end,
    case when v_status = 'approved' then format('%s is now live on Utsav. Add your services from the dashboard.', new.business_name)
         else coalesce(new.status_reason, format('The status of %s is now %s.', new.business_name, new.status)) end,
    'provider', case when v_status = 'approved' then '/dashboard' else '/provider/profile' end);
  return null;
end
$$;
revoke all on function private.notify_provider_status() from public, anon, authenticated, service_role;

-- A refund Razorpay processed (0035) tells the customer, with the amount and the booking's code.
create or replace function private.notify_refund_processed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_code text;
  v_customer uuid;
  v_amount text := private.format_rupees(new.amount_paise);
begin
  if tg_op = 'UPDATE' and old.status = 'processed' then
    return null;
  end if;
  select b.tracking_code, b.customer_id into v_code, v_customer from public.bookings b where b.id = new.booking_id;
  perform private.notify(v_customer, 'booking.refunded', jsonb_build_object('code', v_code, 'amount', v_amount),
    'Refund processed',
    format('Your refund of %s for booking %s has been processed. Your bank may take a few working days to show it.', v_amount, v_code),
    'booking', '/bookings/' || v_code);
  return null;
end
$$;
revoke all on function private.notify_refund_processed() from public, anon, authenticated, service_role;

-- A new review notifies the provider.
create or replace function private.notify_review()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  perform private.notify(private.provider_profile_id(new.provider_id), 'review.received',
    jsonb_build_object('name', new.reviewer_name, 'rating', new.rating),
    'New review', format('%s rated you %s out of 5.', new.reviewer_name, new.rating), 'review', '/dashboard');
  return null;
end
$$;
revoke all on function private.notify_review() from public, anon, authenticated, service_role;

create or replace function private.queue_notification_email()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  insert into public.notification_emails (notification_id, user_id, template, params, language, link, title, message, facts)
  select new.id, new.user_id, new.template, new.params, p.preferred_language, new.link, new.title, new.message,
         case when new.params ? 'code' then private.booking_email_facts(new.params ->> 'code') else '{}'::jsonb end
    from public.profiles p
    join auth.users u on u.id = p.id
   where p.id = new.user_id and u.email is not null and u.email_confirmed_at is not null;
  return null;
end
$$;
revoke all on function private.queue_notification_email() from public, anon, authenticated, service_role;

-- send-notification-emails: emails to send now, each leased for five minutes (longer than a batch
-- of sends with their timeouts), with the recipient's current address.
create or replace function public.claim_notification_emails (
  p_limit integer default 20
)
  returns table (
    id       uuid,
    email    text,
    template text,
    params   jsonb,
    language text,
    link     text,
    title    text,
    message  text,
    attempts integer,
    facts    jsonb
  )
  language plpgsql
  security definer
  set search_path to ''
  as $$
#variable_conflict use_column
begin
  return query
  with picked as (
    select e.id from public.notification_emails e
     where e.status = 'pending' and e.next_attempt_at <= now()
       and (e.claimed_until is null or e.claimed_until < now())
     order by e.next_attempt_at, e.created_at
     limit greatest(least(coalesce(p_limit, 20), 100), 1)
     for update skip locked
  )
  update public.notification_emails e
     set claimed_until = now() + interval '5 minutes', attempts = e.attempts + 1
    from picked left join public.notification_emails r on r.id = picked.id left join auth.users u on u.id = r.user_id
   where e.id = picked.id
  returning e.id, coalesce(e.to_email, u.email::text), e.template, e.params, e.language, e.link, e.title, e.message, e.attempts, e.facts;
end
$$;
comment on function public.claim_notification_emails(integer) is 'Leases up to p_limit due booking emails to the caller for five minutes, with the booking''s facts (0037, 0047).';
revoke all on function public.claim_notification_emails(integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_notification_emails(integer) to service_role;

create or replace function public.mark_all_notifications_read()
  returns integer
  language sql
  set search_path to ''
  as $$
  with marked as (
    update public.notifications
       set read = true
     where user_id = (select auth.uid()) and not read
    returning 1
  )
  select count(*)::integer from marked
$$;
-- A visitor has no notifications; the trusted backend marks rows directly.
revoke all on function public.mark_all_notifications_read() from public, anon, authenticated, service_role;
grant execute on function public.mark_all_notifications_read() to authenticated;

-- Not sent: tried again after 1, 2, 4 … 64 minutes; after the tenth attempt, or at once when the
-- email API refused the message itself (p_permanent: a malformed address), it is given up.
create or replace function public.notification_email_failed (
  p_id        uuid,
  p_error     text,
  p_permanent boolean default false
)
  returns void
  language sql
  security definer
  set search_path to ''
  as $$
  update public.notification_emails e
     set status = case when coalesce(p_permanent, false) or e.attempts >= 10 then 'failed' else 'pending' end,
         next_attempt_at = now() + interval '1 minute' * power(2, least(greatest(e.attempts - 1, 0), 6)),
         claimed_until = null,
         last_error = left(coalesce(nullif(btrim(p_error), ''), 'unknown error'), 1000)
   where e.id = p_id and e.status = 'pending'
$$;
revoke all on function public.notification_email_failed(uuid, text, boolean) from public, anon, authenticated, service_role;
grant execute on function public.notification_email_failed(uuid, text, boolean) to service_role;

create or replace function public.notification_email_sent (
  p_id                  uuid,
  p_provider_message_id text
)
  returns void
  language sql
  security definer
  set search_path to ''
  as $$
  update public.notification_emails e
     set status = 'sent', sent_at = coalesce(e.sent_at, now()), claimed_until = null, last_error = null,
         provider_message_id = left(p_provider_message_id, 200)
   where e.id = p_id and e.status <> 'sent'
$$;
revoke all on function public.notification_email_sent(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.notification_email_sent(uuid, text) to service_role;

-- Triggers

create trigger bookings_notify_customer_own_cancellation
  after update of status on public.bookings
  for each row
  when (((new.status = 'cancelled_by_customer'::text) and (old.status is distinct from new.status) and (old.status <> 'held'::text) and (new.last_actor_role is distinct from 'admin'::text)))
  execute function private.notify_customer_own_cancellation();

create trigger bookings_notify
  after insert or update of status on public.bookings
  for each row
  execute function private.notify_booking();

create trigger notification_emails_touch
  before update on public.notification_emails
  for each row
  execute function private.touch_updated_at();

create trigger notifications_guard
  before insert or update on public.notifications
  for each row
  execute function private.guard_notification();

create trigger notifications_queue_email
  after insert on public.notifications
  for each row
  -- Booking news, and a provider's application decisions (issue 26: approved, not approved, more
  -- information needed, suspended), go by email too.
  when ((((new.type = 'booking'::text) and (new.template ~~ 'booking.%'::text)) or ((new.type = 'provider'::text) and (new.template ~~ 'provider.%'::text))))
  execute function private.queue_notification_email();

create trigger refunds_notify_processed
  after insert or update of status on public.refunds
  for each row
  when ((new.status = 'processed'::text))
  execute function private.notify_refund_processed();

create trigger reviews_notify
  after insert on public.reviews
  for each row
  execute function private.notify_review();

create trigger service_providers_notify
  after update of status on public.service_providers
  for each row
  execute function private.notify_provider_status();

-- Row level security policies

create policy "notifications: admins send" on public.notifications
  for insert
  to authenticated
  with check (( select private.is_admin() as is_admin));

create policy "notifications: delete own" on public.notifications
  for delete
  to authenticated
  using ((user_id = ( select auth.uid() as uid)));

create policy "notifications: mark own" on public.notifications
  for update
  to authenticated
  using ((user_id = ( select auth.uid() as uid)))
  with check ((user_id = ( select auth.uid() as uid)));

create policy "notifications: read own" on public.notifications
  for select
  to authenticated
  using ((user_id = ( select auth.uid() as uid)));
