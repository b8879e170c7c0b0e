-- The provider's dashboard (issue 24): one function per panel, so each panel's first view is one
-- round trip. Requests, agenda, month and reviews are security invoker (the bookings, venues,
-- profiles and reviews policies already say what a provider may read: the venue and the
-- customer's name only once confirmed). Earnings and performance read payments, refunds and
-- booking history, whose policies each ask "can you read the booking?" row by row; as definers
-- that filter by the caller's own provider row they answer in one index scan instead.

-- pnpm bench:provider: a provider's requests received in the last 30 days, and the month view.
create index bookings_provider_created_idx on public.bookings using btree (provider_id, created_at);

-- Requests awaiting this provider's answer, the one expiring first at the top, each with what the
-- customer asked for (the address comes with confirmation: booking_venues' policy) and the moves
-- the booking graph lets this provider make now (my_booking_actions, never typed in the app).
create or replace function public.provider_requests()
  returns table (
    id                   uuid,
    tracking_code        text,
    service_id           uuid,
    bundle_id            uuid,
    title                text,
    city                 text,
    event_date           date,
    event_time           time without time zone,
    guest_count          integer,
    special_requirements text,
    total_paise          bigint,
    advance_paise        bigint,
    remaining_paise      bigint,
    requested_at         timestamp with time zone,
    respond_by           timestamp with time zone,
    seconds_left         integer,
    actions              text[]
  )
  language sql
  stable
  set search_path to ''
  as $$
  select b.id, b.tracking_code, b.service_id, b.bundle_id,
         coalesce(s.title, bu.name), coalesce(s.city, bu.city),
         b.event_date, b.event_time, b.guest_count, b.special_requirements,
         b.total_paise, b.advance_paise, b.remaining_paise,
         (select max(e.created_at) from public.booking_events e where e.booking_id = b.id and e.to_status = 'requested'),
         b.respond_by,
         greatest(0, floor(extract(epoch from b.respond_by - now())))::integer,
         array(select a.to_status from public.my_booking_actions(b.id) a where a.actor = 'provider')
    from public.bookings b
    left join public.services s on s.id = b.service_id
    left join public.bundles bu on bu.id = b.bundle_id
   where b.provider_id = private.my_provider_id()
     and b.status = 'requested'
   order by b.respond_by, b.id
   limit 200
$$;
comment on function public.provider_requests() is 'The signed-in provider''s requests awaiting an answer, soonest expiry first, with the actions the booking graph allows (issue 24).';
revoke all on function public.provider_requests() from public, anon, authenticated, service_role;
grant execute on function public.provider_requests() to authenticated;

-- plpgsql: payments (55_payments.sql) come after this file.
-- Confirmed bookings in date order, those whose day has passed first (they wait to be marked
-- completed), with the venue and the customer's name and the actions allowed now (complete after
-- the event, cancel before).
create or replace function public.provider_agenda(
  p_limit integer default 50
)
  returns table (
    id              uuid,
    tracking_code   text,
    title           text,
    city            text,
    event_date      date,
    event_time      time without time zone,
    guest_count     integer,
    special_requirements text,
    customer_name   text,
    venue_address   text,
    total_paise     bigint,
    remaining_paise bigint,
    balance_paid    boolean,
    actions         text[]
  )
  language plpgsql
  stable
  set search_path to ''
  as $$
#variable_conflict use_column
begin
  return query
  select b.id, b.tracking_code, coalesce(s.title, bu.name), coalesce(s.city, bu.city),
         b.event_date, b.event_time, b.guest_count, b.special_requirements,
         p.full_name, v.venue_address, b.total_paise, b.remaining_paise,
         b.remaining_paise = 0 or exists (select 1 from public.payments x where x.booking_id = b.id and x.kind = 'remaining' and x.status = 'succeeded'),
         array(select a.to_status from public.my_booking_actions(b.id) a where a.actor = 'provider')
    from public.bookings b
    left join public.services s on s.id = b.service_id
    left join public.bundles bu on bu.id = b.bundle_id
    left join public.profiles p on p.id = b.customer_id
    left join public.booking_venues v on v.booking_id = b.id
   where b.provider_id = private.my_provider_id()
     and b.status = 'confirmed'
   order by b.event_date, b.event_time, b.id
   limit greatest(1, least(coalesce(p_limit, 50), 200));
end
$$;
comment on function public.provider_agenda(integer) is 'The signed-in provider''s confirmed bookings in date order, with venue, customer and allowed actions (issue 24).';
revoke all on function public.provider_agenda(integer) from public, anon, authenticated, service_role;
grant execute on function public.provider_agenda(integer) to authenticated;

-- The month calendar: every booking of the month that holds the provider's day (asked, confirmed,
-- done), one row each; the app groups them by day.
create or replace function public.provider_month(
  p_month date
)
  returns table (
    id         uuid,
    event_date date,
    event_time time without time zone,
    status     text,
    title      text
  )
  language sql
  stable
  set search_path to ''
  as $$
  select b.id, b.event_date, b.event_time, b.status, coalesce(s.title, bu.name)
    from public.bookings b
    left join public.services s on s.id = b.service_id
    left join public.bundles bu on bu.id = b.bundle_id
   where b.provider_id = private.my_provider_id()
     and b.status in ('requested', 'confirmed', 'completed')
     and b.event_date >= date_trunc('month', p_month)::date
     and b.event_date < (date_trunc('month', p_month) + interval '1 month')::date
   order by b.event_date, b.event_time, b.id
$$;
comment on function public.provider_month(date) is 'The signed-in provider''s requested, confirmed and completed bookings in the month of p_month (issue 24).';
revoke all on function public.provider_month(date) from public, anon, authenticated, service_role;
grant execute on function public.provider_month(date) to authenticated;

-- Money by month in India's calendar: advances and balances received (when captured), refunds
-- (when queued; a refund Razorpay refused is not counted), and where the money is now. There is
-- no payout ledger yet: the platform holds everything customers paid, less refunds; what it owes
-- the provider is that of completed bookings ("due"), and that of upcoming bookings waits for the
-- event ("held"); balances not paid yet are the customers' to pay before the event.
create or replace function public.provider_earnings(
  p_months integer default 12
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_provider uuid := private.my_provider_id();
  v_months integer := greatest(1, least(coalesce(p_months, 12), 36));
  v_first date := (date_trunc('month', now() at time zone 'Asia/Kolkata') - make_interval(months => v_months - 1))::date;
  v_since timestamptz := v_first::timestamp at time zone 'Asia/Kolkata';
  v_result jsonb;
begin
  if v_provider is null then
    raise exception 'only a provider has earnings' using errcode = '42501', hint = 'forbidden';
  end if;
  with mine as (
    select b.id, b.status, b.remaining_paise
      from public.bookings b
     where b.provider_id = v_provider
  ),
  -- Each payment and refund carries its booking's status, so every total is one pass.
  paid as (
    select x.booking_id, x.kind, x.amount_paise, x.paid_at, m.status
      from public.payments x join mine m on m.id = x.booking_id
     where x.status in ('succeeded', 'refunded') and x.kind in ('advance', 'remaining')
  ),
  back as (
    select r.amount_paise, r.status as refund_status, r.created_at, m.status
      from public.refunds r join mine m on m.id = r.booking_id
     where r.status <> 'failed'
  ),
  -- The month in India's calendar only for the chart's months: a zone conversion per row of two
  -- years' history was most of the function's time (pnpm bench:provider).
  months as (
    select g::date as month from generate_series(v_first, date_trunc('month', now() at time zone 'Asia/Kolkata'), interval '1 month') g
  ),
  paid_by_month as (
    select date_trunc('month', p.paid_at at time zone 'Asia/Kolkata')::date as month,
           sum(p.amount_paise) filter (where p.kind = 'advance') as advances,
           sum(p.amount_paise) filter (where p.kind = 'remaining') as balances
      from paid p where p.paid_at >= v_since group by 1
  ),
  back_by_month as (
    select date_trunc('month', r.created_at at time zone 'Asia/Kolkata')::date as month, sum(r.amount_paise) as refunds
      from back r where r.created_at >= v_since group by 1
  ),
  totals as (
    select (select coalesce(sum(p.amount_paise) filter (where p.status in ('requested', 'confirmed')), 0)
                 - coalesce((select sum(r.amount_paise) from back r where r.status in ('requested', 'confirmed')), 0)
              from paid p) as held,
           (select coalesce(sum(p.amount_paise) filter (where p.status = 'completed'), 0)
                 - coalesce((select sum(r.amount_paise) from back r where r.status = 'completed'), 0)
              from paid p) as due,
           (select coalesce(sum(m.remaining_paise), 0) from mine m
             where m.status = 'confirmed' and not exists (select 1 from paid p where p.booking_id = m.id and p.kind = 'remaining')) as to_collect,
           (select coalesce(sum(r.amount_paise), 0) from back r where r.refund_status = 'pending') as refunds_pending
  )
  select jsonb_build_object(
    'months', (select jsonb_agg(jsonb_build_object(
                 'month', mo.month,
                 'advances_paise', coalesce(pm.advances, 0)::bigint,
                 'balances_paise', coalesce(pm.balances, 0)::bigint,
                 'refunds_paise', coalesce(bm.refunds, 0)::bigint,
                 'net_paise', (coalesce(pm.advances, 0) + coalesce(pm.balances, 0) - coalesce(bm.refunds, 0))::bigint) order by mo.month)
               from months mo
               left join paid_by_month pm on pm.month = mo.month
               left join back_by_month bm on bm.month = mo.month),
    'held_paise', t.held::bigint,
    'due_paise', t.due::bigint,
    'balances_to_collect_paise', t.to_collect::bigint,
    'refunds_pending_paise', t.refunds_pending::bigint
  ) into v_result
    from totals t;
  return v_result;
end
$$;
comment on function public.provider_earnings(integer) is 'The signed-in provider''s money by month (advances, balances, refunds) and what the platform holds and owes (issue 24).';
revoke all on function public.provider_earnings(integer) from public, anon, authenticated, service_role;
grant execute on function public.provider_earnings(integer) to authenticated;

-- How the provider answers, as Airbnb and Thumbtack show it, over requests that reached the
-- provider in the last 30 days: response rate (answered, accepted or declined, within 24 hours),
-- median response time, acceptance rate (accepted of those answered or left to expire; a
-- customer's own cancellation before the answer counts neither way); the rating; and the
-- provider's own cancellations in the last 12 months, which count against the provider.
create or replace function public.provider_performance()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_provider uuid := private.my_provider_id();
  v_result jsonb;
begin
  if v_provider is null then
    raise exception 'only a provider has performance figures' using errcode = '42501', hint = 'forbidden';
  end if;
  with asked as (
    -- A request is made within the hold (minutes) after the booking row: the created_at index
    -- bounds the scan, the event says when the provider was asked.
    select b.id, e.created_at as asked_at
      from public.bookings b
      join public.booking_events e on e.booking_id = b.id and e.to_status = 'requested'
     where b.provider_id = v_provider
       and b.created_at > now() - interval '31 days'
       and e.created_at > now() - interval '30 days'
  ),
  outcome as (
    select a.id, a.asked_at, o.to_status, o.created_at as answered_at
      from asked a
      left join lateral (
        select x.to_status, x.created_at from public.booking_events x
         where x.booking_id = a.id and x.from_status = 'requested' and x.created_at >= a.asked_at
         order by x.created_at limit 1) o on true
  ),
  figures as (
    select count(*) filter (where to_status is distinct from 'cancelled_by_customer') as received,
           count(*) filter (where to_status in ('confirmed', 'declined') and answered_at - asked_at <= interval '24 hours') as answered_in_day,
           count(*) filter (where to_status = 'confirmed') as accepted,
           count(*) filter (where to_status in ('confirmed', 'declined', 'expired')) as decided,
           percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at))
             filter (where to_status in ('confirmed', 'declined')) as median_seconds
      from outcome
  )
  select jsonb_build_object(
    'requests_30d', f.received,
    'response_rate', case when f.received > 0 then round(f.answered_in_day::numeric / f.received, 4) end,
    'median_response_seconds', round(f.median_seconds)::integer,
    'acceptance_rate', case when f.decided > 0 then round(f.accepted::numeric / f.decided, 4) end,
    'rating_avg', sp.rating_avg,
    'rating_count', sp.rating_count,
    'completed_count', (select count(*) from public.bookings b where b.provider_id = v_provider and b.status = 'completed'),
    -- When it was cancelled is in the history: updated_at moves with any later change.
    'cancellations_12m', (select count(*) from public.bookings b
                           where b.provider_id = v_provider and b.status = 'cancelled_by_provider'
                             and exists (select 1 from public.booking_events e
                                          where e.booking_id = b.id and e.to_status = 'cancelled_by_provider'
                                            and e.created_at > now() - interval '12 months'))
  ) into v_result
  from figures f, public.service_providers sp
  where sp.id = v_provider;
  return v_result;
end
$$;
comment on function public.provider_performance() is 'The signed-in provider''s response rate and time, acceptance rate (last 30 days), rating and own cancellations (issue 24).';
revoke all on function public.provider_performance() from public, anon, authenticated, service_role;
grant execute on function public.provider_performance() to authenticated;

-- plpgsql (bodies of plpgsql are read at call time): reviews are defined in 60_reviews.sql.
-- The provider's reviews, newest first, with what each was for and the reply if any. The reply
-- itself is an update of reviews.provider_reply ("reviews: providers reply" and the reviews guard).
create or replace function public.provider_reviews(
  p_limit  integer                  default 20,
  p_before timestamp with time zone default null::timestamp with time zone
)
  returns table (
    id             uuid,
    rating         smallint,
    comment        text,
    reviewer_name  text,
    title          text,
    created_at     timestamp with time zone,
    provider_reply text,
    replied_at     timestamp with time zone
  )
  language plpgsql
  stable
  set search_path to ''
  as $$
#variable_conflict use_column
begin
  return query
  select r.id, r.rating, r.comment, r.reviewer_name, coalesce(s.title, bu.name), r.created_at, r.provider_reply, r.replied_at
    from public.reviews r
    left join public.services s on s.id = r.service_id
    left join public.bundles bu on bu.id = r.bundle_id
   where r.provider_id = private.my_provider_id()
     and (p_before is null or r.created_at < p_before)
   order by r.created_at desc, r.id
   limit greatest(1, least(coalesce(p_limit, 20), 100));
end
$$;
comment on function public.provider_reviews(integer, timestamp with time zone) is 'The signed-in provider''s reviews, newest first, with replies (issue 24).';
revoke all on function public.provider_reviews(integer, timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.provider_reviews(integer, timestamp with time zone) to authenticated;
