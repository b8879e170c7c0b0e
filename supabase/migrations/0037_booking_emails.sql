-- 0037 Booking notifications by email too (issue 14, item 8): "every transition notifies the other
-- party in the bell and by email ... in the recipient's language. The booking code is in every
-- message." The bell rows exist (0034); this adds:
-- * an outbox, public.notification_emails, filled in the same transaction as each booking
--   notification, so an email is owed exactly when the bell says something. The send-notification-
--   emails Edge Function claims rows (a lease, so two senders never send one twice), words them
--   from the same templates as the app, hands them to the email API (Resend on hosted, the local
--   stand-in at /email/v1 locally) and marks them sent or failed (backing off, then giving up);
-- * the refund notification: a refund Razorpay processed tells the customer, with its amount;
-- * the reminder two days before the event, to both parties, from run_booking_timers().
--
-- Decisions where the issue is silent:
-- * The language is the recipient's profile language when the notification is written: the email
--   is worded as the bell would have been at that moment.
-- * Only a confirmed address gets email (a phone-only account has none): no address, no row.
--   The address itself is read when sending, so a changed address is the one written to.
-- * The reminder goes to confirmed bookings whose event is one or two days away in India (not
--   only exactly two), so a day the scheduler missed is caught up the day before; a booking
--   confirmed the day before its event is reminded too. Never on the day itself, and once.
-- * run_booking_timers() keeps answering the three counts it answered (the scheduler and its
--   tests read exactly those); reminders are counted in bookings.reminder_sent_at.

-- ------------------------------------------------------------------------------------------
-- The outbox.
create table public.notification_emails (
  id uuid primary key default gen_random_uuid(),
  -- The bell row it repeats; the email is still owed if the reader deletes that row first.
  notification_id uuid references public.notifications (id) on delete set null,
  user_id uuid not null references public.profiles (id) on delete cascade,
  template text not null check (char_length(template) <= 80 and template ~ '^booking\.[a-z][A-Za-z0-9]*$'),
  params jsonb not null default '{}'::jsonb check (jsonb_typeof(params) = 'object' and pg_column_size(params) <= 4000),
  language text not null check (language in ('en', 'hi', 'ta', 'te', 'kn')),
  -- The app's path the email links to (the notification's link: /bookings/<code> or /dashboard).
  link text check (link is null or (char_length(link) <= 500 and link ~ '^/')),
  -- The notification's English words: what a sender without this template writes (as an old app does).
  title text not null check (char_length(title) between 1 and 200),
  message text not null check (char_length(message) between 1 and 2000),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (last_error is null or char_length(last_error) <= 1000),
  -- Not claimed before this (the back-off after a failure).
  next_attempt_at timestamptz not null default now(),
  -- Leased to a sender until then; another sender skips it meanwhile.
  claimed_until timestamptz,
  -- The email API's id for the message (Resend's email id).
  provider_message_id text check (provider_message_id is null or char_length(provider_message_id) <= 200),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint notification_emails_sent_has_time check (status <> 'sent' or sent_at is not null)
);
comment on table public.notification_emails is
  'Booking notifications owed by email, sent by the send-notification-emails Edge Function (0037).';
create index notification_emails_due_idx on public.notification_emails (next_attempt_at) where status = 'pending';
create index notification_emails_user_idx on public.notification_emails (user_id);
create index notification_emails_notification_idx on public.notification_emails (notification_id);
create trigger notification_emails_touch
  before update on public.notification_emails
  for each row execute function private.touch_updated_at();

-- Nobody's data to browse: addresses and wording are the sender's business. Row-level security
-- with no policy keeps the API roles out even if a grant slips in; service_role reads it for
-- support, and writes only through the functions below.
alter table public.notification_emails enable row level security;
revoke all on public.notification_emails from public, anon, authenticated, service_role;
grant select on public.notification_emails to service_role;

create function private.queue_notification_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notification_emails (notification_id, user_id, template, params, language, link, title, message)
  select new.id, new.user_id, new.template, new.params, p.preferred_language, new.link, new.title, new.message
    from public.profiles p
    join auth.users u on u.id = p.id
   where p.id = new.user_id and u.email is not null and u.email_confirmed_at is not null;
  return null;
end
$$;
revoke execute on function private.queue_notification_email() from public;

create trigger notifications_queue_email
  after insert on public.notifications
  for each row
  when (new.type = 'booking' and new.template like 'booking.%')
  execute function private.queue_notification_email();

-- send-notification-emails: emails to send now, each leased for five minutes (longer than a batch
-- of sends with their timeouts), with the recipient's current address.
create function public.claim_notification_emails(p_limit integer default 20)
returns table (id uuid, email text, template text, params jsonb, language text, link text, title text, message text, attempts integer)
language plpgsql
security definer
set search_path = ''
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
    from picked, auth.users u
   where e.id = picked.id and u.id = e.user_id
  returning e.id, u.email::text, e.template, e.params, e.language, e.link, e.title, e.message, e.attempts;
end
$$;
comment on function public.claim_notification_emails(integer) is
  'Leases up to p_limit due booking emails to the caller for five minutes (0037).';
revoke execute on function public.claim_notification_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_notification_emails(integer) to service_role;

create function public.notification_email_sent(p_id uuid, p_provider_message_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notification_emails e
     set status = 'sent', sent_at = coalesce(e.sent_at, now()), claimed_until = null, last_error = null,
         provider_message_id = left(p_provider_message_id, 200)
   where e.id = p_id and e.status <> 'sent'
$$;
revoke execute on function public.notification_email_sent(uuid, text) from public, anon, authenticated;
grant execute on function public.notification_email_sent(uuid, text) to service_role;

-- Not sent: tried again after 1, 2, 4 … 64 minutes; after the tenth attempt, or at once when the
-- email API refused the message itself (p_permanent: a malformed address), it is given up.
create function public.notification_email_failed(p_id uuid, p_error text, p_permanent boolean default false)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notification_emails e
     set status = case when coalesce(p_permanent, false) or e.attempts >= 10 then 'failed' else 'pending' end,
         next_attempt_at = now() + interval '1 minute' * power(2, least(greatest(e.attempts - 1, 0), 6)),
         claimed_until = null,
         last_error = left(coalesce(nullif(btrim(p_error), ''), 'unknown error'), 1000)
   where e.id = p_id and e.status = 'pending'
$$;
revoke execute on function public.notification_email_failed(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.notification_email_failed(uuid, text, boolean) to service_role;

-- ------------------------------------------------------------------------------------------
-- Money as the app shows it (shared/i18n/format.ts formatRupees): whole rupees, Indian grouping.
create function private.format_rupees(p_paise bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select '₹' || case when length(d) <= 3 then d
                     else regexp_replace(left(d, -3), '(\d)(?=(\d\d)+$)', '\1,', 'g') || ',' || right(d, 3) end
    from (select round(abs(p_paise) / 100.0)::bigint::text as d) x
$$;
revoke execute on function private.format_rupees(bigint) from public;

-- A refund Razorpay processed (0035) tells the customer, with the amount and the booking's code.
create function private.notify_refund_processed()
returns trigger
language plpgsql
security definer
set search_path = ''
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
revoke execute on function private.notify_refund_processed() from public;

create trigger refunds_notify_processed
  after insert or update of status on public.refunds
  for each row
  when (new.status = 'processed')
  execute function private.notify_refund_processed();

-- ------------------------------------------------------------------------------------------
-- from 0034, with the reminder added as its last step.
create or replace function public.run_booking_timers()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment_expired integer;
  v_expired integer;
  v_completed integer;
  v_today date := (now() at time zone 'Asia/Kolkata')::date;
  r record;
  v_params jsonb;
  v_provider_profile uuid;
  v_message text;
begin
  update public.bookings
     set status = 'payment_expired', status_note = 'The advance was not paid in time'
   where status = 'held' and hold_expires_at <= now();
  get diagnostics v_payment_expired = row_count;

  update public.bookings
     set status = 'expired', status_note = 'The provider did not answer in time'
   where status = 'requested' and respond_by <= now();
  get diagnostics v_expired = row_count;

  -- 48 hours after the event ends, in India.
  update public.bookings
     set status = 'completed', status_note = 'Completed automatically after the event'
   where status = 'confirmed' and event_date < (now() at time zone 'Asia/Kolkata')::date
     and upper(slot) at time zone 'Asia/Kolkata' + interval '48 hours' <= now();
  get diagnostics v_completed = row_count;

  -- Two days before the event, in India (or the day before, when that moment was missed): both
  -- parties are reminded once, in the bell and by email.
  for r in
    update public.bookings b
       set reminder_sent_at = now()
     where b.status = 'confirmed' and b.reminder_sent_at is null
       and b.event_date > v_today and b.event_date <= v_today + 2
    returning b.customer_id, b.provider_id, b.service_id, b.bundle_id, b.tracking_code, b.event_date, b.event_time, b.guest_count
  loop
    select jsonb_strip_nulls(jsonb_build_object(
             'code', r.tracking_code, 'what', coalesce(s.title, bu.name), 'provider', sp.business_name,
             'date', r.event_date, 'time', to_char(r.event_time, 'HH24:MI'), 'guests', r.guest_count)),
           sp.profile_id
      into v_params, v_provider_profile
      from public.service_providers sp
      left join public.services s on s.id = r.service_id
      left join public.bundles bu on bu.id = r.bundle_id
     where sp.id = r.provider_id;
    v_message := format('Coming up: %s on %s at %s for %s guests. Booking %s.', v_params ->> 'what',
                        to_char(r.event_date, 'DD Mon YYYY'), to_char(r.event_time, 'HH12:MI AM'), r.guest_count, r.tracking_code);
    perform private.notify(r.customer_id, 'booking.reminder', v_params, 'Event coming up', v_message,
      'booking', '/bookings/' || r.tracking_code);
    perform private.notify(v_provider_profile, 'booking.reminder', v_params, 'Event coming up', v_message, 'booking', '/dashboard');
  end loop;

  return jsonb_build_object('payment_expired', v_payment_expired, 'expired', v_expired, 'completed', v_completed);
end
$$;
comment on function public.run_booking_timers() is
  'Releases unpaid holds, expires unanswered requests, completes past bookings and sends the reminders two days before events; run every minute (0034, 0037).';
