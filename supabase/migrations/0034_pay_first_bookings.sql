-- 0034 Pay first: a request holds its slot while the customer pays the advance, and the slot
-- is taken only as far as the service can take bookings at once (issue 14, lifecycle and item 2).
--
-- The lifecycle (rows of public.booking_transitions, not code):
--   held        the customer asked; the slot is theirs for 15 minutes while they pay the advance
--   -> requested           system: the advance is paid and verified (the payment trigger)
--   -> payment_expired     system: not paid in time (run_booking_timers), or another request
--                          found the hold lapsed
--   -> cancelled_by_customer  customer: they gave up before paying
--   requested   the provider has 48 hours, and at most until 24 hours before the event, to answer
--   -> confirmed           provider accepts
--   -> declined            provider declines (with a reason); full refund
--   -> expired             system: no answer in time; full refund
--   -> cancelled_by_customer  customer; refund by the Terms' tiers (0033)
--   confirmed -> completed (provider, not before the event; system 48 hours after it),
--             -> cancelled_by_customer, -> cancelled_by_provider (full refund)
-- `accepted` (accepted but unpaid) is gone: the advance is paid before the provider is asked,
-- as on The Knot and Sharetribe's booking process, so a provider never holds a date for
-- someone who may not pay.
--
-- Decisions where the issue is silent:
-- * Capacity: services.concurrent_capacity says how many bookings a service takes at once (a
--   caterer with three kitchens, a pandit alone). A bundle is one team: it takes one at a time,
--   and it also occupies each catalogue service it includes, so a bundle and a booking of one
--   of its services cannot double-book that service. Each booking takes a numbered lane of
--   each resource it occupies (public.booking_slots); an exclusion constraint keeps a lane's
--   slots apart, and an advisory lock per resource makes concurrent requests queue instead of
--   racing, so exactly as many win as there are lanes.
-- * Lead time: the event must start at least 26 hours after the request (the provider then has
--   at least two hours before the 24-hour cut-off). Earlier dates are "too soon".
-- * Blocked dates: public.provider_blocked_dates, kept by the provider; a slot touching a
--   blocked day is refused, whatever the time.
-- * Details (date, time, guests, requirements) no longer change after the request: the advance
--   is priced on them. The customer cancels the hold and asks again; support (admin) may change
--   them. The venue address lives in public.booking_venues, which the provider reads only once
--   the booking is confirmed (item 9), as the customer's phone.
-- * Times are Indian Standard Time: an event's date and time are local to India.

-- ------------------------------------------------------------------------------------------
-- The graph.
alter table public.booking_statuses
  add column holds_slot boolean not null default false;
comment on column public.booking_statuses.holds_slot is
  'Whether a booking in this status keeps its slot (and its lane) taken (0034).';

delete from public.booking_transitions where from_status = 'accepted' or to_status = 'accepted';
-- Positions are unique: move them out of the way, then lay the timeline out again.
update public.booking_statuses set position = position + 100;
insert into public.booking_statuses (status, final, position, holds_slot) values
  ('held', false, 201, true),
  ('payment_expired', true, 202, false);
delete from public.booking_statuses where status = 'accepted';
update public.booking_statuses s
   set position = v.position, holds_slot = v.holds_slot
  from (values ('held', 1, true), ('requested', 2, true), ('confirmed', 3, true), ('completed', 4, true),
               ('declined', 5, false), ('expired', 6, false), ('payment_expired', 7, false),
               ('cancelled_by_customer', 8, false), ('cancelled_by_provider', 9, false))
       as v(status, position, holds_slot)
 where s.status = v.status;

insert into public.booking_transitions (from_status, to_status, actor)
select e.from_status, e.to_status, a.actor
from (values
  ('held', 'requested', null),
  ('held', 'payment_expired', null),
  ('held', 'cancelled_by_customer', 'customer'),
  ('requested', 'confirmed', 'provider')
) as e(from_status, to_status, actor)
cross join lateral (select 'system' as actor union all select e.actor where e.actor is not null) a;
-- Completion is also the system's, 48 hours after the event (run_booking_timers).

alter table public.bookings alter column status set default 'held';

-- ------------------------------------------------------------------------------------------
-- What a booking needs for the new rules.
alter table public.bookings
  -- While held: when the slot is released if the advance is not paid.
  add column hold_expires_at timestamptz,
  -- While requested: when the request expires unanswered.
  add column respond_by timestamptz,
  -- When the reminder two days before the event was sent (once).
  add column reminder_sent_at timestamptz,
  add constraint bookings_held_has_expiry check (status <> 'held' or hold_expires_at is not null);

-- The overlap rule moves to booking_slots (lanes), which knows capacity.
alter table public.bookings drop constraint bookings_no_overlapping_service_slots;
alter table public.bookings drop constraint bookings_no_overlapping_bundle_slots;

drop index public.bookings_status_created_idx;
-- Every foreign key column is indexed (statuses reference booking_statuses).
create index bookings_status_idx on public.bookings (status, event_date);
-- The timers' three scans.
create index bookings_hold_expiry_idx on public.bookings (hold_expires_at) where status = 'held';
create index bookings_respond_by_idx on public.bookings (respond_by) where status = 'requested';
create index bookings_confirmed_date_idx on public.bookings (event_date) where status = 'confirmed';

drop index public.bookings_event_date_firm_idx;
create index bookings_event_date_firm_idx on public.bookings (event_date, provider_id)
  where status in ('confirmed', 'completed');

alter table public.services
  add column concurrent_capacity integer not null default 1 check (concurrent_capacity between 1 and 50);
comment on column public.services.concurrent_capacity is
  'How many bookings of this service can overlap in time (teams, halls); 1 for most (0034).';

-- ------------------------------------------------------------------------------------------
-- Days a provider takes no bookings.
create table public.provider_blocked_dates (
  provider_id uuid not null references public.service_providers (id) on delete cascade,
  day date not null check (day >= date '2000-01-01' and day < date '2100-01-01'),
  note text check (note is null or char_length(note) <= 200),
  created_at timestamptz not null default now(),
  primary key (provider_id, day)
);
comment on table public.provider_blocked_dates is 'Days a provider takes no new bookings (0034).';
alter table public.provider_blocked_dates enable row level security;
create policy "provider_blocked_dates: the provider keeps theirs" on public.provider_blocked_dates
  for all to authenticated
  using (provider_id = (select private.my_provider_id()))
  with check (provider_id = (select private.my_provider_id()));
create policy "provider_blocked_dates: admins read" on public.provider_blocked_dates
  for select to authenticated
  using ((select private.is_admin()));
revoke all on public.provider_blocked_dates from public, anon, authenticated;
grant select, insert, update, delete on public.provider_blocked_dates to authenticated, service_role;

-- ------------------------------------------------------------------------------------------
-- Where the event is, when the provider comes to the customer. Separate from bookings so a
-- provider can read a request (what, when, how many) without the address until confirmed.
create table public.booking_venues (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  venue_address text not null check (char_length(btrim(venue_address)) between 5 and 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.booking_venues is
  'The event''s address; its provider reads it once the booking is confirmed (0034).';
create trigger booking_venues_touch
  before update on public.booking_venues
  for each row execute function private.touch_updated_at();
alter table public.booking_venues enable row level security;
create policy "booking_venues: the customer reads theirs" on public.booking_venues
  for select to authenticated
  using (exists (select 1 from public.bookings b
                 where b.id = booking_venues.booking_id and b.customer_id = (select auth.uid())));
create policy "booking_venues: the provider once confirmed" on public.booking_venues
  for select to authenticated
  using (exists (select 1 from public.bookings b
                 where b.id = booking_venues.booking_id and b.provider_id = (select private.my_provider_id())
                   and b.status in ('confirmed', 'completed')));
create policy "booking_venues: admins read" on public.booking_venues
  for select to authenticated
  using ((select private.is_admin()));
-- The customer gives it with the request and may correct it while the hold lasts.
create policy "booking_venues: the customer adds it while held" on public.booking_venues
  for insert to authenticated
  with check (exists (select 1 from public.bookings b
                      where b.id = booking_venues.booking_id and b.customer_id = (select auth.uid())
                        and b.status = 'held'));
create policy "booking_venues: the customer corrects it while held" on public.booking_venues
  for update to authenticated
  using (exists (select 1 from public.bookings b
                 where b.id = booking_venues.booking_id and b.customer_id = (select auth.uid())
                   and b.status = 'held'))
  with check (exists (select 1 from public.bookings b
                      where b.id = booking_venues.booking_id and b.customer_id = (select auth.uid())
                        and b.status = 'held'));
revoke all on public.booking_venues from public, anon, authenticated;
grant select, insert, update on public.booking_venues to authenticated;
grant select, insert, update, delete on public.booking_venues to service_role;

-- The customer's phone (their profile) follows the same rule: a provider reads the profiles of
-- customers whose booking with them is confirmed or completed, not of every requester.
drop policy "profiles: providers read their customers" on public.profiles;
create policy "profiles: providers read their confirmed customers" on public.profiles
  for select to authenticated
  using (exists (
    select 1 from public.bookings b
    where b.customer_id = profiles.id and b.provider_id = (select private.my_provider_id())
      and b.status in ('confirmed', 'completed')));

-- ------------------------------------------------------------------------------------------
-- Lanes: one row per resource a booking occupies while its status holds a slot.
create table public.booking_slots (
  booking_id uuid not null references public.bookings (id) on delete cascade,
  -- A service's id, or a bundle's.
  resource_id uuid not null,
  lane smallint not null check (lane between 1 and 50),
  slot tsrange not null,
  primary key (booking_id, resource_id),
  constraint booking_slots_no_overlap
    exclude using gist (resource_id extensions.gist_uuid_ops with =, lane with =, slot with &&)
);
comment on table public.booking_slots is
  'Which lane of which service or bundle a booking occupies, and when; nothing overlaps in a lane (0034).';
create index booking_slots_resource_idx on public.booking_slots using gist (resource_id extensions.gist_uuid_ops, slot);
-- Only the triggers below write it, and only definer functions read it: it is nobody's data.
alter table public.booking_slots enable row level security;
revoke all on public.booking_slots from public, anon, authenticated;
grant select on public.booking_slots to service_role;

/** The resources a booking of this service or bundle occupies, each with how many lanes it has. */
create function private.booking_resources(p_service_id uuid, p_bundle_id uuid)
returns table (resource_id uuid, capacity integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
  select s.id, s.concurrent_capacity from public.services s where s.id = p_service_id
  union
  select b.id, 1 from public.bundles b where b.id = p_bundle_id
  union
  select s.id, s.concurrent_capacity
  from public.bundle_items i join public.services s on s.id = i.service_id
  where i.bundle_id = p_bundle_id;
end
$$;
revoke execute on function private.booking_resources(uuid, uuid) from public;

/** When an event at this local date and time starts, as an instant. */
create function private.event_start(p_date date, p_time time)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (p_date + p_time) at time zone 'Asia/Kolkata'
$$;
revoke execute on function private.event_start(date, time) from public;
grant execute on function private.event_start(date, time) to authenticated, service_role;

/** Is a blocked day of the provider within the slot? */
create function private.slot_blocked(p_provider_id uuid, p_slot tsrange)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (select 1 from public.provider_blocked_dates d
                 where d.provider_id = p_provider_id
                   and d.day between lower(p_slot)::date and upper(p_slot)::date
                   and tsrange(d.day::timestamp, (d.day + 1)::timestamp) && p_slot);
end
$$;
revoke execute on function private.slot_blocked(uuid, tsrange) from public;

/** A free lane of the resource over the slot (holds past their expiry count as free), or null. */
create function private.free_lane(p_resource_id uuid, p_capacity integer, p_slot tsrange, p_except uuid default null)
returns smallint
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select min(l)::smallint
    from generate_series(1, p_capacity) l
    where not exists (
      select 1 from public.booking_slots s join public.bookings b on b.id = s.booking_id
      where s.resource_id = p_resource_id and s.lane = l and s.slot && p_slot
        and s.booking_id is distinct from p_except
        and not (b.status = 'held' and b.hold_expires_at <= now())));
end
$$;
revoke execute on function private.free_lane(uuid, integer, tsrange, uuid) from public;

/** Could a booking of this service or bundle take this slot now? */
create function private.slot_claimable(p_service_id uuid, p_bundle_id uuid, p_slot tsrange)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r record;
begin
  if private.slot_blocked(coalesce((select s.provider_id from public.services s where s.id = p_service_id),
                                   (select b.provider_id from public.bundles b where b.id = p_bundle_id)), p_slot) then
    return false;
  end if;
  for r in select * from private.booking_resources(p_service_id, p_bundle_id) loop
    if private.free_lane(r.resource_id, r.capacity, p_slot) is null then
      return false;
    end if;
  end loop;
  return true;
end
$$;
revoke execute on function private.slot_claimable(uuid, uuid, tsrange) from public;

/** The earliest time an event may start for a request made now (26 hours ahead). */
create function private.earliest_event_start()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() + interval '26 hours'
$$;
revoke execute on function private.earliest_event_start() from public;
grant execute on function private.earliest_event_start() to authenticated, service_role;

/** Up to p_count other dates, nearest first, when the same time is free (for "this slot was just taken"). */
create function private.suggest_booking_dates(
  p_service_id uuid, p_bundle_id uuid, p_event_date date, p_event_time time, p_count integer default 3)
returns date[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_found date[] := '{}';
  v_day date;
begin
  -- Nearest first (a day later before a day earlier), up to two months ahead and two weeks back;
  -- stops at the first p_count free days.
  for v_day in
    select p_event_date + k from generate_series(-14, 60) k
    where k <> 0 order by abs(k), k desc
  loop
    continue when private.event_start(v_day, p_event_time) < private.earliest_event_start();
    if private.slot_claimable(p_service_id, p_bundle_id, private.booking_slot(p_service_id, p_bundle_id, v_day, p_event_time)) then
      v_found := v_found || v_day;
      exit when cardinality(v_found) >= p_count;
    end if;
  end loop;
  return v_found;
end
$$;
revoke execute on function private.suggest_booking_dates(uuid, uuid, date, time, integer) from public;
-- request_booking (security invoker) asks it as the customer; it tells only which dates are free.
grant execute on function private.suggest_booking_dates(uuid, uuid, date, time, integer) to authenticated, service_role;

-- Takes (or re-takes) the booking's lanes. Runs after insert, and after a date change by
-- support. One advisory lock per resource, in id order so two bundles never deadlock: the
-- requests for one slot queue here and each sees the ones before it committed.
create function private.claim_booking_slots(p_booking_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  b record;
  r record;
  v_lane smallint;
  v_key text;
begin
  select bk.id, bk.service_id, bk.bundle_id, bk.provider_id, bk.slot, bk.event_date, bk.event_time
    into b from public.bookings bk where bk.id = p_booking_id;
  delete from public.booking_slots s where s.booking_id = p_booking_id;
  -- Per resource and day: two overlapping slots always share a day, and requests for other days
  -- of the same service do not queue behind each other.
  for v_key in
    select 'utsav.booking_slots:' || res.resource_id::text || ':' || g::date::text
    from private.booking_resources(b.service_id, b.bundle_id) res,
         generate_series(date_trunc('day', lower(b.slot)), upper(b.slot) - interval '1 microsecond', interval '1 day') g
    order by res.resource_id, g
  loop
    perform pg_advisory_xact_lock(hashtextextended(v_key, 0));
  end loop;
  -- The refusals name no other dates: finding them here would keep every other request for
  -- this slot waiting. request_booking adds them once the locks are gone.
  if private.slot_blocked(b.provider_id, b.slot) then
    raise exception 'the provider takes no bookings on %', b.event_date using errcode = '23514', hint = 'date_blocked',
      detail = json_build_object('field', 'event_date')::text;
  end if;
  -- Lapsed holds in the way are released first (their owners did not pay in time).
  update public.bookings bk
     set status = 'payment_expired', status_note = 'The advance was not paid in time'
   where bk.status = 'held' and bk.hold_expires_at <= now() and bk.id <> p_booking_id
     and bk.id in (select s.booking_id from public.booking_slots s
                   join private.booking_resources(b.service_id, b.bundle_id) res on res.resource_id = s.resource_id
                   where s.slot && b.slot);
  for r in select * from private.booking_resources(b.service_id, b.bundle_id) order by 1 loop
    v_lane := private.free_lane(r.resource_id, r.capacity, b.slot, p_booking_id);
    if v_lane is null then
      raise exception 'this slot was just taken' using errcode = '23P01', hint = 'slot_taken',
        detail = json_build_object('field', 'event_date')::text;
    end if;
    begin
      insert into public.booking_slots (booking_id, resource_id, lane, slot) values (p_booking_id, r.resource_id, v_lane, b.slot);
    exception when exclusion_violation then
      -- Only reachable when the caller's snapshot predates a winner (repeatable read): same answer.
      raise exception 'this slot was just taken' using errcode = '23P01', hint = 'slot_taken',
        detail = json_build_object('field', 'event_date')::text;
    end;
  end loop;
end
$$;
revoke execute on function private.claim_booking_slots(uuid) from public;

create function private.booking_slots_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_holds boolean;
begin
  select s.holds_slot into v_holds from public.booking_statuses s where s.status = new.status;
  if not v_holds then
    delete from public.booking_slots s where s.booking_id = new.id;
  elsif tg_op = 'INSERT' or new.slot is distinct from old.slot then
    perform private.claim_booking_slots(new.id);
  end if;
  return null;
end
$$;
revoke execute on function private.booking_slots_follow() from public;
-- Not `update of status, slot`: the guard derives the slot from the date and time, and a
-- column trigger only sees the columns the statement names.
create trigger bookings_slots
  after insert or update on public.bookings
  for each row execute function private.booking_slots_follow();

-- ------------------------------------------------------------------------------------------
-- from 0032_booking_graph.sql: holds, the lead time, locked details, and the answer deadline.
create or replace function private.guard_booking()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_uid uuid := auth.uid();
  v_admin boolean := not v_system and private.is_admin();
  v_provider_profile uuid;
  v_is_customer boolean;
  v_is_provider boolean;
  v_allowed boolean;
  q record;
begin
  if tg_op = 'INSERT' then
    if new.service_id is null and new.bundle_id is null or new.service_id is not null and new.bundle_id is not null then
      raise exception 'a booking is for exactly one service or one bundle' using errcode = '23514', hint = 'invalid_parameter';
    end if;
    select * into q from private.booking_quote(new.service_id, new.bundle_id, new.guest_count);
    new.slot := private.booking_slot(new.service_id, new.bundle_id, new.event_date, new.event_time);
    new.customer_erased_at := null;
    new.provider_id := q.provider_id;
    new.total_paise := q.total_paise;
    new.advance_paise := q.advance_paise;
    new.remaining_paise := q.total_paise - q.advance_paise;
    if v_system then
      new.last_actor_role := 'system';
      new.last_actor_id := v_uid;
      if new.status = 'held' then
        new.hold_expires_at := coalesce(new.hold_expires_at, new.created_at + interval '15 minutes');
      end if;
    else
      if new.customer_id is distinct from v_uid then
        raise exception 'you can only book for yourself' using errcode = '42501', hint = 'forbidden';
      end if;
      if not q.bookable then
        raise exception 'this service or bundle is not available for booking' using errcode = '23514', hint = 'booking_unavailable';
      end if;
      if q.provider_profile_id = v_uid then
        raise exception 'providers cannot book their own services' using errcode = '23514', hint = 'booking_own_service';
      end if;
      if new.event_date < (now() at time zone 'Asia/Kolkata')::date then
        raise exception 'the event date is in the past' using errcode = '23514', hint = 'event_date_past', detail = json_build_object('field', 'event_date')::text;
      end if;
      if private.event_start(new.event_date, new.event_time) < private.earliest_event_start() then
        raise exception 'the event is too soon for the provider to answer' using errcode = '23514', hint = 'event_too_soon',
          detail = json_build_object('field', 'event_date', 'hours', 26)::text;
      end if;
      new.status := 'held';
      new.status_note := null;
      new.tracking_code := private.new_tracking_code();
      new.created_at := now();
      new.hold_expires_at := now() + interval '15 minutes';
      new.respond_by := null;
      new.reminder_sent_at := null;
      new.last_actor_role := 'customer';
      new.last_actor_id := v_uid;
    end if;
    return new;
  end if;

  -- UPDATE
  -- The customer's account is being deleted (the profile's foreign key sets customer_id
  -- null): keep the booking for the provider and the accounts, without the person.
  if new.customer_id is null and old.customer_id is not null then
    if not v_system then
      raise exception 'customer, provider, service, bundle and tracking code of a booking cannot change'
        using errcode = '42501', hint = 'forbidden';
    end if;
    new := old;
    new.customer_id := null;
    new.customer_erased_at := now();
    new.special_requirements := null;
    if old.last_actor_id = old.customer_id then
      new.last_actor_id := null;
      new.status_note := null;
    end if;
    return new;
  end if;
  if new.customer_erased_at is distinct from old.customer_erased_at then
    raise exception 'customer_erased_at is set only by erasing the customer' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.customer_id <> old.customer_id or new.provider_id <> old.provider_id
     or new.service_id is distinct from old.service_id or new.bundle_id is distinct from old.bundle_id
     or new.tracking_code <> old.tracking_code or new.id <> old.id then
    raise exception 'customer, provider, service, bundle and tracking code of a booking cannot change'
      using errcode = '42501', hint = 'forbidden';
  end if;
  new.created_at := old.created_at;
  v_provider_profile := private.provider_profile_id(old.provider_id);
  v_is_customer := v_uid is not null and v_uid = old.customer_id;
  v_is_provider := v_uid is not null and v_uid = v_provider_profile;

  -- The advance is priced on the details, so only support changes them after the request.
  if (new.event_date, new.event_time, new.guest_count, new.special_requirements)
     is distinct from (old.event_date, old.event_time, old.guest_count, old.special_requirements) then
    if not (v_system or v_admin) then
      raise exception 'booking details cannot change once requested; cancel and book again'
        using errcode = '42501', hint = 'booking_details_locked';
    end if;
  end if;
  if (new.event_date, new.event_time) is distinct from (old.event_date, old.event_time) then
    new.slot := private.booking_slot(old.service_id, old.bundle_id, new.event_date, new.event_time);
  else
    new.slot := old.slot;
  end if;

  if new.guest_count <> old.guest_count then
    select * into q from private.booking_quote(old.service_id, old.bundle_id, new.guest_count);
    new.total_paise := q.total_paise;
    new.advance_paise := q.advance_paise;
    new.remaining_paise := q.total_paise - q.advance_paise;
  elsif not v_system then
    new.total_paise := old.total_paise;
    new.advance_paise := old.advance_paise;
    new.remaining_paise := old.remaining_paise;
  end if;
  -- The timers' deadlines are the system's.
  if not v_system then
    new.hold_expires_at := old.hold_expires_at;
    new.respond_by := old.respond_by;
    new.reminder_sent_at := old.reminder_sent_at;
  end if;

  if new.status is distinct from old.status then
    -- The graph is data (public.booking_transitions): an edge exists when any actor may take it.
    if not exists (select 1 from public.booking_transitions t where t.from_status = old.status and t.to_status = new.status) then
      raise exception 'a booking cannot go from % to %', old.status, new.status using errcode = '23514', hint = 'booking_transition_invalid', detail = json_build_object('from', old.status, 'to', new.status)::text;
    end if;
    -- Admins act for the system (support, disputes) and may take every edge.
    v_allowed := v_system or v_admin or exists (
      select 1 from public.booking_transitions t
      where t.from_status = old.status and t.to_status = new.status
        and ((t.actor = 'customer' and v_is_customer) or (t.actor = 'provider' and v_is_provider)));
    if not v_allowed then
      raise exception 'you may not move this booking from % to %', old.status, new.status using errcode = '42501', hint = 'forbidden', detail = json_build_object('from', old.status, 'to', new.status)::text;
    end if;
    if new.status in ('requested', 'confirmed') and not private.advance_paid(old.id) then
      raise exception 'the provider is asked only once the advance is paid' using errcode = '23514', hint = 'booking_advance_unpaid';
    end if;
    if new.status = 'completed' and old.event_date > (now() at time zone 'Asia/Kolkata')::date then
      raise exception 'a booking cannot be completed before its event date' using errcode = '23514', hint = 'booking_completed_too_early', detail = json_build_object('event_date', old.event_date)::text;
    end if;
    if new.status = 'requested' then
      -- 48 hours to answer, and never later than 24 hours before the event.
      new.respond_by := least(now() + interval '48 hours',
                              private.event_start(new.event_date, new.event_time) - interval '24 hours');
    end if;
    if new.status <> 'held' then
      new.hold_expires_at := null;
    end if;
    if new.status <> 'requested' then
      new.respond_by := null;
    end if;
  else
    -- A note only travels with a status change.
    new.status_note := old.status_note;
  end if;

  new.last_actor_id := v_uid;
  new.last_actor_role := case
    when v_system then 'system'
    when v_is_customer then 'customer'
    when v_is_provider then 'provider'
    else 'admin' end;
  return new;
end
$$;

-- ------------------------------------------------------------------------------------------
-- from 0021_error_keys.sql: the advance is paid while the slot is held; the balance once the
-- provider has been asked, until the event.
create or replace function private.guard_payment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  b record;
begin
  if tg_op = 'UPDATE' then
    if new.booking_id <> old.booking_id or new.kind <> old.kind then
      raise exception 'a payment cannot move to another booking or kind' using errcode = '42501', hint = 'forbidden';
    end if;
    new.created_at := old.created_at;
  end if;
  if new.status = 'succeeded' and (tg_op = 'INSERT' or old.status <> 'succeeded') then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    raise exception 'payments are updated only by the payment gateway' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.status <> 'pending' or new.kind = 'refund' then
    raise exception 'only the payment gateway records succeeded, failed or refunded payments and refunds'
      using errcode = '42501', hint = 'forbidden';
  end if;
  select bk.customer_id, bk.status, bk.advance_paise, bk.remaining_paise, bk.hold_expires_at, bk.event_date
    into b from public.bookings bk where bk.id = new.booking_id;
  if not found or b.customer_id is distinct from auth.uid() then
    raise exception 'you can only pay for your own bookings' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.kind = 'advance' and not (b.status = 'held' and b.hold_expires_at > now()) then
    raise exception 'the advance is paid while the slot is held' using errcode = '23514', hint = 'payment_not_due',
      detail = json_build_object('status', b.status)::text;
  end if;
  if new.kind = 'remaining' and not (b.status in ('requested', 'confirmed')
                                     and b.event_date >= (now() at time zone 'Asia/Kolkata')::date) then
    raise exception 'the balance is paid once requested, until the event' using errcode = '23514', hint = 'payment_not_due',
      detail = json_build_object('status', b.status)::text;
  end if;
  new.amount_paise := case new.kind when 'advance' then b.advance_paise else b.remaining_paise end;
  -- The gateway's reference is recorded by the system, so a client cannot claim one.
  new.gateway_ref := null;
  new.paid_at := null;
  new.created_at := now();
  return new;
end
$$;

-- from 0006_payments.sql: a paid advance asks the provider. A booking no longer held (the hold
-- lapsed, the customer gave up) does not move; the payment code refunds that payment.
create or replace function private.payment_settled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'advance' and new.status = 'succeeded'
     and (tg_op = 'INSERT' or old.status is distinct from 'succeeded') then
    update public.bookings
       set status = 'requested', status_note = null
     where id = new.booking_id and status = 'held';
  end if;
  return null;
end
$$;

-- ------------------------------------------------------------------------------------------
-- The request form's two calls.

-- Asks for a booking: holds the slot for 15 minutes and returns what to pay. Security invoker:
-- the caller's rights and the bookings guard decide everything.
create function public.request_booking(
  p_service_id uuid default null,
  p_bundle_id uuid default null,
  p_event_date date default null,
  p_event_time time default null,
  p_guest_count integer default null,
  p_venue_address text default null,
  p_special_requirements text default null)
returns table (
  booking_id uuid,
  tracking_code text,
  hold_expires_at timestamptz,
  total_paise bigint,
  advance_paise bigint,
  remaining_paise bigint)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_venue text := nullif(btrim(coalesce(p_venue_address, '')), '');
  v_at_venue boolean;
  v_hint text;
  v_message text;
  v_state text;
  b record;
begin
  if p_event_date is null then
    raise exception 'event_date is required' using errcode = '23502', hint = 'text_required', detail = json_build_object('field', 'event_date')::text;
  end if;
  if p_event_time is null then
    raise exception 'event_time is required' using errcode = '23502', hint = 'text_required', detail = json_build_object('field', 'event_time')::text;
  end if;
  if p_guest_count is null or p_guest_count not between 1 and 100000 then
    raise exception 'guest_count must be between 1 and 100000' using errcode = '22023', hint = 'value_out_of_range',
      detail = json_build_object('field', 'guest_count', 'min', 1, 'max', 100000)::text;
  end if;
  -- A function hall is the venue; every other service (and every bundle) comes to the customer.
  v_at_venue := p_service_id is not null
    and exists (select 1 from public.services s where s.id = p_service_id and s.category_slug = 'function-hall');
  if not v_at_venue and v_venue is null then
    raise exception 'the venue address is required' using errcode = '23502', hint = 'venue_address_required',
      detail = json_build_object('field', 'venue_address')::text;
  end if;
  if v_venue is not null and char_length(v_venue) not between 5 and 500 then
    raise exception 'the venue address must be 5 to 500 characters' using errcode = '23514', hint = 'value_out_of_range',
      detail = json_build_object('field', 'venue_address', 'min', 5, 'max', 500)::text;
  end if;
  begin
    insert into public.bookings (service_id, bundle_id, event_date, event_time, guest_count, special_requirements)
    values (p_service_id, p_bundle_id, p_event_date, p_event_time, p_guest_count,
            nullif(btrim(coalesce(p_special_requirements, '')), ''))
    returning * into b;
  exception when exclusion_violation or check_violation then
    get stacked diagnostics v_hint = pg_exception_hint, v_message = message_text, v_state = returned_sqlstate;
    -- The failed insert's locks went with it: other dates are looked up without holding anyone up.
    if v_hint = 'slot_taken' then
      raise exception '%', v_message using errcode = v_state, hint = 'slot_taken',
        detail = json_build_object('field', 'event_date',
          'suggested_dates', private.suggest_booking_dates(p_service_id, p_bundle_id, p_event_date, p_event_time))::text;
    elsif v_hint = 'date_blocked' then
      raise exception '%', v_message using errcode = v_state, hint = 'date_blocked',
        detail = json_build_object('field', 'event_date',
          'suggested_dates', private.suggest_booking_dates(p_service_id, p_bundle_id, p_event_date, p_event_time))::text;
    end if;
    raise;
  end;
  if v_venue is not null then
    insert into public.booking_venues (booking_id, venue_address) values (b.id, v_venue);
  end if;
  booking_id := b.id;
  tracking_code := b.tracking_code;
  hold_expires_at := b.hold_expires_at;
  total_paise := b.total_paise;
  advance_paise := b.advance_paise;
  remaining_paise := b.remaining_paise;
  return next;
end
$$;
comment on function public.request_booking(uuid, uuid, date, time, integer, text, text) is
  'Holds a slot for 15 minutes while the customer pays the advance; errors name the field (0034).';
revoke execute on function public.request_booking(uuid, uuid, date, time, integer, text, text) from public, anon;
grant execute on function public.request_booking(uuid, uuid, date, time, integer, text, text) to authenticated, service_role;

-- The days the calendar greys out, with why. A day is "full" when no start between 06:00 and
-- 22:00 on the hour is free (whole-day services and bundles: when the day is taken).
create function public.booking_unavailable_dates(
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
  starts as (select h from generate_series(6, 22) h)
  select x.d, x.reason from (
    select days.d,
           case
             when private.event_start(days.d, time '23:00') < private.earliest_event_start() then 'too_soon'
             when exists (select 1 from public.provider_blocked_dates pb where pb.provider_id = v_provider and pb.day = days.d) then 'blocked'
             when not exists (
               select 1 from starts
               where private.event_start(days.d, make_time(starts.h, 0, 0)) >= private.earliest_event_start()
                 and private.slot_claimable(p_service_id, p_bundle_id,
                       private.booking_slot(p_service_id, p_bundle_id, days.d, make_time(starts.h, 0, 0)))) then 'full'
           end as reason
    from days
  ) x
  where x.reason is not null
  order by x.d;
end
$$;
comment on function public.booking_unavailable_dates(uuid, uuid, date, date) is
  'Days a service or bundle cannot be booked (too_soon, blocked, full), for the request form''s calendar (0034).';
revoke execute on function public.booking_unavailable_dates(uuid, uuid, date, date) from public;
grant execute on function public.booking_unavailable_dates(uuid, uuid, date, date) to anon, authenticated, service_role;

-- ------------------------------------------------------------------------------------------
-- The timers, one function (item 5): every minute in the local stack, pg_cron on hosted.
drop function public.expire_stale_bookings();
create function public.run_booking_timers()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment_expired integer;
  v_expired integer;
  v_completed integer;
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

  return jsonb_build_object('payment_expired', v_payment_expired, 'expired', v_expired, 'completed', v_completed);
end
$$;
comment on function public.run_booking_timers() is
  'Releases unpaid holds, expires unanswered requests and completes past bookings; run every minute (0034).';
revoke execute on function public.run_booking_timers() from public, anon, authenticated;
grant execute on function public.run_booking_timers() to service_role;

-- ------------------------------------------------------------------------------------------
-- Places that named `accepted`.

-- from 0013: busy on a date means a firm (confirmed or completed) booking.
create or replace function private.providers_booked_on(p_date date)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct b.provider_id
  from public.bookings b
  where b.event_date = p_date and b.status in ('confirmed', 'completed')
$$;

-- from 0022: a customer may call the provider once the provider said yes.
create or replace function public.provider_phone(provider_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select sp.phone
  from public.service_providers sp
  where sp.id = provider_phone.provider_id
    and auth.uid() is not null
    and (sp.profile_id = auth.uid()
         or public.is_user_admin(auth.uid())
         or (sp.status = 'approved' and exists (
               select 1 from public.bookings b
               where b.provider_id = sp.id and b.customer_id = auth.uid()
                 and b.status in ('confirmed', 'completed'))))
$$;
comment on function public.provider_phone(uuid) is
  'The provider''s phone for the provider, admins and customers with a confirmed or completed booking with them; null for everyone else.';

-- from 0021: a deleted account also gives up its holds; refunds are queued by the bookings
-- trigger of 0035 (public.refunds), not written here as payments.
create or replace function public.delete_my_account()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text;
  v_name text;
  v_booking record;
  v_refund bigint;
  v_cancelled integer := 0;
  v_refund_total bigint := 0;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501', hint = 'session_expired';
  end if;
  select u.email into v_email from auth.users u where u.id = v_uid;
  select p.full_name into v_name from public.profiles p where p.id = v_uid;

  if exists (select 1 from public.bookings b
             join public.service_providers sp on sp.id = b.provider_id
             where sp.profile_id = v_uid) then
    raise exception 'your business has bookings with customers, so this account cannot be deleted here'
      using errcode = '23503', hint = 'provider_has_bookings';
  end if;

  -- Hold the customer's bookings so no payment or status change slips in meanwhile.
  perform 1 from public.bookings b where b.customer_id = v_uid for update;

  if exists (select 1 from public.payments p join public.bookings b on b.id = p.booking_id
             where b.customer_id = v_uid and p.status = 'pending' and p.kind <> 'refund'
               and p.created_at > now() - interval '1 hour') then
    raise exception 'a payment for one of your bookings is still being processed; try again once it has completed'
      using errcode = 'PT409', hint = 'payment_in_flight';
  end if;
  update public.payments p
     set status = 'failed'
    from public.bookings b
   where b.id = p.booking_id and b.customer_id = v_uid and p.status = 'pending' and p.kind <> 'refund';

  for v_booking in
    select b.id from public.bookings b
    where b.customer_id = v_uid
      and (b.status in ('held', 'requested')
           or (b.status = 'confirmed' and b.event_date >= (now() at time zone 'Asia/Kolkata')::date))
    order by b.event_date, b.id
  loop
    v_refund := private.customer_cancellation_refund_paise(v_booking.id);
    -- The cancellation queues its refunds (public.refunds, 0035) like any other.
    update public.bookings
       set status = 'cancelled_by_customer', status_note = 'Cancelled because the customer deleted their account'
     where id = v_booking.id;
    v_cancelled := v_cancelled + 1;
    v_refund_total := v_refund_total + v_refund;
  end loop;

  -- The customer's words in the history; the history itself stays.
  update public.booking_events e set note = null
    from public.bookings b
   where b.id = e.booking_id and b.customer_id = v_uid and e.actor_role = 'customer' and e.note is not null;

  -- Providers' notifications that quote the customer's name and chat messages or review.
  delete from public.notifications n
   using public.conversations c join public.service_providers sp on sp.id = c.provider_id
   where c.customer_id = v_uid and n.user_id = sp.profile_id and n.type = 'chat'
     and n.title = 'New message from ' || coalesce(v_name, 'A customer');
  delete from public.notifications n
   using public.reviews r join public.service_providers sp on sp.id = r.provider_id
   where r.customer_id = v_uid and n.user_id = sp.profile_id and n.type = 'review'
     and n.message like r.reviewer_name || ' rated you %';

  delete from public.contact_messages m
   where m.user_id = v_uid or (v_email is not null and lower(m.email) = lower(v_email));

  -- The profile goes with the auth user; by its foreign keys the bookings lose their
  -- customer (the bookings guard scrubs them), and favourites, notifications, reviews and
  -- chats go with the person.
  delete from auth.users where id = v_uid;

  return jsonb_build_object('cancelled_bookings', v_cancelled, 'refund_paise', v_refund_total);
end
$$;

-- ------------------------------------------------------------------------------------------
-- from 0008: who is told what, as templates the app words in the reader's language (0030).
-- A hold tells nobody (the customer is paying); the paid request tells both.
create or replace function private.notify_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
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
