-- 0032 the booking graph is data: one table the guard enforces and the apps read.
--
-- Issue 14 ("the graph (states, edges, who may take each) is a table or function that the trigger
-- enforces and the UIs read, so neither remote re-types it"): until now the graph lived in a
-- comment (0005), a string list and an expression inside private.guard_booking. Now:
-- * public.booking_statuses: every status, whether it is final, and its order on a timeline;
--   bookings.status references it (the old check constraint goes).
-- * public.booking_transitions: one row per edge and actor who may take it: 'customer' (the
--   booking's customer), 'provider' (its provider's owner) or 'system' (the payment trigger, the
--   timers, service_role). Admins may take every edge, as before.
-- * The guard asks the table. Readable by everyone (it is the product's rules, not data about
--   anybody); changed only by migrations: nobody is granted insert, update or delete.
-- The edges are the ones 0005 documented; issue 14's payment-first lifecycle changes rows here,
-- not code in two remotes.

create table public.booking_statuses (
  status text primary key,
  final boolean not null,
  position smallint not null unique
);
comment on table public.booking_statuses is 'Every booking status: final ones take no further edge; position orders a timeline (0032).';

insert into public.booking_statuses (status, final, position) values
  ('requested', false, 1),
  ('accepted', false, 2),
  ('confirmed', false, 3),
  ('completed', true, 4),
  ('declined', true, 5),
  ('expired', true, 6),
  ('cancelled_by_customer', true, 7),
  ('cancelled_by_provider', true, 8);

create table public.booking_transitions (
  from_status text not null references public.booking_statuses (status),
  to_status text not null references public.booking_statuses (status),
  actor text not null check (actor in ('customer', 'provider', 'system')),
  primary key (from_status, to_status, actor),
  check (from_status <> to_status)
);
comment on table public.booking_transitions is 'The booking graph: who may move a booking from one status to another; private.guard_booking enforces it (0032).';

insert into public.booking_transitions (from_status, to_status, actor)
select e.from_status, e.to_status, a.actor
from (values
  ('requested', 'accepted', 'provider'),
  ('requested', 'declined', 'provider'),
  ('requested', 'cancelled_by_customer', 'customer'),
  ('requested', 'expired', null),
  ('accepted', 'confirmed', null),
  ('accepted', 'cancelled_by_customer', 'customer'),
  ('accepted', 'cancelled_by_provider', 'provider'),
  ('accepted', 'expired', null),
  ('confirmed', 'completed', 'provider'),
  ('confirmed', 'cancelled_by_customer', 'customer'),
  ('confirmed', 'cancelled_by_provider', 'provider')
) as e(from_status, to_status, actor)
-- The system may take every edge; a person only their own.
cross join lateral (select 'system' as actor union all select e.actor where e.actor is not null) a;

-- Final statuses have no way out.
create function private.check_final_status_has_no_edge()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.booking_statuses s where s.status = new.from_status and s.final) then
    raise exception 'a final status (%) has no edge out', new.from_status using errcode = '23514', hint = 'invalid_parameter';
  end if;
  return new;
end
$$;
create trigger booking_transitions_from_open_status
  before insert or update on public.booking_transitions
  for each row execute function private.check_final_status_has_no_edge();

alter table public.booking_statuses enable row level security;
alter table public.booking_transitions enable row level security;
create policy booking_statuses_readable on public.booking_statuses for select to anon, authenticated using (true);
create policy booking_transitions_readable on public.booking_transitions for select to anon, authenticated using (true);
revoke all on public.booking_statuses, public.booking_transitions from public, anon, authenticated;
grant select on public.booking_statuses, public.booking_transitions to anon, authenticated;
grant select, insert, update, delete on public.booking_statuses, public.booking_transitions to service_role;

alter table public.bookings drop constraint bookings_status_check;
alter table public.bookings add constraint bookings_status_fkey foreign key (status) references public.booking_statuses (status);
alter table public.booking_events add constraint booking_events_to_status_fkey foreign key (to_status) references public.booking_statuses (status);
-- Every foreign key column is indexed (a status can then never be dropped by a slow scan).
create index booking_events_to_status_idx on public.booking_events (to_status);
create index booking_transitions_to_status_idx on public.booking_transitions (to_status);

-- from 0021_error_keys.sql (which took it from 0005): the edge check reads the table.
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
      if new.event_date < current_date then
        raise exception 'the event date is in the past' using errcode = '23514', hint = 'event_date_past', detail = json_build_object('field', 'event_date')::text;
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

  if (new.event_date, new.event_time, new.guest_count, new.special_requirements)
     is distinct from (old.event_date, old.event_time, old.guest_count, old.special_requirements) then
    if not v_system and not (v_is_customer and old.status = 'requested' and new.status = 'requested') then
      raise exception 'booking details can only be changed by the customer while the request is pending'
        using errcode = '42501', hint = 'booking_details_locked';
    end if;
    if not v_system and new.event_date < current_date then
      raise exception 'the event date is in the past' using errcode = '23514', hint = 'event_date_past', detail = json_build_object('field', 'event_date')::text;
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
    if new.status = 'confirmed' and not private.advance_paid(old.id) then
      raise exception 'a booking is confirmed only after its advance is paid' using errcode = '23514', hint = 'booking_advance_unpaid';
    end if;
    if new.status = 'completed' and old.event_date > current_date then
      raise exception 'a booking cannot be completed before its event date' using errcode = '23514', hint = 'booking_completed_too_early', detail = json_build_object('event_date', old.event_date)::text;
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
