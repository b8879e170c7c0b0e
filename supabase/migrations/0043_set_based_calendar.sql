-- 0043 the request form's calendar in one pass (issue 14, item 11). 0041 still asked each day
-- with something nearby hour by hour, through slot_claimable: 220 ms (p50) for 120 quiet days and
-- 350 ms for 120 booked ones under 8 concurrent visitors. Now the busy lanes and blocked days in
-- reach are read once, and every start of every day is checked against them in one query:
--  - a start's slot on any day is its slot on p_from moved by whole days (booking_slot's shape
--    does not depend on the date), and so is its instant (event_start: India keeps one offset all
--    year), so booking_slot and event_start run 17 times, not once per day and start;
--  - a start is open when no blocked day touches its slot and every resource has a lane free
--    over it, counted as slot_claimable and free_lane count (expired holds are free; lanes above
--    today's capacity do not count).
-- Same answers as asking every start of every day (supabase/tests/booking_holds.test.ts).

create or replace function public.booking_unavailable_dates(
  p_service_id uuid default null,
  p_bundle_id uuid default null,
  p_from date default null,
  p_to date default null)
returns table (day date, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_provider uuid;
  v_earliest timestamptz := private.earliest_event_start();
  -- The day's last start (23:00) too soon means the whole day is.
  v_last_first_day timestamptz := private.event_start(p_from, time '23:00');
begin
  if (p_service_id is null) = (p_bundle_id is null) then
    raise exception 'exactly one service or one bundle' using errcode = '22023', hint = 'invalid_parameter';
  end if;
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 120 then
    raise exception 'a range of at most 120 days' using errcode = '22023', hint = 'value_out_of_range',
      detail = json_build_object('field', 'p_to', 'max', 120)::text;
  end if;
  select coalesce(s.provider_id, b.provider_id) into v_provider
    from (select 1) one
    left join public.services s on s.id = p_service_id
    left join public.bundles b on b.id = p_bundle_id;
  if v_provider is null then
    raise exception 'no such service or bundle' using errcode = '23503', hint = 'not_found';
  end if;
  return query
  with
  starts as (
    select h, private.booking_slot(p_service_id, p_bundle_id, p_from, make_time(h, 0, 0)) as first_slot,
           private.event_start(p_from, make_time(h, 0, 0)) as first_start
    from generate_series(6, 22) h),
  days as (
    select g::date as d, (g::date - p_from) * interval '1 day' as shift, (g::date - p_from) * interval '24 hours' as shift_instant
    from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g),
  -- From the first day's earliest slot to the last day's latest end.
  reach as (
    select tsrange(min(lower(first_slot)), max(upper(first_slot)) + (p_to - p_from) * interval '1 day') as span from starts),
  -- What one day's starts can touch, for sorting the busy lanes into days.
  day_reach as (
    select days.d, tsrange(min(lower(starts.first_slot)) + days.shift, max(upper(starts.first_slot)) + days.shift) as span
    from days cross join starts group by days.d, days.shift),
  resources as (select r.resource_id, r.capacity from private.booking_resources(p_service_id, p_bundle_id) r),
  busy as (
    select bs.resource_id, bs.lane, bs.slot
    from public.booking_slots bs
    join resources r on r.resource_id = bs.resource_id and bs.lane <= r.capacity
    join public.bookings b on b.id = bs.booking_id
    where bs.slot && (select span from reach)
      and not (b.status = 'held' and b.hold_expires_at <= now())),
  blocked as (
    select pb.day as blocked_day, tsrange(pb.day::timestamp, (pb.day + 1)::timestamp) as span
    from public.provider_blocked_dates pb
    where pb.provider_id = v_provider
      and pb.day between p_from and greatest(p_to, (select upper(span)::date from reach))),
  candidates as (
    select days.d, starts.h, tsrange(lower(starts.first_slot) + days.shift, upper(starts.first_slot) + days.shift) as slot
    from days cross join starts
    where starts.first_start + days.shift_instant >= v_earliest),
  busy_days as (
    select day_reach.d, busy.resource_id, busy.lane, busy.slot
    from day_reach join busy on busy.slot && day_reach.span),
  -- A start is taken when some resource has every lane busy somewhere over its slot.
  taken as (
    select c.d, c.h
    from candidates c
    join busy_days bd on bd.d = c.d and bd.slot && c.slot
    join resources r on r.resource_id = bd.resource_id
    group by c.d, c.h, r.resource_id, r.capacity
    having count(distinct bd.lane) >= r.capacity),
  open_days as (
    select distinct c.d
    from candidates c
    where not exists (select 1 from taken t where t.d = c.d and t.h = c.h)
      and not exists (select 1 from blocked bl where bl.span && c.slot))
  select x.d, x.reason from (
    select days.d,
           case
             when v_last_first_day + days.shift_instant < v_earliest then 'too_soon'
             when exists (select 1 from blocked bl where bl.blocked_day = days.d) then 'blocked'
             when not exists (select 1 from open_days o where o.d = days.d) then 'full'
           end as reason
    from days
  ) x
  where x.reason is not null
  order by x.d;
end
$$;
