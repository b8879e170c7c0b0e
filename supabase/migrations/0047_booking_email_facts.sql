-- 0047 Emails a family keeps: the booking emails state what was booked and with whom, when, where,
-- what is paid and still due, the receipt number, the provider's deadline to answer, the
-- cancellation terms and the refund tier applied; and the customer's own cancellation emails the
-- customer at once.
--
-- Decisions:
-- * The facts are read when the email is queued (the same moment the bell speaks), into their own
--   column, notification_emails.facts: the params stay the bell's (0037's promise that the email
--   says what the bell says), and an email keeps the facts of its moment even if the booking
--   changes before it is sent. Amounts are paise and moments ISO: the sender formats them in
--   the recipient's language.
-- * Paid is what the gateway captured (advance and balance); due is what the booking still asks
--   for, none once it is over (cancelled, declined, expired).
-- * The receipt is that of the latest captured payment (the customer's last proof of paying).
-- * The refund tier is the one private.customer_cancellation_refund_paise applied: days from the
--   cancellation (the booking's last change, in India) to the event. Cancellations not the
--   customer's, declines and expiries refund everything.
-- * A hold given up before paying owes the customer no email: nothing was paid or promised.

alter table public.notification_emails
  add column facts jsonb not null default '{}'::jsonb
    check (jsonb_typeof(facts) = 'object' and pg_column_size(facts) <= 4000);

create function private.booking_email_facts(p_code text)
returns jsonb
language sql
stable
security definer
set search_path = ''
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
revoke execute on function private.booking_email_facts(text) from public;

-- from 0037, with the booking's facts.
create or replace function private.queue_notification_email()
returns trigger
language plpgsql
security definer
set search_path = ''
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

-- from 0037, answering the facts too (a new result column, so dropped and made again).
drop function public.claim_notification_emails(integer);
create function public.claim_notification_emails(p_limit integer default 20)
returns table (id uuid, email text, template text, params jsonb, language text, link text, title text, message text, attempts integer, facts jsonb)
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
  returning e.id, u.email::text, e.template, e.params, e.language, e.link, e.title, e.message, e.attempts, e.facts;
end
$$;
comment on function public.claim_notification_emails(integer) is
  'Leases up to p_limit due booking emails to the caller for five minutes, with the booking''s facts (0037, 0047).';
revoke execute on function public.claim_notification_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_notification_emails(integer) to service_role;

-- The customer's own cancellation, told to the customer in the same transaction: the bell and
-- the email are the customer's record of what was cancelled and what comes back.
create function private.notify_customer_own_cancellation()
returns trigger
language plpgsql
security definer
set search_path = ''
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
revoke execute on function private.notify_customer_own_cancellation() from public;

create trigger bookings_notify_customer_own_cancellation
  after update of status on public.bookings
  for each row
  when (new.status = 'cancelled_by_customer' and old.status is distinct from new.status and old.status <> 'held')
  execute function private.notify_customer_own_cancellation();
