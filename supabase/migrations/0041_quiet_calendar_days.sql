-- 0041 the request form's calendar, faster (issue 14, item 11). booking_unavailable_dates
-- (0034) asked every day of the range hour by hour (17 starts, each a slot_claimable query):
-- 60 to 150 ms for two months. Most days have no booking and no blocked day in reach, and such a
-- day can always take its 22:00 start, so it is now answered by two index probes; only the days
-- with something nearby are still asked hour by hour. Same answers (supabase/tests/booking_holds.test.ts).

-- from 0034: the quiet-day shortcut.
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
  v_active boolean;
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
  with days as (select g::date as d from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g),
  starts as (select h from generate_series(6, 22) h),
  resources as (select r.resource_id from private.booking_resources(p_service_id, p_bundle_id) r),
  -- Every slot a start on the day could take lies within this span: from the 06:00 start's
  -- beginning to the 22:00 start's end (a whole-day or bundle slot is the same for every hour).
  spans as (
    select days.d,
           tsrange(lower(private.booking_slot(p_service_id, p_bundle_id, days.d, time '06:00')),
                   upper(private.booking_slot(p_service_id, p_bundle_id, days.d, time '22:00'))) as span
    from days)
  select x.d, x.reason from (
    select spans.d,
           case
             when private.event_start(spans.d, time '23:00') < private.earliest_event_start() then 'too_soon'
             when exists (select 1 from public.provider_blocked_dates pb where pb.provider_id = v_provider and pb.day = spans.d) then 'blocked'
             -- A quiet day, with no booking and no blocked day anywhere its slots reach, can take
             -- the 22:00 start: no need to ask hour by hour (most days of a calendar are quiet).
             when private.event_start(spans.d, time '22:00') >= private.earliest_event_start()
                  and not exists (select 1 from public.booking_slots bs
                                  where bs.resource_id in (select resources.resource_id from resources) and bs.slot && spans.span)
                  and not exists (select 1 from public.provider_blocked_dates pb
                                  where pb.provider_id = v_provider
                                    and pb.day between lower(spans.span)::date and upper(spans.span)::date
                                    and tsrange(pb.day::timestamp, (pb.day + 1)::timestamp) && spans.span) then null
             when not exists (
               select 1 from starts
               where private.event_start(spans.d, make_time(starts.h, 0, 0)) >= private.earliest_event_start()
                 and private.slot_claimable(p_service_id, p_bundle_id,
                       private.booking_slot(p_service_id, p_bundle_id, spans.d, make_time(starts.h, 0, 0)))) then 'full'
           end as reason
    from spans
  ) x
  where x.reason is not null
  order by x.d;
end
$$;
