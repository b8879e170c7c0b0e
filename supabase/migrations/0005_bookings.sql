-- 0005 bookings and their history.
--
-- Decisions where the spec is silent:
-- * Price: a service booking costs price_paise x quantity, where quantity is the guest
--   count for per_plate/per_person, the service's duration rounded up to whole hours
--   (at least 1) for per_hour, and 1 for per_event/per_day. A bundle booking costs the
--   bundle price. Totals are computed here from the current catalogue; whatever a client
--   sends for total/advance/remaining is overwritten.
-- * Advance: 20% of the total, rounded up to a whole rupee, for services; for bundles the
--   bundle's min_advance_paise (20% as above if the bundle states none). remaining = total - advance.
-- * Status graph and who may walk each edge (admins and the system may walk every edge;
--   the system is service_role / SECURITY DEFINER code such as the payment trigger):
--     requested -> accepted               provider
--     requested -> declined               provider
--     requested -> cancelled_by_customer  customer
--     requested -> expired                system/admin only (expire_stale_bookings)
--     accepted  -> confirmed              system/admin only, and only once a succeeded
--                                         advance payment exists (the payment trigger does it)
--     accepted  -> cancelled_by_customer  customer
--     accepted  -> cancelled_by_provider  provider
--     accepted  -> expired                system/admin only
--     confirmed -> completed              provider, not before the event date
--     confirmed -> cancelled_by_customer  customer
--     confirmed -> cancelled_by_provider  provider
--   declined, expired, completed and the cancellations are final.
-- * Details (date, time, guests, requirements) can be changed by the customer only while
--   the booking is still requested; the price is recomputed.
-- * Bookings are never deleted: they are cancelled. A provider (or service, bundle) with
--   bookings cannot be deleted, only suspended or paused, so customers keep their history
--   and receipts. A customer who deletes their account is erased from their bookings, not
--   the bookings from the provider's records (tax and accounting law): customer_id becomes
--   null, customer_erased_at is set and the free text they wrote is removed (see the guard
--   below and delete_my_account in 0019).
-- * Two confirmed/completed bookings of the same service (or bundle) cannot overlap in
--   time (exclusion constraints on `slot`); requests and acceptances may overlap. A slot
--   runs from the event's start for the service's duration (1 hour when none is stated);
--   per_day services and bundles take whole days (duration_days for bundles).
-- * 24:00 is not a time of day and 'infinity' is not an event date: both are refused.

-- Exclusion constraints over (uuid, range) need uuid's btree operators in a GiST index.
create extension if not exists btree_gist with schema extensions;

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  -- Public, human-friendly code for /track-booking, e.g. UTS-7K2M9Q (no 0/O/1/I/L).
  tracking_code text not null unique check (tracking_code ~ '^UTS-[2-9A-HJKMNP-Z]{6}$'),
  -- Null once the customer deleted their account (customer_erased_at says when).
  customer_id uuid default auth.uid() references public.profiles (id) on delete set null,
  customer_erased_at timestamptz,
  -- A booked service or bundle cannot be deleted (23503); providers pause it instead.
  service_id uuid references public.services (id),
  bundle_id uuid references public.bundles (id),
  -- Derived from the service or bundle; never taken from the client. No cascade: a
  -- provider with bookings is suspended, not deleted, so customers keep their history.
  provider_id uuid not null references public.service_providers (id),
  event_date date not null check (event_date >= date '2000-01-01' and event_date < date '2100-01-01'),
  event_time time not null check (event_time < time '24:00'),
  -- When the booked service (or bundle) is busy, in the event's local time; derived by
  -- the guard from the event date and time and the service's duration and unit.
  slot tsrange not null,
  guest_count integer not null check (guest_count between 1 and 100000),
  special_requirements text check (special_requirements is null or char_length(special_requirements) <= 2000),
  total_paise bigint not null default 0 check (total_paise >= 0),
  advance_paise bigint not null default 0 check (advance_paise >= 0),
  remaining_paise bigint not null default 0 check (remaining_paise >= 0),
  status text not null default 'requested' check (status in (
    'requested', 'accepted', 'declined', 'expired', 'confirmed', 'completed',
    'cancelled_by_customer', 'cancelled_by_provider')),
  -- A note for the latest status change (a decline reason...), copied into booking_events.
  status_note text check (status_note is null or char_length(status_note) <= 1000),
  -- Who made the latest change, set by the guard trigger (clients cannot choose it).
  last_actor_id uuid,
  last_actor_role text check (last_actor_role in ('customer', 'provider', 'admin', 'system')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (num_nonnulls(service_id, bundle_id) = 1),
  check (advance_paise + remaining_paise = total_paise),
  check ((customer_id is null) = (customer_erased_at is not null)),
  -- The double-booking rule: firm bookings of one service (or bundle) never overlap.
  constraint bookings_no_overlapping_service_slots
    exclude using gist (service_id extensions.gist_uuid_ops with =, slot with &&)
    where (service_id is not null and status in ('confirmed', 'completed')),
  constraint bookings_no_overlapping_bundle_slots
    exclude using gist (bundle_id extensions.gist_uuid_ops with =, slot with &&)
    where (bundle_id is not null and status in ('confirmed', 'completed'))
);

create index bookings_customer_idx on public.bookings (customer_id, event_date desc);
create index bookings_provider_idx on public.bookings (provider_id, status, event_date);
create index bookings_service_idx on public.bookings (service_id);
create index bookings_bundle_idx on public.bookings (bundle_id);
create index bookings_status_created_idx on public.bookings (status, created_at)
  where status in ('requested', 'accepted');

-- API rights, explicit as on hosted (new tables get none); row-level security decides the rows.
-- No delete for anyone: bookings are cancelled, never deleted.
grant select, insert, update on public.bookings to authenticated, service_role;

create table public.booking_events (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  from_status text,
  to_status text not null,
  actor_id uuid references auth.users (id) on delete set null,
  actor_role text not null check (actor_role in ('customer', 'provider', 'admin', 'system')),
  note text,
  created_at timestamptz not null default now()
);

create index booking_events_booking_idx on public.booking_events (booking_id, created_at);
create index booking_events_actor_idx on public.booking_events (actor_id);

-- History is written by a trigger only.
grant select on public.booking_events to authenticated, service_role;

-- UTS- plus six characters from an alphabet without look-alikes (31^6 codes).
create or replace function private.new_tracking_code()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  v_bytes bytea;
  v_code text;
begin
  loop
    v_bytes := extensions.gen_random_bytes(6);
    v_code := 'UTS-';
    for i in 0..5 loop
      v_code := v_code || substr(v_alphabet, get_byte(v_bytes, i) % 31 + 1, 1);
    end loop;
    exit when not exists (select 1 from public.bookings b where b.tracking_code = v_code);
  end loop;
  return v_code;
end
$$;
-- The column default below runs as the inserting role.
revoke execute on function private.new_tracking_code() from public, anon;
grant execute on function private.new_tracking_code() to authenticated, service_role;

alter table public.bookings alter column tracking_code set default private.new_tracking_code();

-- The price of a booking and the facts the guard needs, read past row-level security
-- (a customer must be able to change guests on a request even if the service was hidden since).
create or replace function private.booking_quote(
  p_service_id uuid, p_bundle_id uuid, p_guest_count integer,
  out provider_id uuid, out provider_profile_id uuid, out bookable boolean,
  out total_paise bigint, out advance_paise bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s record;
  v_qty numeric;
begin
  if p_service_id is not null then
    select sv.provider_id, sp.profile_id, sv.active and sp.status = 'approved' as bookable,
           sv.price_paise, sv.price_unit, sv.min_guests, sv.max_guests, sv.duration_hours
      into s
      from public.services sv join public.service_providers sp on sp.id = sv.provider_id
     where sv.id = p_service_id;
    if not found then
      raise exception 'service % does not exist', p_service_id using errcode = '23503';
    end if;
    if s.max_guests is not null and p_guest_count > s.max_guests then
      raise exception 'guest_count % is above the maximum of % for this service', p_guest_count, s.max_guests
        using errcode = '23514';
    end if;
    if s.min_guests is not null and p_guest_count < s.min_guests then
      raise exception 'guest_count % is below the minimum of % for this service', p_guest_count, s.min_guests
        using errcode = '23514';
    end if;
    v_qty := case s.price_unit
      when 'per_plate' then p_guest_count
      when 'per_person' then p_guest_count
      when 'per_hour' then greatest(ceil(coalesce(s.duration_hours, 1)), 1)
      else 1 end;
    total_paise := (s.price_paise * v_qty)::bigint;
    advance_paise := ceil(total_paise * 0.20 / 100.0)::bigint * 100;
  else
    select b.provider_id, sp.profile_id, b.active and sp.status = 'approved' as bookable,
           b.bundle_price_paise, b.min_advance_paise, b.max_guests
      into s
      from public.bundles b join public.service_providers sp on sp.id = b.provider_id
     where b.id = p_bundle_id;
    if not found then
      raise exception 'bundle % does not exist', p_bundle_id using errcode = '23503';
    end if;
    if s.max_guests is not null and p_guest_count > s.max_guests then
      raise exception 'guest_count % is above the maximum of % for this bundle', p_guest_count, s.max_guests
        using errcode = '23514';
    end if;
    total_paise := s.bundle_price_paise;
    advance_paise := case when s.min_advance_paise > 0 then s.min_advance_paise
      else ceil(total_paise * 0.20 / 100.0)::bigint * 100 end;
  end if;
  advance_paise := least(advance_paise, total_paise);
  provider_id := s.provider_id;
  provider_profile_id := s.profile_id;
  bookable := s.bookable;
end
$$;
revoke execute on function private.booking_quote(uuid, uuid, integer) from public, anon;
grant execute on function private.booking_quote(uuid, uuid, integer) to authenticated, service_role;

-- When a booking keeps its service (or bundle) busy, in the event's local time: whole days
-- for per_day services (as many as the stated hours need) and for bundles (duration_days),
-- otherwise from the event time for the service's duration (1 hour when none is stated).
create or replace function private.booking_slot(
  p_service_id uuid, p_bundle_id uuid, p_event_date date, p_event_time time)
returns tsrange
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_service_id is not null then (
      select case when s.price_unit = 'per_day'
               then tsrange(p_event_date::timestamp,
                            (p_event_date + greatest(ceil(coalesce(s.duration_hours, 24) / 24), 1)::integer)::timestamp)
               else tsrange(p_event_date + p_event_time,
                            p_event_date + p_event_time + make_interval(secs => coalesce(s.duration_hours, 1) * 3600))
             end
      from public.services s where s.id = p_service_id)
    else (
      select tsrange(p_event_date::timestamp, (p_event_date + b.duration_days)::timestamp)
      from public.bundles b where b.id = p_bundle_id)
  end
$$;
-- The bookings guard calls it as the writing role.
revoke execute on function private.booking_slot(uuid, uuid, date, time) from public, anon;
grant execute on function private.booking_slot(uuid, uuid, date, time) to authenticated, service_role;

-- Profile id behind a provider id.
create or replace function private.provider_profile_id(p_provider_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select sp.profile_id from public.service_providers sp where sp.id = p_provider_id
$$;
revoke execute on function private.provider_profile_id(uuid) from public, anon;
grant execute on function private.provider_profile_id(uuid) to authenticated, service_role;

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
  v_edge text;
  v_allowed boolean;
  q record;
begin
  if tg_op = 'INSERT' then
    if new.service_id is null and new.bundle_id is null or new.service_id is not null and new.bundle_id is not null then
      raise exception 'a booking is for exactly one service or one bundle' using errcode = '23514';
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
    else
      if new.customer_id is distinct from v_uid then
        raise exception 'you can only book for yourself' using errcode = '42501';
      end if;
      if not q.bookable then
        raise exception 'this service or bundle is not available for booking' using errcode = '23514';
      end if;
      if q.provider_profile_id = v_uid then
        raise exception 'providers cannot book their own services' using errcode = '23514';
      end if;
      if new.event_date < current_date then
        raise exception 'the event date is in the past' using errcode = '23514';
      end if;
      new.status := 'requested';
      new.tracking_code := private.new_tracking_code();
      new.created_at := now();
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
        using errcode = '42501';
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
    raise exception 'customer_erased_at is set only by erasing the customer' using errcode = '42501';
  end if;
  if new.customer_id <> old.customer_id or new.provider_id <> old.provider_id
     or new.service_id is distinct from old.service_id or new.bundle_id is distinct from old.bundle_id
     or new.tracking_code <> old.tracking_code or new.id <> old.id then
    raise exception 'customer, provider, service, bundle and tracking code of a booking cannot change'
      using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  v_provider_profile := private.provider_profile_id(old.provider_id);
  v_is_customer := v_uid is not null and v_uid = old.customer_id;
  v_is_provider := v_uid is not null and v_uid = v_provider_profile;

  if (new.event_date, new.event_time, new.guest_count, new.special_requirements)
     is distinct from (old.event_date, old.event_time, old.guest_count, old.special_requirements) then
    if not v_system and not (v_is_customer and old.status = 'requested' and new.status = 'requested') then
      raise exception 'booking details can only be changed by the customer while the request is pending'
        using errcode = '42501';
    end if;
    if not v_system and new.event_date < current_date then
      raise exception 'the event date is in the past' using errcode = '23514';
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

  if new.status is distinct from old.status then
    v_edge := old.status || '>' || new.status;
    if v_edge not in (
      'requested>accepted', 'requested>declined', 'requested>cancelled_by_customer', 'requested>expired',
      'accepted>confirmed', 'accepted>cancelled_by_customer', 'accepted>cancelled_by_provider', 'accepted>expired',
      'confirmed>completed', 'confirmed>cancelled_by_customer', 'confirmed>cancelled_by_provider') then
      raise exception 'a booking cannot go from % to %', old.status, new.status using errcode = '23514';
    end if;
    v_allowed := v_system or v_admin
      or (v_is_customer and new.status = 'cancelled_by_customer')
      or (v_is_provider and new.status in ('accepted', 'declined', 'cancelled_by_provider', 'completed'));
    if not v_allowed then
      raise exception 'you may not move this booking from % to %', old.status, new.status using errcode = '42501';
    end if;
    if new.status = 'confirmed' and not private.advance_paid(old.id) then
      raise exception 'a booking is confirmed only after its advance is paid' using errcode = '23514';
    end if;
    if new.status = 'completed' and old.event_date > current_date then
      raise exception 'a booking cannot be completed before its event date' using errcode = '23514';
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

create trigger bookings_guard
  before insert or update on public.bookings
  for each row execute function private.guard_booking();
create trigger bookings_touch
  before update on public.bookings
  for each row execute function private.touch_updated_at();

-- History: one event for the request and one per status change.
create or replace function private.log_booking_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    insert into public.booking_events (booking_id, from_status, to_status, actor_id, actor_role, note)
    values (new.id,
            case when tg_op = 'UPDATE' then old.status end,
            new.status,
            case when exists (select 1 from auth.users u where u.id = new.last_actor_id) then new.last_actor_id end,
            coalesce(new.last_actor_role, 'system'),
            new.status_note);
  end if;
  return null;
end
$$;
revoke execute on function private.log_booking_event() from public;

create trigger bookings_log_event
  after insert or update of status on public.bookings
  for each row execute function private.log_booking_event();

alter table public.bookings enable row level security;
alter table public.booking_events enable row level security;

create policy "bookings: customers read own" on public.bookings
  for select to authenticated
  using (customer_id = (select auth.uid()));
create policy "bookings: providers read theirs" on public.bookings
  for select to authenticated
  using (provider_id = (select private.my_provider_id()));
create policy "bookings: admins read all" on public.bookings
  for select to authenticated
  using ((select private.is_admin()));
create policy "bookings: customers request" on public.bookings
  for insert to authenticated
  with check (customer_id = (select auth.uid()));
-- What each party may change is decided by the guard trigger above.
create policy "bookings: customers update own" on public.bookings
  for update to authenticated
  using (customer_id = (select auth.uid()))
  with check (customer_id = (select auth.uid()));
create policy "bookings: providers update theirs" on public.bookings
  for update to authenticated
  using (provider_id = (select private.my_provider_id()))
  with check (provider_id = (select private.my_provider_id()));
create policy "bookings: admins update" on public.bookings
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- History is written only by the trigger; readers are whoever can read the booking.
create policy "booking_events: visible with their booking" on public.booking_events
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_events.booking_id));
revoke insert, update, delete on public.booking_events from anon, authenticated;

-- Providers see the profiles of customers who booked them (name and phone for the job).
create policy "profiles: providers read their customers" on public.profiles
  for select to authenticated
  using (exists (
    select 1 from public.bookings b
    where b.customer_id = profiles.id and b.provider_id = (select private.my_provider_id())));

-- /track-booking: a safe public view of one booking by its code. No names, phone
-- numbers or requirements; just what, where, when, how much and the status history.
create or replace function public.track_booking(code text)
returns table (
  tracking_code text,
  status text,
  event_date date,
  event_time time,
  guest_count integer,
  service_title text,
  bundle_name text,
  category_slug text,
  provider_name text,
  city text,
  total_paise bigint,
  advance_paise bigint,
  remaining_paise bigint,
  created_at timestamptz,
  updated_at timestamptz,
  history jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.tracking_code, b.status, b.event_date, b.event_time, b.guest_count,
         s.title, bu.name, s.category_slug, sp.business_name, coalesce(s.city, bu.city),
         b.total_paise, b.advance_paise, b.remaining_paise, b.created_at, b.updated_at,
         coalesce((select jsonb_agg(jsonb_build_object('status', e.to_status, 'at', e.created_at)
                                    order by e.created_at, e.id)
                   from public.booking_events e where e.booking_id = b.id), '[]'::jsonb)
  from public.bookings b
  join public.service_providers sp on sp.id = b.provider_id
  left join public.services s on s.id = b.service_id
  left join public.bundles bu on bu.id = b.bundle_id
  where b.tracking_code = upper(btrim(track_booking.code))
$$;
revoke execute on function public.track_booking(text) from public;
grant execute on function public.track_booking(text) to anon, authenticated, service_role;

-- Run by the system (service_role, e.g. a scheduled edge function or pg_cron):
-- requests unanswered for 48 hours, and any request or unpaid acceptance whose event
-- date has passed, become expired. Returns how many bookings expired.
create or replace function public.expire_stale_bookings()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.bookings
     set status = 'expired', status_note = 'Expired automatically'
   where (status = 'requested' and (created_at < now() - interval '48 hours' or event_date < current_date))
      or (status = 'accepted' and event_date < current_date);
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.expire_stale_bookings() from public, anon, authenticated;
grant execute on function public.expire_stale_bookings() to service_role;
