-- Bookings: the status graph (data the guard enforces and the apps read), holds, slots and
-- lanes, the booking window and the timers that move bookings along.

create table public.booking_statuses (
  status     text     not null,
  final      boolean  not null,
  "position" smallint not null,
  holds_slot boolean  not null default false,
  constraint booking_statuses_pkey primary key (status),
  constraint booking_statuses_position_key unique ("position")
);

alter table public.booking_statuses
  enable row level security;

comment on column public.booking_statuses.holds_slot is 'Whether a booking in this status keeps its slot (and its lane) taken (0034).';

comment on table public.booking_statuses is 'Every booking status: final ones take no further edge; position orders a timeline (0032).';

grant select on table public.booking_statuses to anon, authenticated;

grant delete, insert, select, update on table public.booking_statuses to service_role;

-- The booking's numbers, in one place (issue 23): the guard, the hold caps, the timers and the
-- calendar read them here rather than each typing its own, and `pnpm db:types` writes them into
-- shared/supabase/booking-graph.generated.ts, so the request form's calendar stops where the
-- database does. A change is a migration that replaces this function, then `pnpm db:types`.
-- Readable by everyone: they are the product's rules (the Terms state them), not anybody's data.
create or replace function public.booking_limits(
  -- A held slot waits this long for the advance.
  out hold_minutes integer,
  -- After a hold on a date lapsed, this long before the same customer may hold it again.
  out hold_cooldown_minutes integer,
  -- Holds one customer may keep at once, in all and with one provider.
  out open_holds_max integer,
  out open_holds_per_provider_max integer,
  -- Holds one customer may start in an hour and in a day.
  out holds_per_hour_max integer,
  out holds_per_day_max integer,
  -- An event starts at least this long after the request: the provider then has two hours
  -- before the answer's cut-off.
  out earliest_start_hours integer,
  -- and at most this many days ahead, in India's calendar.
  out days_ahead_max integer,
  -- The provider answers a request within this long, and never later than the cut-off before the event.
  out respond_hours integer,
  out respond_cutoff_hours integer,
  -- The system completes a confirmed booking this long after the event ends.
  out complete_after_hours integer,
  -- Both parties are reminded this many days before the event.
  out reminder_days integer,
  -- The longest range (last day minus first) booking_unavailable_dates answers.
  out calendar_range_days_max integer
)
  returns record
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select 15 as hold_minutes,
         30 as hold_cooldown_minutes,
         3 as open_holds_max,
         2 as open_holds_per_provider_max,
         12 as holds_per_hour_max,
         30 as holds_per_day_max,
         26 as earliest_start_hours,
         365 as days_ahead_max,
         48 as respond_hours,
         24 as respond_cutoff_hours,
         48 as complete_after_hours,
         2 as reminder_days,
         120 as calendar_range_days_max
$$;
revoke all on function public.booking_limits() from public, anon, authenticated, service_role;
grant execute on function public.booking_limits() to anon, authenticated, service_role;

-- UTS- plus six characters from an alphabet without look-alikes (31^6 codes).
create or replace function private.new_tracking_code()
  returns text
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function private.new_tracking_code() from public, anon, authenticated, service_role;
grant execute on function private.new_tracking_code() to authenticated, service_role;

create table public.bookings (
  id                   uuid                     not null default gen_random_uuid(),
  -- Public, human-friendly code for /track-booking, e.g. UTS-7K2M9Q (no 0/O/1/I/L).
  tracking_code        text                     not null default private.new_tracking_code(),
  -- Null once the customer deleted their account (customer_erased_at says when).
  customer_id          uuid                     default auth.uid(),
  customer_erased_at   timestamp with time zone,
  -- A booked service or bundle cannot be deleted (23503); providers pause it instead.
  service_id           uuid,
  bundle_id            uuid,
  -- Derived from the service or bundle; never taken from the client. No cascade: a
  -- provider with bookings is suspended, not deleted, so customers keep their history.
  provider_id          uuid                     not null,
  event_date           date                     not null,
  event_time           time without time zone   not null,
  -- When the booked service (or bundle) is busy, in the event's local time; derived by
  -- the guard from the event date and time and the service's duration and unit.
  slot                 tsrange                  not null,
  guest_count          integer                  not null,
  special_requirements text,
  total_paise          bigint                   not null default 0,
  advance_paise        bigint                   not null default 0,
  remaining_paise      bigint                   not null default 0,
  status               text                     not null default 'held'::text,
  -- A note for the latest status change (a decline reason...), copied into booking_events.
  status_note          text,
  -- Who made the latest change, set by the guard trigger (clients cannot choose it).
  last_actor_id        uuid,
  last_actor_role      text,
  created_at           timestamp with time zone not null default now(),
  updated_at           timestamp with time zone not null default now(),
  -- While held: when the slot is released if the advance is not paid.
  hold_expires_at      timestamp with time zone,
  -- While requested: when the request expires unanswered.
  respond_by           timestamp with time zone,
  -- When the reminder two days before the event was sent (once).
  reminder_sent_at     timestamp with time zone,
  constraint bookings_advance_paise_check check ((advance_paise >= 0)),
  constraint bookings_check1 check (((advance_paise + remaining_paise) = total_paise)),
  constraint bookings_check check ((num_nonnulls(service_id, bundle_id) = 1)),
  constraint bookings_event_date_check check (((event_date >= '2000-01-01'::date) and (event_date < '2100-01-01'::date))),
  constraint bookings_event_time_check check ((event_time < '24:00:00'::time without time zone)),
  constraint bookings_guest_count_check check (((guest_count >= 1) and (guest_count <= 100000))),
  constraint bookings_held_has_expiry check (((status <> 'held'::text) or (hold_expires_at is not null))),
  constraint bookings_last_actor_role_check check ((last_actor_role = any (array['customer'::text, 'provider'::text, 'admin'::text, 'system'::text]))),
  constraint bookings_pkey primary key (id),
  constraint bookings_remaining_paise_check check ((remaining_paise >= 0)),
  constraint bookings_special_requirements_check check (((special_requirements is null) or (char_length(special_requirements) <= 2000))),
  constraint bookings_status_fkey foreign key (status) references public.booking_statuses(status),
  constraint bookings_status_note_check check (((status_note is null) or (char_length(status_note) <= 1000))),
  constraint bookings_total_paise_check check ((total_paise >= 0)),
  constraint bookings_bundle_id_fkey foreign key (bundle_id) references public.bundles(id),
  constraint bookings_provider_id_fkey foreign key (provider_id) references public.service_providers(id),
  constraint bookings_service_id_fkey foreign key (service_id) references public.services(id),
  constraint bookings_check2 check (((customer_id is null) = (customer_erased_at is not null))),
  constraint bookings_customer_id_fkey foreign key (customer_id) references public.profiles(id) on delete set null,
  constraint bookings_tracking_code_check check ((tracking_code ~ '^UTS-[2-9A-HJKMNP-Z]{6}$'::text)),
  constraint bookings_tracking_code_key unique (tracking_code)
);

alter table public.bookings
  enable row level security;

alter table public.bookings
  replica identity full;

create index bookings_bundle_idx on public.bookings using btree (bundle_id);

create index bookings_confirmed_date_idx on public.bookings using btree (event_date)
  where (status = 'confirmed'::text);

-- "Booked that day": the providers with a firm booking on a date.
create index bookings_event_date_firm_idx on public.bookings using btree (event_date, provider_id)
  where (status = any (array['confirmed'::text, 'completed'::text]));

-- The timers' three scans.
create index bookings_hold_expiry_idx on public.bookings using btree (hold_expires_at)
  where (status = 'held'::text);

create index bookings_provider_idx on public.bookings using btree (provider_id, status, event_date);

create index bookings_respond_by_idx on public.bookings using btree (respond_by)
  where (status = 'requested'::text);

create index bookings_service_idx on public.bookings using btree (service_id);

-- Every foreign key column is indexed (statuses reference booking_statuses).
create index bookings_status_idx on public.bookings using btree (status, event_date);

-- No delete for anyone: bookings are cancelled, never deleted.
grant insert, select, update on table public.bookings to authenticated;

grant insert, select, update on table public.bookings to service_role;

create index bookings_customer_idx on public.bookings using btree (customer_id, event_date desc);

create table public.booking_events (
  id          bigint                   generated always as identity not null,
  booking_id  uuid                     not null,
  from_status text,
  to_status   text                     not null,
  actor_id    uuid,
  actor_role  text                     not null,
  note        text,
  created_at  timestamp with time zone not null default now(),
  constraint booking_events_actor_id_fkey foreign key (actor_id) references auth.users(id) on delete set null,
  constraint booking_events_actor_role_check check ((actor_role = any (array['customer'::text, 'provider'::text, 'admin'::text, 'system'::text]))),
  constraint booking_events_pkey primary key (id),
  constraint booking_events_to_status_fkey foreign key (to_status) references public.booking_statuses(status),
  constraint booking_events_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade
);

alter table public.booking_events
  enable row level security;

create index booking_events_actor_idx on public.booking_events using btree (actor_id);

create index booking_events_booking_idx on public.booking_events using btree (booking_id, created_at);

-- Every foreign key column is indexed (a status can then never be dropped by a slow scan).
create index booking_events_to_status_idx on public.booking_events using btree (to_status);

-- History is written by a trigger only.
grant select on table public.booking_events to authenticated;

grant select on table public.booking_events to service_role;

-- Lanes: one row per resource a booking occupies while its status holds a slot.
create table public.booking_slots (
  booking_id  uuid     not null,
  -- A service's id, or a bundle's.
  resource_id uuid     not null,
  lane        smallint not null,
  slot        tsrange  not null,
  constraint booking_slots_lane_check check (((lane >= 1) and (lane <= 50))),
  constraint booking_slots_no_overlap EXCLUDE using gist (resource_id with =, lane with =, slot with &&),
  constraint booking_slots_pkey primary key (booking_id, resource_id),
  constraint booking_slots_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade
);

alter table public.booking_slots
  enable row level security;

create index booking_slots_resource_idx on public.booking_slots using gist (resource_id, slot);

comment on table public.booking_slots is 'Which lane of which service or bundle a booking occupies, and when; nothing overlaps in a lane (0034).';

grant select on table public.booking_slots to service_role;

-- The price of a booking and the facts the guard needs, read past row-level security
-- (a customer must be able to change guests on a request even if the service was hidden since).
create or replace function private.booking_quote (
  p_service_id  uuid,
  p_bundle_id   uuid,
  p_guest_count integer,
  OUT           provider_id uuid,
  OUT           provider_profile_id uuid,
  OUT           bookable boolean,
  OUT           total_paise bigint,
  OUT           advance_paise bigint
)
  returns record
  language plpgsql
  stable
  security definer
  set search_path to ''
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
      raise exception 'service % does not exist', p_service_id using errcode = '23503', hint = 'not_found', detail = json_build_object('field', 'service_id')::text;
    end if;
    if s.max_guests is not null and p_guest_count > s.max_guests then
      raise exception 'guest_count % is above the maximum of % for this service', p_guest_count, s.max_guests
        using errcode = '23514', hint = 'guest_count_above_max',
              detail = json_build_object('field', 'guest_count', 'max', s.max_guests)::text;
    end if;
    if s.min_guests is not null and p_guest_count < s.min_guests then
      raise exception 'guest_count % is below the minimum of % for this service', p_guest_count, s.min_guests
        using errcode = '23514', hint = 'guest_count_below_min',
              detail = json_build_object('field', 'guest_count', 'min', s.min_guests)::text;
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
      raise exception 'bundle % does not exist', p_bundle_id using errcode = '23503', hint = 'not_found', detail = json_build_object('field', 'bundle_id')::text;
    end if;
    if s.max_guests is not null and p_guest_count > s.max_guests then
      raise exception 'guest_count % is above the maximum of % for this bundle', p_guest_count, s.max_guests
        using errcode = '23514', hint = 'guest_count_above_max',
              detail = json_build_object('field', 'guest_count', 'max', s.max_guests)::text;
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
revoke all on function private.booking_quote(uuid, uuid, integer) from public, anon, authenticated, service_role;
grant execute on function private.booking_quote(uuid, uuid, integer) to authenticated, service_role;

-- When a booking keeps its service (or bundle) busy, in the event's local time: whole days
-- for per_day services (as many as the stated hours need) and for bundles (duration_days),
-- otherwise from the event time for the service's duration (1 hour when none is stated).
create or replace function private.booking_slot (
  p_service_id uuid,
  p_bundle_id  uuid,
  p_event_date date,
  p_event_time time without time zone
)
  returns tsrange
  language sql
  stable
  security definer
  set search_path to ''
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
revoke all on function private.booking_slot(uuid, uuid, date, time without time zone) from public, anon, authenticated, service_role;
grant execute on function private.booking_slot(uuid, uuid, date, time without time zone) to authenticated, service_role;

create or replace function private.earliest_event_start()
  returns timestamp with time zone
  language sql
  stable
  set search_path to ''
  as $$
  select now() + make_interval(hours => l.earliest_start_hours) from public.booking_limits() l
$$;
revoke all on function private.earliest_event_start() from public, anon, authenticated, service_role;
grant execute on function private.earliest_event_start() to authenticated, service_role;

create or replace function private.event_start (
  p_date date,
  p_time time without time zone
)
  returns timestamp with time zone
  language sql
  stable
  set search_path to ''
  as $$
  select (p_date + p_time) at time zone 'Asia/Kolkata'
$$;
revoke all on function private.event_start(date, time without time zone) from public, anon, authenticated, service_role;
grant execute on function private.event_start(date, time without time zone) to authenticated, service_role;

create or replace function private.guard_booking()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
declare
  v_system boolean := private.is_system();
  v_uid uuid := auth.uid();
  v_provider_profile uuid;
  v_is_customer boolean;
  v_is_provider boolean;
  v_allowed boolean;
  v_limits record;
  q record;
begin
  select * into v_limits from public.booking_limits();
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
        new.hold_expires_at := coalesce(new.hold_expires_at, new.created_at + make_interval(mins => v_limits.hold_minutes));
      end if;
    else
      if new.customer_id is distinct from v_uid then
        raise exception 'you can only book for yourself' using errcode = '42501', hint = 'forbidden';
      end if;
      perform private.require_not_suspended();
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
          detail = json_build_object('field', 'event_date', 'hours', v_limits.earliest_start_hours)::text;
      end if;
      new.status := 'held';
      new.status_note := null;
      new.tracking_code := private.new_tracking_code();
      new.created_at := now();
      new.hold_expires_at := now() + make_interval(mins => v_limits.hold_minutes);
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

  -- The advance is priced on the details, so only support (the system) changes them after the request.
  if (new.event_date, new.event_time, new.guest_count, new.special_requirements)
     is distinct from (old.event_date, old.event_time, old.guest_count, old.special_requirements) then
    if not v_system then
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
    -- Admins act for a party through admin_act_on_booking (90_admin: audited, its own 'admin'
    -- edges), never by a bare update: an admin who is a party here takes that party's edges only.
    v_allowed := v_system or exists (
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
      -- 48 hours to answer, and never later than 24 hours before the event (booking_limits).
      new.respond_by := least(now() + make_interval(hours => v_limits.respond_hours),
                              private.event_start(new.event_date, new.event_time) - make_interval(hours => v_limits.respond_cutoff_hours));
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
    -- An admin acts only through the audited admin functions (90_admin), which run as the owner
    -- and name the acting admin for this transaction: the timeline then says 'admin'.
    when v_system and v_uid is not null and current_setting('utsav.acting_admin', true) = v_uid::text then 'admin'
    when v_system then 'system'
    when v_is_customer then 'customer'
    when v_is_provider then 'provider'
    else 'admin' end;
  return new;
end
$$;

create table public.booking_transitions (
  from_status text not null,
  to_status   text not null,
  actor       text not null,
  constraint booking_transitions_actor_check check ((actor = any (array['customer'::text, 'provider'::text, 'system'::text, 'admin'::text]))),
  constraint booking_transitions_check check ((from_status <> to_status)),
  constraint booking_transitions_from_status_fkey foreign key (from_status) references public.booking_statuses(status),
  constraint booking_transitions_pkey primary key (from_status, to_status, actor),
  constraint booking_transitions_to_status_fkey foreign key (to_status) references public.booking_statuses(status)
);

alter table public.booking_transitions
  enable row level security;

create index booking_transitions_to_status_idx on public.booking_transitions using btree (to_status);

comment on table public.booking_transitions is 'The booking graph: who may move a booking from one status to another; private.guard_booking enforces it (0032).';

grant select on table public.booking_transitions to anon, authenticated;

grant delete, insert, select, update on table public.booking_transitions to service_role;

-- Where the event is, when the provider comes to the customer. Separate from bookings so a
-- provider can read a request (what, when, how many) without the address until confirmed.
create table public.booking_venues (
  booking_id    uuid                     not null,
  venue_address text                     not null,
  created_at    timestamp with time zone not null default now(),
  updated_at    timestamp with time zone not null default now(),
  constraint booking_venues_pkey primary key (booking_id),
  constraint booking_venues_venue_address_check check (((char_length(btrim(venue_address)) >= 5) and (char_length(btrim(venue_address)) <= 500))),
  constraint booking_venues_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade
);

alter table public.booking_venues
  enable row level security;

comment on table public.booking_venues is 'The event''s address; its provider reads it once the booking is confirmed (0034).';

grant insert, select, update on table public.booking_venues to authenticated;

grant delete, insert, select, update on table public.booking_venues to service_role;

-- Days a provider takes no bookings.
create table public.provider_blocked_dates (
  provider_id uuid                     not null,
  day         date                     not null,
  note        text,
  created_at  timestamp with time zone not null default now(),
  constraint provider_blocked_dates_day_check check (((day >= '2000-01-01'::date) and (day < '2100-01-01'::date))),
  constraint provider_blocked_dates_note_check check (((note is null) or (char_length(note) <= 200))),
  constraint provider_blocked_dates_pkey primary key (provider_id, day),
  constraint provider_blocked_dates_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade
);

alter table public.provider_blocked_dates
  enable row level security;

comment on table public.provider_blocked_dates is 'Days a provider takes no new bookings (0034).';

grant delete, insert, select, update on table public.provider_blocked_dates to authenticated;

grant delete, insert, select, update on table public.provider_blocked_dates to service_role;

-- Hours a provider takes no bookings on one day (a morning off, another engagement), beside the
-- whole days above: a slot that overlaps one is refused, and a start the calendar offers never
-- overlaps one (issue 24).
create table public.provider_blocked_times (
  id          uuid                     not null default gen_random_uuid(),
  provider_id uuid                     not null,
  day         date                     not null,
  starts_at   time without time zone   not null,
  ends_at     time without time zone   not null,
  note        text,
  created_at  timestamp with time zone not null default now(),
  constraint provider_blocked_times_day_check check (((day >= '2000-01-01'::date) and (day < '2100-01-01'::date))),
  constraint provider_blocked_times_check check ((starts_at < ends_at)),
  constraint provider_blocked_times_note_check check (((note is null) or (char_length(note) <= 200))),
  constraint provider_blocked_times_pkey primary key (id),
  constraint provider_blocked_times_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade
);

alter table public.provider_blocked_times
  enable row level security;

create index provider_blocked_times_provider_day_idx on public.provider_blocked_times using btree (provider_id, day);

comment on table public.provider_blocked_times is 'Hours of one day a provider takes no new bookings (issue 24); whole days are provider_blocked_dates.';

grant delete, insert, select, update on table public.provider_blocked_times to authenticated;

grant delete, insert, select, update on table public.provider_blocked_times to service_role;

create or replace function private.booking_resources (
  p_service_id uuid,
  p_bundle_id  uuid
)
  returns table (
    resource_id uuid,
    capacity    integer
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
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
revoke all on function private.booking_resources(uuid, uuid) from public, anon, authenticated, service_role;

create or replace function private.free_lane (
  p_resource_id uuid,
  p_capacity    integer,
  p_slot        tsrange,
  p_except      uuid    default null::uuid
)
  returns smallint
  language plpgsql
  stable
  security definer
  set search_path to ''
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
revoke all on function private.free_lane(uuid, integer, tsrange, uuid) from public, anon, authenticated, service_role;

create or replace function private.slot_blocked (
  p_provider_id uuid,
  p_slot        tsrange
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
begin
  return exists (select 1 from public.provider_blocked_dates d
                 where d.provider_id = p_provider_id
                   and d.day between lower(p_slot)::date and upper(p_slot)::date
                   and tsrange(d.day::timestamp, (d.day + 1)::timestamp) && p_slot)
      or exists (select 1 from public.provider_blocked_times t
                 where t.provider_id = p_provider_id
                   and t.day between lower(p_slot)::date and upper(p_slot)::date
                   and tsrange(t.day + t.starts_at, t.day + t.ends_at) && p_slot);
end
$$;
revoke all on function private.slot_blocked(uuid, tsrange) from public, anon, authenticated, service_role;

-- Takes (or re-takes) the booking's lanes. Runs after insert, and after a date change by
-- support. One advisory lock per resource, in id order so two bundles never deadlock: the
-- requests for one slot queue here and each sees the ones before it committed.
create or replace function private.claim_booking_slots (
  p_booking_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function private.claim_booking_slots(uuid) from public, anon, authenticated, service_role;

create or replace function private.booking_slots_follow()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function private.booking_slots_follow() from public, anon, authenticated, service_role;

-- Whether the signed-in customer may hold one more slot (raises the keyed refusal if not). Security
-- definer, to count and rate-limit past row-level security; it acts only for auth.uid(), so it
-- cannot be pointed at another customer's allowance.
create or replace function private.check_booking_hold (
  p_provider_id uuid,
  p_service_id  uuid,
  p_bundle_id   uuid,
  p_event_date  date
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_customer uuid := auth.uid();
  v_open integer;
  v_with_provider integer;
  v_retry_at timestamptz;
  v_limits record;
begin
  select * into v_limits from public.booking_limits();
  if v_customer is null then
    raise exception 'sign in to book' using errcode = '42501', hint = 'forbidden';
  end if;
  -- One customer's holds queue here, so forty parallel requests cannot all count two before them.
  perform pg_advisory_xact_lock(hashtextextended('utsav.booking_holds:' || v_customer::text, 0));

  select count(*), count(*) filter (where bk.provider_id = p_provider_id)
    into v_open, v_with_provider
    from public.bookings bk
   where bk.customer_id = v_customer and bk.status = 'held' and bk.hold_expires_at > now();
  if v_open >= v_limits.open_holds_max then
    raise exception 'pay for or cancel a held booking before holding another' using errcode = '23514', hint = 'too_many_holds',
      detail = json_build_object('max', v_limits.open_holds_max)::text;
  end if;
  if v_with_provider >= v_limits.open_holds_per_provider_max then
    raise exception 'pay for or cancel a held booking with this provider before holding another' using errcode = '23514',
      hint = 'too_many_holds_with_provider', detail = json_build_object('max', v_limits.open_holds_per_provider_max)::text;
  end if;

  -- A customer's hold lapses hold_minutes after it was made (the guard sets both times).
  select max(bk.created_at) + make_interval(mins => v_limits.hold_minutes + v_limits.hold_cooldown_minutes) into v_retry_at
    from public.bookings bk
   where bk.customer_id = v_customer
     and bk.service_id is not distinct from p_service_id and bk.bundle_id is not distinct from p_bundle_id
     and bk.event_date = p_event_date
     and (bk.status = 'payment_expired' or (bk.status = 'held' and bk.hold_expires_at <= now()))
     and bk.created_at > now() - make_interval(mins => v_limits.hold_minutes + v_limits.hold_cooldown_minutes);
  if v_retry_at > now() then
    raise exception 'your hold on this date lapsed; you may hold it again later' using errcode = '23514', hint = 'hold_cooldown',
      detail = json_build_object('field', 'event_date', 'minutes', v_limits.hold_cooldown_minutes, 'retry_at', v_retry_at)::text;
  end if;

  -- A hit is rolled back with a refused request (here or a taken slot after): only holds made count.
  if not private.rate_limit_hit('booking_hold_hour', v_customer::text, v_limits.holds_per_hour_max, interval '1 hour')
     or not private.rate_limit_hit('booking_hold_day', v_customer::text, v_limits.holds_per_day_max, interval '1 day') then
    raise exception 'too many bookings started; try again later' using errcode = 'PT429', hint = 'hold_rate_limited';
  end if;
end
$$;
revoke all on function private.check_booking_hold(uuid, uuid, uuid, date) from public, anon, authenticated, service_role;
grant execute on function private.check_booking_hold(uuid, uuid, uuid, date) to authenticated;

-- Final statuses have no way out.
create or replace function private.check_final_status_has_no_edge()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  if exists (select 1 from public.booking_statuses s where s.status = new.from_status and s.final) then
    raise exception 'a final status (%) has no edge out', new.from_status using errcode = '23514', hint = 'invalid_parameter';
  end if;
  return new;
end
$$;

-- Security invoker: private.is_system() asks who is acting, which a definer would hide.
create or replace function private.guard_booking_holds()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  if new.status = 'held' and not private.is_system() and not private.is_admin() then
    perform private.check_booking_hold(new.provider_id, new.service_id, new.bundle_id, new.event_date);
  end if;
  return new;
end
$$;
revoke all on function private.guard_booking_holds() from public, anon, authenticated, service_role;

create or replace function private.guard_booking_window()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
declare
  v_days integer := (public.booking_limits()).days_ahead_max;
begin
  if not private.is_system() and not private.is_admin()
     and new.event_date > (now() at time zone 'Asia/Kolkata')::date + v_days then
    raise exception 'the event date is more than a year ahead' using errcode = '23514', hint = 'event_too_far',
      detail = json_build_object('field', 'event_date', 'days', v_days)::text;
  end if;
  return new;
end
$$;
revoke all on function private.guard_booking_window() from public, anon, authenticated, service_role;

-- History: one event for the request and one per status change.
create or replace function private.log_booking_event()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function private.log_booking_event() from public, anon, authenticated, service_role;

create or replace function private.slot_claimable (
  p_service_id uuid,
  p_bundle_id  uuid,
  p_slot       tsrange
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
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
revoke all on function private.slot_claimable(uuid, uuid, tsrange) from public, anon, authenticated, service_role;

create or replace function private.suggest_booking_dates (
  p_service_id uuid,
  p_bundle_id  uuid,
  p_event_date date,
  p_event_time time without time zone,
  p_count      integer                default 3
)
  returns date[]
  language plpgsql
  stable
  security definer
  set search_path to ''
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
-- request_booking (security invoker) asks it as the customer; it tells only which dates are free.
revoke all on function private.suggest_booking_dates(uuid, uuid, date, time without time zone, integer) from public, anon, authenticated, service_role;
grant execute on function private.suggest_booking_dates(uuid, uuid, date, time without time zone, integer) to authenticated, service_role;

create or replace function private.validate_booking_texts()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if tg_op = 'INSERT' or new.special_requirements is distinct from old.special_requirements then
    new.special_requirements := private.require_optional_text('special_requirements', new.special_requirements, 2000);
  end if;
  if tg_op = 'INSERT' or new.status_note is distinct from old.status_note then
    new.status_note := private.require_optional_text('status_note', new.status_note, 1000);
  end if;
  return new;
end
$$;
revoke all on function private.validate_booking_texts() from public, anon, authenticated, service_role;

-- The days the calendar greys out, with why. A day is "full" when no start between 06:00 and
-- 22:00 on the hour is free (whole-day services and bundles: when the day is taken).
create or replace function public.booking_unavailable_dates (
  p_service_id uuid default null::uuid,
  p_bundle_id  uuid default null::uuid,
  p_from       date default null::date,
  p_to         date default null::date
)
  returns table (
    day    date,
    reason text
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_provider uuid;
  v_range integer := (public.booking_limits()).calendar_range_days_max;
  v_earliest timestamptz := private.earliest_event_start();
  -- The calendar offers starts from 6:00 to 22:00: a day whose 22:00 is too soon has none left,
  -- and says so (at 23:00 it left no start but called the day 'blocked' between 20:00 and 21:00 IST).
  v_last_first_day timestamptz := private.event_start(p_from, time '22:00');
begin
  if (p_service_id is null) = (p_bundle_id is null) then
    raise exception 'exactly one service or one bundle' using errcode = '22023', hint = 'invalid_parameter';
  end if;
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > v_range then
    raise exception 'a range of at most % days', v_range using errcode = '22023', hint = 'value_out_of_range',
      detail = json_build_object('field', 'p_to', 'max', v_range)::text;
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
  -- Whole days (blocked_day set: the day's reason is 'blocked') and hours (which only close
  -- the starts they overlap; a day whose every start the hours close is 'blocked' too, while
  -- one closed by a neighbouring blocked day or by bookings stays 'full').
  blocked as (
    select pb.day as blocked_day, tsrange(pb.day::timestamp, (pb.day + 1)::timestamp) as span
    from public.provider_blocked_dates pb
    where pb.provider_id = v_provider
      and pb.day between p_from and greatest(p_to, (select upper(span)::date from reach))
    union all
    select null::date, tsrange(pt.day + pt.starts_at, pt.day + pt.ends_at)
    from public.provider_blocked_times pt
    where pt.provider_id = v_provider
      and pt.day between p_from - 1 and greatest(p_to, (select upper(span)::date from reach))),
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
             when not exists (select 1 from open_days o where o.d = days.d)
                  and not exists (select 1 from candidates c where c.d = days.d
                                  and not exists (select 1 from blocked bl where bl.blocked_day is null and bl.span && c.slot)) then 'blocked'
             when not exists (select 1 from open_days o where o.d = days.d) then 'full'
           end as reason
    from days
  ) x
  where x.reason is not null
  order by x.d;
end
$$;
comment on function public.booking_unavailable_dates(uuid, uuid, date, date) is 'Days a service or bundle cannot be booked (too_soon, blocked, full), for the request form''s calendar (0034).';
revoke all on function public.booking_unavailable_dates(uuid, uuid, date, date) from public, anon, authenticated, service_role;
grant execute on function public.booking_unavailable_dates(uuid, uuid, date, date) to anon, authenticated, service_role;

-- What the signed-in person may do with a booking now (issue 23): the statuses they may move it
-- to, each with whose edge it is, by the graph and the rules private.guard_booking enforces, so
-- the provider's dashboard (accept, decline, complete) and an admin acting for a party offer
-- exactly what the database will take. A booking the person may not read has none (security
-- invoker: row-level security decides). booking_actions.test holds every answer against the
-- update itself, so this cannot drift from the guard unnoticed.
create or replace function public.my_booking_actions (
  p_booking_id uuid
)
  returns table (
    to_status text,
    actor     text
  )
  language plpgsql
  stable
  set search_path to ''
  as $$
declare
  v_uid uuid := auth.uid();
  -- The system may take every edge, as the guard lets it; a party only its own; an admin the
  -- 'admin' edges, which admin_act_on_booking takes for them (issue 26).
  v_every_edge boolean := private.is_system();
  v_admin boolean := not v_every_edge and private.is_admin();
begin
  return query
    select t.to_status, t.actor
      from public.bookings b
      join public.booking_transitions t on t.from_status = b.status
      join public.booking_statuses s on s.status = t.to_status
     where b.id = p_booking_id
       and (v_every_edge
            or t.actor = 'admin' and v_admin
            or t.actor = 'customer' and v_uid is not null and b.customer_id = v_uid
            or t.actor = 'provider' and v_uid is not null and private.provider_profile_id(b.provider_id) = v_uid)
       -- The guard's rules beyond the graph: the provider is asked only once the advance is
       -- paid, and a booking is completed no earlier than its event date.
       and (t.to_status not in ('requested', 'confirmed') or private.advance_paid(b.id))
       and (t.to_status <> 'completed' or b.event_date <= (now() at time zone 'Asia/Kolkata')::date)
     order by s.position, t.actor;
end
$$;
revoke all on function public.my_booking_actions(uuid) from public, anon, authenticated, service_role;
grant execute on function public.my_booking_actions(uuid) to authenticated, service_role;

-- A customer may call the provider once the provider said yes.
create or replace function public.provider_phone (
  provider_id uuid
)
  returns text
  language sql
  stable
  security definer
  set search_path to ''
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
comment on function public.provider_phone(uuid) is 'The provider''s phone for the provider, admins and customers with a confirmed or completed booking with them; null for everyone else.';
revoke all on function public.provider_phone(uuid) from public, anon, authenticated, service_role;
grant execute on function public.provider_phone(uuid) to authenticated, service_role;

create or replace function public.quote_booking (
  p_service_id  uuid    default null::uuid,
  p_bundle_id   uuid    default null::uuid,
  p_guest_count integer default null::integer
)
  returns table (
    total_paise            bigint,
    advance_paise          bigint,
    remaining_paise        bigint,
    individual_total_paise bigint,
    discount_paise         bigint,
    min_guests             integer,
    max_guests             integer
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  q record;
begin
  if (p_service_id is null) = (p_bundle_id is null) then
    raise exception 'quote exactly one service or one bundle' using errcode = '22023', hint = 'invalid_parameter';
  end if;
  if p_guest_count is null or p_guest_count not between 1 and 100000 then
    raise exception 'guest_count must be between 1 and 100000' using errcode = '22023', hint = 'value_out_of_range',
      detail = json_build_object('field', 'guest_count', 'min', 1, 'max', 100000)::text;
  end if;
  select * into q from private.booking_quote(p_service_id, p_bundle_id, p_guest_count);
  -- Paused services and unapproved providers are not for sale (the booking would be refused too).
  if not q.bookable then
    raise exception 'this service or bundle is not available for booking' using errcode = '23514', hint = 'booking_unavailable';
  end if;
  total_paise := q.total_paise;
  advance_paise := q.advance_paise;
  remaining_paise := q.total_paise - q.advance_paise;
  if p_bundle_id is not null then
    select b.individual_total_paise, b.discount_paise, null::integer, b.max_guests
      into individual_total_paise, discount_paise, min_guests, max_guests
      from public.bundles b where b.id = p_bundle_id;
  else
    select s.min_guests, s.max_guests into min_guests, max_guests from public.services s where s.id = p_service_id;
  end if;
  return next;
end
$$;
comment on function public.quote_booking(uuid, uuid, integer) is 'The price a booking of this service or bundle for this many guests would store: total, advance, remaining, and a bundle''s saving (0033).';
revoke all on function public.quote_booking(uuid, uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.quote_booking(uuid, uuid, integer) to anon, authenticated, service_role;

-- Asks for a booking: holds the slot for 15 minutes and returns what to pay. Security invoker:
-- the caller's rights and the bookings guard decide everything.
create or replace function public.request_booking (
  p_service_id           uuid                   default null::uuid,
  p_bundle_id            uuid                   default null::uuid,
  p_event_date           date                   default null::date,
  p_event_time           time without time zone default null::time without time zone,
  p_guest_count          integer                default null::integer,
  p_venue_address        text                   default null::text,
  p_special_requirements text                   default null::text
)
  returns table (
    booking_id      uuid,
    tracking_code   text,
    hold_expires_at timestamp with time zone,
    total_paise     bigint,
    advance_paise   bigint,
    remaining_paise bigint
  )
  language plpgsql
  set search_path to ''
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
comment on function public.request_booking(uuid, uuid, date, time without time zone, integer, text, text) is 'Holds a slot for 15 minutes while the customer pays the advance; errors name the field (0034).';
revoke all on function public.request_booking(uuid, uuid, date, time without time zone, integer, text, text) from public, anon, authenticated, service_role;
grant execute on function public.request_booking(uuid, uuid, date, time without time zone, integer, text, text) to authenticated, service_role;

create or replace function public.run_booking_timers()
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_payment_expired integer;
  v_expired integer;
  v_completed integer;
  v_today date := (now() at time zone 'Asia/Kolkata')::date;
  v_limits record;
  r record;
  v_params jsonb;
  v_provider_profile uuid;
  v_message text;
begin
  select * into v_limits from public.booking_limits();
  update public.bookings
     set status = 'payment_expired', status_note = 'The advance was not paid in time'
   where status = 'held' and hold_expires_at <= now();
  get diagnostics v_payment_expired = row_count;

  update public.bookings
     set status = 'expired', status_note = 'The provider did not answer in time'
   where status = 'requested' and respond_by <= now();
  get diagnostics v_expired = row_count;

  -- 48 hours (booking_limits) after the event ends, in India.
  update public.bookings
     set status = 'completed', status_note = 'Completed automatically after the event'
   where status = 'confirmed' and event_date < (now() at time zone 'Asia/Kolkata')::date
     and upper(slot) at time zone 'Asia/Kolkata' + make_interval(hours => v_limits.complete_after_hours) <= now();
  get diagnostics v_completed = row_count;

  -- Two days (booking_limits) before the event, in India (or later, when that moment was
  -- missed): both parties are reminded once, in the bell and by email.
  for r in
    update public.bookings b
       set reminder_sent_at = now()
     where b.status = 'confirmed' and b.reminder_sent_at is null
       and b.event_date > v_today and b.event_date <= v_today + v_limits.reminder_days
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
comment on function public.run_booking_timers() is 'Releases unpaid holds, expires unanswered requests, completes past bookings and sends the reminders two days before events; run every minute (0034, 0037).';
revoke all on function public.run_booking_timers() from public, anon, authenticated, service_role;
grant execute on function public.run_booking_timers() to service_role;

-- /track-booking: a safe public view of one booking by its code. No names, phone
-- numbers or requirements; just what, where, when, how much and the status history.
create or replace function public.track_booking (
  code text
)
  returns table (
    tracking_code   text,
    status          text,
    event_date      date,
    event_time      time without time zone,
    guest_count     integer,
    service_title   text,
    bundle_name     text,
    category_slug   text,
    provider_name   text,
    city            text,
    total_paise     bigint,
    advance_paise   bigint,
    remaining_paise bigint,
    created_at      timestamp with time zone,
    updated_at      timestamp with time zone,
    history         jsonb
  )
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_code text := upper(regexp_replace(coalesce(track_booking.code, ''), '\s', '', 'g'));
  v_client text := private.request_client_ip();
  v_found boolean;
begin
  if not private.rate_limit_hit('track:lookup', v_client, 60, interval '10 minutes') then
    raise exception 'too many lookups; please try again later' using errcode = 'PT429', hint = 'rate_limited';
  end if;
  -- A client that used up its misses gets nothing, not even for a right code: otherwise the
  -- answer (429 or not) would itself tell a guess from a hit.
  if (select count(*) from private.rate_limit_hits h
      where h.bucket = 'track:miss' and h.key_hash = extensions.digest('track:miss:' || v_client, 'sha256')
        and h.hit_at > now() - interval '10 minutes') >= 10 then
    raise exception 'too many lookups; please try again later' using errcode = 'PT429', hint = 'rate_limited';
  end if;
  v_found := exists (select 1 from public.bookings b where b.tracking_code = v_code);
  if not v_found then
    perform private.rate_limit_hit('track:miss', v_client, 10, interval '10 minutes');
  end if;
  return query
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
  where b.tracking_code = v_code;
end
$$;
comment on function public.track_booking(text) is 'A booking''s public status timeline by its code, without personal data; lookups rate-limited per client (0036).';
revoke all on function public.track_booking(text) from public, anon, authenticated, service_role;
grant execute on function public.track_booking(text) to anon, authenticated, service_role;

-- Triggers

create trigger booking_transitions_from_open_status
  before insert or update on public.booking_transitions
  for each row
  execute function private.check_final_status_has_no_edge();

create trigger booking_venues_touch
  before update on public.booking_venues
  for each row
  execute function private.touch_updated_at();

-- Runs before bookings_guard (triggers fire in name order), so the guard compares trimmed values.
create trigger bookings_a_validate
  before insert or update on public.bookings
  for each row
  execute function private.validate_booking_texts();

-- Before bookings_guard (triggers fire in name order): the date is judged before anything is held.
create trigger bookings_b_window
  before insert on public.bookings
  for each row
  execute function private.guard_booking_window();

create trigger bookings_guard
  before insert or update on public.bookings
  for each row
  execute function private.guard_booking();

-- After bookings_guard (name order), which sets the status, customer, provider and expiry; before
-- the slot is claimed (bookings_slots, after insert).
create trigger bookings_h_holds
  before insert on public.bookings
  for each row
  execute function private.guard_booking_holds();

create trigger bookings_log_event
  after insert or update of status on public.bookings
  for each row
  execute function private.log_booking_event();

-- Not `update of status, slot`: the guard derives the slot from the date and time, and a
-- column trigger only sees the columns the statement names.
create trigger bookings_slots
  after insert or update on public.bookings
  for each row
  execute function private.booking_slots_follow();

create trigger bookings_touch
  before update on public.bookings
  for each row
  execute function private.touch_updated_at();

-- Row level security policies

-- History is written only by the trigger; readers are whoever can read the booking.
create policy "booking_events: visible with their booking" on public.booking_events
  for select
  to authenticated
  using ((exists ( select 1
   from public.bookings b
  where (b.id = booking_events.booking_id))));

create policy booking_statuses_readable on public.booking_statuses
  for select
  to anon, authenticated
  using (true);

create policy booking_transitions_readable on public.booking_transitions
  for select
  to anon, authenticated
  using (true);

create policy "booking_venues: admins read" on public.booking_venues
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "booking_venues: the provider once confirmed" on public.booking_venues
  for select
  to authenticated
  using ((exists ( select 1
   from public.bookings b
  where
    ((b.id = booking_venues.booking_id) and (b.provider_id = ( select private.my_provider_id() as my_provider_id)) and (b.status = any (array['confirmed'::text,
    'completed'::text]))))));

-- The customer gives it with the request and may correct it while the hold lasts.
create policy "booking_venues: the customer adds it while held" on public.booking_venues
  for insert
  to authenticated
  with check ((exists ( select 1
   from public.bookings b
  where ((b.id = booking_venues.booking_id) and (b.customer_id = ( select auth.uid() as uid)) and (b.status = 'held'::text)))));

create policy "booking_venues: the customer corrects it while held" on public.booking_venues
  for update
  to authenticated
  using ((exists ( select 1
   from public.bookings b
  where ((b.id = booking_venues.booking_id) and (b.customer_id = ( select auth.uid() as uid)) and (b.status = 'held'::text)))))
  with check ((exists ( select 1
   from public.bookings b
  where ((b.id = booking_venues.booking_id) and (b.customer_id = ( select auth.uid() as uid)) and (b.status = 'held'::text)))));

create policy "booking_venues: the customer reads theirs" on public.booking_venues
  for select
  to authenticated
  using ((exists ( select 1
   from public.bookings b
  where ((b.id = booking_venues.booking_id) and (b.customer_id = ( select auth.uid() as uid))))));

create policy "bookings: admins read all" on public.bookings
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

-- No admins' update policy (issue 26): an admin changes a booking only through
-- admin_act_on_booking, which checks, audits and notifies; a bare update would be silent.

create policy "bookings: providers read theirs" on public.bookings
  for select
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "bookings: providers update theirs" on public.bookings
  for update
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)))
  with check ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "bookings: customers read own" on public.bookings
  for select
  to authenticated
  using ((customer_id = ( select auth.uid() as uid)));

create policy "bookings: customers request" on public.bookings
  for insert
  to authenticated
  with check ((customer_id = ( select auth.uid() as uid)));

-- What each party may change is decided by the guard trigger above.
create policy "bookings: customers update own" on public.bookings
  for update
  to authenticated
  using ((customer_id = ( select auth.uid() as uid)))
  with check ((customer_id = ( select auth.uid() as uid)));

create policy "profiles: providers read their confirmed customers" on public.profiles
  for select
  to authenticated
  using ((exists ( select 1
   from public.bookings b
  where
    ((b.customer_id = profiles.id) and (b.provider_id = ( select private.my_provider_id() as my_provider_id)) and (b.status = any (array['confirmed'::text, 'completed'::text]))))));

create policy "provider_blocked_dates: admins read" on public.provider_blocked_dates
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "provider_blocked_times: admins read" on public.provider_blocked_times
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "provider_blocked_times: the provider keeps theirs" on public.provider_blocked_times
  for all
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)))
  with check ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "provider_blocked_dates: the provider keeps theirs" on public.provider_blocked_dates
  for all
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)))
  with check ((provider_id = ( select private.my_provider_id() as my_provider_id)));
