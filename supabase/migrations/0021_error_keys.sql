-- 0021 error keys: every business-rule error the database raises carries a stable key in
-- `hint` (snake_case, listed in shared/supabase/error-keys.ts, translated by the apps under
-- `errors:<key>`) and, where the UI needs them, the field and its parameters as a JSON object
-- in `detail` ({"field": "guest_count", "max": 50}). The message stays English for logs only;
-- no UI shows it. The SQLSTATEs are unchanged: 42501 forbidden, 23514 rule broken, 22023 bad
-- parameter, 23503 missing, PT409 / PT429 for HTTP 409 / 429.
--
-- A key is as specific as what a person can do about it. Guards that only a hand-made API
-- call can trip (changing an id, another person's row, a status only an admin sets) share
-- `forbidden`; missing rows share `not_found`, an expired session `session_expired`; argument
-- checks share `value_out_of_range` / `invalid_parameter` with the field and its bounds in
-- detail (a search text over 100 characters is `text_too_long` with field `q`). Errors a
-- person can meet while using the apps (a guest count above the maximum, a booking changed
-- meanwhile, a date gone by) have their own key.
--
-- The functions below are redefined with their bodies otherwise unchanged (from the migration
-- named above each one); CREATE OR REPLACE keeps their grants. A test
-- (supabase/tests/error_keys.test.ts) checks that every `raise exception` in the latest
-- definition of each function has a key and that every key is listed.

-- from 0001_profiles.sql
create or replace function private.guard_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.user_type := 'guest';
    new.created_at := now();
    return new;
  end if;
  if new.id <> old.id then
    raise exception 'a profile id cannot change' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.user_type is distinct from old.user_type and not private.is_admin() then
    raise exception 'only an admin can change user_type' using errcode = '42501', hint = 'forbidden';
  end if;
  new.created_at := old.created_at;
  return new;
end
$$;

-- from 0002_service_providers.sql
create or replace function private.guard_service_provider()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_admin boolean := not v_system and private.is_admin();
begin
  if tg_op = 'INSERT' then
    if not v_system then
      new.created_at := now();
      new.rating_avg := 0;
      new.rating_count := 0;
      if not v_admin then
        -- A provider's own application always starts pending.
        new.status := 'pending';
        new.status_reason := null;
        new.approved_at := null;
        new.submitted_at := now();
      end if;
    end if;
    if new.status = 'approved' then
      new.approved_at := coalesce(new.approved_at, now());
    end if;
    return new;
  end if;

  if new.profile_id <> old.profile_id or new.id <> old.id then
    raise exception 'a provider application cannot move to another profile' using errcode = '42501', hint = 'forbidden';
  end if;
  if not v_system then
    new.created_at := old.created_at;
    new.submitted_at := old.submitted_at;
    -- Ratings come from reviews only: silently keep the stored values.
    new.rating_avg := old.rating_avg;
    new.rating_count := old.rating_count;
    if not v_admin and (new.status is distinct from old.status
        or new.status_reason is distinct from old.status_reason
        or new.approved_at is distinct from old.approved_at) then
      raise exception 'only an admin can change a provider''s status' using errcode = '42501', hint = 'forbidden';
    end if;
  end if;
  if new.status is distinct from old.status then
    new.approved_at := case when new.status = 'approved' then now() else old.approved_at end;
  end if;
  return new;
end
$$;

-- from 0003_catalogue.sql
create or replace function private.check_service_attributes(p_category text, p_attributes jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_rules jsonb := private.service_attribute_rules(p_category);
  v_key text;
  v_value jsonb;
  v_rule jsonb;
begin
  if jsonb_typeof(p_attributes) is distinct from 'object' then
    return;  -- the table's CHECK refuses it
  end if;
  for v_key, v_value in select e.key, e.value from jsonb_each(p_attributes) e loop
    v_rule := v_rules -> v_key;
    if v_rule is null then
      raise exception 'attribute "%" is not one of the % attributes', v_key, p_category using errcode = '23514', hint = 'attribute_invalid', detail = json_build_object('field', 'attributes', 'attribute', v_key, 'category', p_category)::text;
    end if;
    case v_rule ->> 'type'
      when 'boolean' then
        if jsonb_typeof(v_value) <> 'boolean' then
          raise exception 'attribute "%" must be true or false', v_key using errcode = '23514', hint = 'attribute_invalid', detail = json_build_object('field', 'attributes', 'attribute', v_key)::text;
        end if;
      when 'integer' then
        if jsonb_typeof(v_value) <> 'number' or v_value::numeric <> trunc(v_value::numeric)
           or v_value::numeric not between (v_rule ->> 'min')::numeric and (v_rule ->> 'max')::numeric then
          raise exception 'attribute "%" must be a whole number from % to %', v_key, v_rule ->> 'min', v_rule ->> 'max'
            using errcode = '23514', hint = 'value_out_of_range',
                  detail = json_build_object('field', 'attributes', 'attribute', v_key, 'min', (v_rule ->> 'min')::numeric, 'max', (v_rule ->> 'max')::numeric)::text;
        end if;
      when 'text' then
        if jsonb_typeof(v_value) <> 'string' or char_length(btrim(v_value #>> '{}')) not between 1 and 80 then
          raise exception 'attribute "%" must be text of 1 to 80 characters', v_key using errcode = '23514', hint = 'attribute_invalid', detail = json_build_object('field', 'attributes', 'attribute', v_key, 'min', 1, 'max', 80)::text;
        end if;
      when 'list' then
        if jsonb_typeof(v_value) <> 'array' or jsonb_array_length(v_value) > 20
           or exists (select 1 from jsonb_array_elements(v_value) x
                      where jsonb_typeof(x) <> 'string' or char_length(btrim(x #>> '{}')) not between 1 and 40) then
          raise exception 'attribute "%" must be a list of up to 20 names of 1 to 40 characters', v_key
            using errcode = '23514', hint = 'attribute_invalid',
                  detail = json_build_object('field', 'attributes', 'attribute', v_key, 'max_items', 20, 'min', 1, 'max', 40)::text;
        end if;
    end case;
  end loop;
end
$$;

-- from 0003_catalogue.sql
create or replace function private.guard_service()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.provider_id <> old.provider_id and not private.is_system() then
      raise exception 'a service cannot move to another provider' using errcode = '42501', hint = 'forbidden';
    end if;
    new.created_at := old.created_at;
  end if;
  -- A service is in its provider's city unless it says otherwise.
  if new.city is null then
    select sp.city into new.city from public.service_providers sp where sp.id = new.provider_id;
  end if;
  -- Everyone's attributes, the system's included: every visitor's filters read them.
  if tg_op = 'INSERT' or (new.attributes, new.category_slug) is distinct from (old.attributes, old.category_slug) then
    perform private.check_service_attributes(new.category_slug, new.attributes);
  end if;
  return new;
end
$$;

-- from 0004_bundles.sql
create or replace function private.guard_bundle()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
begin
  if tg_op = 'UPDATE' then
    if new.provider_id <> old.provider_id and not v_system then
      raise exception 'a bundle cannot move to another provider' using errcode = '42501', hint = 'forbidden';
    end if;
    new.created_at := old.created_at;
  end if;
  if not v_system and not private.is_admin() then
    new.featured := case when tg_op = 'UPDATE' then old.featured else false end;
  end if;
  select coalesce(sum(bi.quantity::bigint * bi.unit_price_paise), 0)
    into new.individual_total_paise
    from public.bundle_items bi where bi.bundle_id = new.id;
  new.discount_paise := greatest(new.individual_total_paise - new.bundle_price_paise, 0);
  new.discount_percent := case when new.individual_total_paise > 0
    then round(100.0 * new.discount_paise / new.individual_total_paise, 2) else 0 end;
  return new;
end
$$;

-- from 0004_bundles.sql
create or replace function private.prepare_bundle_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_linking boolean;
  s record;
begin
  if new.service_id is not null then
    v_linking := tg_op = 'INSERT' or new.service_id is distinct from old.service_id;
    select sv.price_paise, sv.category_slug, sv.active, sv.provider_id = b.provider_id as same_provider
      into s
      from public.services sv, public.bundles b
     where sv.id = new.service_id and b.id = new.bundle_id;
    if not found or not s.same_provider or (v_linking and not s.active) then
      raise exception 'a bundle item can only link an active service of the bundle''s own provider'
        using errcode = '23514', hint = 'bundle_item_service_invalid',
              detail = json_build_object('field', 'service_id')::text;
    end if;
    new.unit_price_paise := s.price_paise;
    new.service_type := s.category_slug;
  end if;
  return new;
end
$$;

-- from 0005_bookings.sql
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

-- from 0005_bookings.sql
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
    v_edge := old.status || '>' || new.status;
    if v_edge not in (
      'requested>accepted', 'requested>declined', 'requested>cancelled_by_customer', 'requested>expired',
      'accepted>confirmed', 'accepted>cancelled_by_customer', 'accepted>cancelled_by_provider', 'accepted>expired',
      'confirmed>completed', 'confirmed>cancelled_by_customer', 'confirmed>cancelled_by_provider') then
      raise exception 'a booking cannot go from % to %', old.status, new.status using errcode = '23514', hint = 'booking_transition_invalid', detail = json_build_object('from', old.status, 'to', new.status)::text;
    end if;
    v_allowed := v_system or v_admin
      or (v_is_customer and new.status = 'cancelled_by_customer')
      or (v_is_provider and new.status in ('accepted', 'declined', 'cancelled_by_provider', 'completed'));
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

-- from 0006_payments.sql
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
  select bk.customer_id, bk.status, bk.advance_paise, bk.remaining_paise
    into b from public.bookings bk where bk.id = new.booking_id;
  if not found or b.customer_id is distinct from auth.uid() then
    raise exception 'you can only pay for your own bookings' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.kind = 'advance' and b.status <> 'accepted' then
    raise exception 'the advance is paid once the provider has accepted the booking' using errcode = '23514', hint = 'payment_not_due',
      detail = json_build_object('field', 'kind', 'kind', 'advance', 'status', b.status)::text;
  end if;
  if new.kind = 'remaining' and b.status <> 'confirmed' then
    raise exception 'the remaining amount is paid for confirmed bookings' using errcode = '23514', hint = 'payment_not_due',
      detail = json_build_object('field', 'kind', 'kind', 'remaining', 'status', b.status)::text;
  end if;
  new.amount_paise := case new.kind when 'advance' then b.advance_paise else b.remaining_paise end;
  -- The gateway's reference is recorded by the system, so a client cannot claim one.
  new.gateway_ref := null;
  new.paid_at := null;
  new.created_at := now();
  return new;
end
$$;

-- from 0007_reviews.sql
create or replace function private.guard_review()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_uid uuid := auth.uid();
  c record;
begin
  if tg_op = 'INSERT' then
    select * into c from private.review_context(new.booking_id);
    if c.customer_id is null then
      raise exception 'booking % does not exist', new.booking_id using errcode = '23503', hint = 'not_found', detail = json_build_object('field', 'booking_id')::text;
    end if;
    if not v_system and c.customer_id is distinct from v_uid then
      raise exception 'only the customer of a booking can review it' using errcode = '42501', hint = 'forbidden';
    end if;
    if c.status <> 'completed' then
      raise exception 'a booking can be reviewed only after it is completed' using errcode = '23514', hint = 'review_before_completion';
    end if;
    new.customer_id := c.customer_id;
    new.provider_id := c.provider_id;
    new.service_id := c.service_id;
    new.bundle_id := c.bundle_id;
    new.reviewer_name := coalesce(c.reviewer_name, 'Utsav customer');
    if not v_system then
      new.provider_reply := null;
      new.replied_at := null;
      new.created_at := now();
    elsif new.provider_reply is not null then
      new.replied_at := coalesce(new.replied_at, now());
    end if;
    return new;
  end if;

  if new.booking_id <> old.booking_id or new.customer_id <> old.customer_id
     or new.provider_id <> old.provider_id or new.service_id is distinct from old.service_id
     or new.bundle_id is distinct from old.bundle_id or new.id <> old.id then
    raise exception 'a review cannot move to another booking' using errcode = '42501', hint = 'forbidden';
  end if;
  new.created_at := old.created_at;
  if new.provider_reply is distinct from old.provider_reply then
    new.replied_at := case when new.provider_reply is null then null else now() end;
  end if;
  if v_system then
    return new;
  end if;
  new.reviewer_name := old.reviewer_name;
  if v_uid = old.customer_id then
    if new.provider_reply is distinct from old.provider_reply then
      raise exception 'only the provider can reply to a review' using errcode = '42501', hint = 'forbidden';
    end if;
  elsif v_uid = private.provider_profile_id(old.provider_id) then
    if new.rating <> old.rating or new.comment is distinct from old.comment then
      raise exception 'only the customer can change a review' using errcode = '42501', hint = 'forbidden';
    end if;
  else
    raise exception 'you may not change this review' using errcode = '42501', hint = 'forbidden';
  end if;
  new.replied_at := case when new.provider_reply is distinct from old.provider_reply
    then new.replied_at else old.replied_at end;
  return new;
end
$$;

-- from 0008_notifications.sql
create or replace function private.guard_notification()
returns trigger
language plpgsql
set search_path = ''
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
  if (new.id, new.user_id, new.title, new.message, new.type, new.link, new.created_at)
     is distinct from (old.id, old.user_id, old.title, old.message, old.type, old.link, old.created_at) then
    raise exception 'only the read flag of a notification can change' using errcode = '42501', hint = 'forbidden';
  end if;
  return new;
end
$$;

-- from 0010_messaging.sql
create or replace function private.guard_conversation()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    raise exception 'a conversation cannot be changed' using errcode = '42501', hint = 'forbidden';
  end if;
  new.created_at := now();
  new.last_message_at := null;
  if new.customer_id = v_uid then
    if not exists (select 1 from public.service_providers sp
                   where sp.id = new.provider_id and sp.status = 'approved') then
      raise exception 'you can only message approved providers' using errcode = '23514', hint = 'conversation_provider_not_approved';
    end if;
    if new.booking_id is not null and not exists (
        select 1 from public.bookings b
        where b.id = new.booking_id and b.customer_id = v_uid and b.provider_id = new.provider_id) then
      raise exception 'that booking is not between you and this provider' using errcode = '23514', hint = 'conversation_booking_mismatch', detail = json_build_object('field', 'booking_id')::text;
    end if;
  elsif new.provider_id = private.my_provider_id() then
    if new.booking_id is null or not exists (
        select 1 from public.bookings b
        where b.id = new.booking_id and b.customer_id = new.customer_id and b.provider_id = new.provider_id) then
      raise exception 'providers start conversations only about their bookings' using errcode = '23514', hint = 'conversation_booking_mismatch', detail = json_build_object('field', 'booking_id')::text;
    end if;
  else
    raise exception 'you can only start your own conversations' using errcode = '42501', hint = 'forbidden';
  end if;
  return new;
end
$$;

-- from 0010_messaging.sql
create or replace function private.guard_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.read_at := null;
    return new;
  end if;
  if (new.id, new.conversation_id, new.sender_id, new.body, new.created_at)
     is distinct from (old.id, old.conversation_id, old.sender_id, old.body, old.created_at) then
    raise exception 'a sent message cannot be changed' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.read_at is distinct from old.read_at and old.sender_id = auth.uid() then
    raise exception 'only the recipient marks a message read' using errcode = '42501', hint = 'forbidden';
  end if;
  return new;
end
$$;

-- from 0011_contact_messages.sql
create or replace function public.send_contact_message(
  name text,
  email text,
  message text,
  phone text default null,
  subject text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.rate_limit_hit('contact:email', lower(btrim(coalesce(send_contact_message.email, ''))), 5, interval '1 hour')
     or not private.rate_limit_hit('contact:client', private.request_client_ip(), 10, interval '1 hour') then
    raise exception 'too many messages; please try again later'
      using errcode = 'PT429', hint = 'contact_rate_limited';
  end if;
  insert into public.contact_messages (user_id, name, email, phone, subject, message)
  values (auth.uid(), btrim(send_contact_message.name), btrim(send_contact_message.email),
          nullif(btrim(send_contact_message.phone), ''), nullif(btrim(send_contact_message.subject), ''),
          btrim(send_contact_message.message));
end
$$;

-- from 0013_catalogue_search_support.sql
create or replace function private.check_catalogue_filters(
  p_min_price bigint, p_max_price bigint, p_guests integer, p_min_rating numeric,
  p_limit integer, p_offset integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_min_price < 0 or p_max_price < 0 then
    raise exception 'prices cannot be negative' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', case when p_min_price < 0 then 'min_price' else 'max_price' end, 'min', 0)::text;
  end if;
  if p_min_price > p_max_price then
    raise exception 'the minimum price is above the maximum' using errcode = '22023', hint = 'price_range_inverted', detail = json_build_object('field', 'min_price', 'max', p_max_price)::text;
  end if;
  if p_guests not between 1 and 100000 then
    raise exception 'guest count must be between 1 and 100000' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', 'guests', 'min', 1, 'max', 100000)::text;
  end if;
  if p_min_rating not between 0 and 5 then
    raise exception 'rating must be between 0 and 5' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', 'min_rating', 'min', 0, 'max', 5)::text;
  end if;
  if p_limit is null or p_limit not between 1 and 50 then
    raise exception 'page size must be between 1 and 50' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', 'limit', 'min', 1, 'max', 50)::text;
  end if;
  if p_offset is null or p_offset not between 0 and 10000 then
    raise exception 'offset must be between 0 and 10000' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', 'offset', 'min', 0, 'max', 10000)::text;
  end if;
end
$$;

-- from 0014_list_services.sql
create or replace function public.list_services(
  p_category text default null,
  p_city text default null,
  p_min_price bigint default null,
  p_max_price bigint default null,
  p_guests integer default null,
  p_min_rating numeric default null,
  p_language text default null,
  p_tradition text default null,
  p_cuisine text default null,
  p_veg boolean default null,
  p_min_capacity integer default null,
  p_style text default null,
  p_provider_id uuid default null,
  p_sort text default 'rating',
  p_limit integer default 12,
  p_offset integer default 0)
returns table (
  id uuid,
  title text,
  category_slug text,
  city text,
  price_paise bigint,
  price_unit text,
  min_guests integer,
  max_guests integer,
  image text,
  attributes jsonb,
  created_at timestamptz,
  provider_id uuid,
  provider_name text,
  rating_avg numeric,
  rating_count integer,
  total_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_catalogue_filters(p_min_price, p_max_price, p_guests, p_min_rating, p_limit, p_offset);
  if coalesce(p_sort, 'rating') not in ('rating', 'price_asc', 'price_desc', 'newest') then
    raise exception 'unknown sort %', p_sort using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'sort')::text;
  end if;
  if p_min_capacity is not null and p_min_capacity not between 1 and 100000 then
    raise exception 'capacity must be between 1 and 100000' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', 'min_capacity', 'min', 1, 'max', 100000)::text;
  end if;

  return query
  select s.id, s.title, s.category_slug, s.city, s.price_paise, s.price_unit, s.min_guests, s.max_guests,
         s.images[1], s.attributes, s.created_at, sp.id, sp.business_name, sp.rating_avg, sp.rating_count,
         count(*) over ()
  from public.services s
  join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
  where s.active
    and (p_category is null or s.category_slug = p_category)
    and (p_provider_id is null or s.provider_id = p_provider_id)
    and (p_city is null or s.city = p_city)
    and (p_min_price is null or s.price_paise >= p_min_price)
    and (p_max_price is null or s.price_paise <= p_max_price)
    and (p_guests is null or ((s.max_guests is null or s.max_guests >= p_guests)
                              and (s.min_guests is null or s.min_guests <= p_guests)))
    and (p_min_rating is null or sp.rating_avg >= p_min_rating)
    and (p_language is null or s.attributes -> 'languages' ? p_language)
    and (p_tradition is null or s.attributes ->> 'tradition' = p_tradition)
    and (p_cuisine is null or s.attributes ->> 'cuisine' = p_cuisine)
    and (p_style is null or s.attributes ->> 'style' = p_style)
    and (p_veg is null or not p_veg or s.attributes -> 'veg' = 'true'::jsonb)
    and (p_min_capacity is null or (jsonb_typeof(s.attributes -> 'capacity') = 'number'
                                    and (s.attributes ->> 'capacity')::numeric >= p_min_capacity))
  order by
    case when p_sort = 'price_asc' then s.price_paise end asc,
    case when p_sort = 'price_desc' then s.price_paise end desc,
    case when p_sort = 'newest' then s.created_at end desc,
    sp.rating_avg desc, sp.rating_count desc, s.id
  limit p_limit offset p_offset;
end
$$;

-- from 0016_list_bundles.sql
create or replace function public.list_bundles(
  p_q text default null,
  p_city text default null,
  p_min_price bigint default null,
  p_max_price bigint default null,
  p_guests integer default null,
  p_featured boolean default null,
  p_provider_id uuid default null,
  p_sort text default 'featured',
  p_limit integer default 12,
  p_offset integer default 0)
returns table (
  id uuid,
  name text,
  description text,
  city text,
  provider_id uuid,
  provider_name text,
  rating_avg numeric,
  rating_count integer,
  individual_total_paise bigint,
  bundle_price_paise bigint,
  discount_paise bigint,
  discount_percent numeric,
  max_guests integer,
  duration_days integer,
  min_advance_paise bigint,
  terms text,
  featured boolean,
  image_path text,
  items jsonb,
  total_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_q text := nullif(btrim(p_q), '');
  v_tsq tsquery;
begin
  perform private.check_catalogue_filters(p_min_price, p_max_price, p_guests, null, p_limit, p_offset);
  if coalesce(p_sort, 'featured') not in ('featured', 'price_asc', 'price_desc', 'discount', 'newest') then
    raise exception 'unknown sort %', p_sort using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'sort')::text;
  end if;
  if char_length(v_q) > 100 then
    raise exception 'the search text is longer than 100 characters' using errcode = '22023', hint = 'text_too_long', detail = json_build_object('field', 'q', 'max', 100)::text;
  end if;
  v_tsq := private.search_tsquery(v_q);

  return query
  with page as (
    select b.*, sp.business_name, sp.rating_avg as p_rating, sp.rating_count as p_count, count(*) over () as total
    from public.bundles b
    join public.service_providers sp on sp.id = b.provider_id and sp.status = 'approved'
    where b.active
      and (p_city is null or b.city = p_city)
      and (p_provider_id is null or b.provider_id = p_provider_id)
      and (p_featured is null or b.featured = p_featured)
      and (p_min_price is null or b.bundle_price_paise >= p_min_price)
      and (p_max_price is null or b.bundle_price_paise <= p_max_price)
      and (p_guests is null or b.max_guests is null or b.max_guests >= p_guests)
      and (v_q is null
           or (v_tsq is not null and b.search_document @@ v_tsq))
    order by
      case when coalesce(p_sort, 'featured') = 'featured' then b.featured end desc,
      case when p_sort = 'price_asc' then b.bundle_price_paise end asc,
      case when p_sort = 'price_desc' then b.bundle_price_paise end desc,
      case when p_sort = 'newest' then b.created_at end desc,
      b.discount_percent desc, b.bundle_price_paise, b.id
    limit p_limit offset p_offset
  )
  select p.id, p.name, p.description, p.city, p.provider_id, p.business_name, p.p_rating, p.p_count,
         p.individual_total_paise, p.bundle_price_paise, p.discount_paise, p.discount_percent,
         p.max_guests, p.duration_days, p.min_advance_paise, p.terms, p.featured, p.image_path,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'service_type', bi.service_type, 'service_name', bi.service_name,
                     'quantity', bi.quantity, 'unit_price_paise', bi.unit_price_paise,
                     'service_id', bi.service_id) order by bi.sort_order, bi.id)
                   from public.bundle_items bi where bi.bundle_id = p.id), '[]'::jsonb),
         p.total
  from page p
  order by
    case when coalesce(p_sort, 'featured') = 'featured' then p.featured end desc,
    case when p_sort = 'price_asc' then p.bundle_price_paise end asc,
    case when p_sort = 'price_desc' then p.bundle_price_paise end desc,
    case when p_sort = 'newest' then p.created_at end desc,
    p.discount_percent desc, p.bundle_price_paise, p.id;
end
$$;

-- from 0017_search_catalogue.sql
create or replace function public.search_catalogue(
  p_q text default null,
  p_kind text default null,
  p_category text default null,
  p_city text default null,
  p_min_price bigint default null,
  p_max_price bigint default null,
  p_guests integer default null,
  p_min_rating numeric default null,
  p_event_date date default null,
  p_language text default null,
  p_tradition text default null,
  p_cuisine text default null,
  p_veg boolean default null,
  p_min_capacity integer default null,
  p_style text default null,
  p_limit integer default 20,
  p_offset integer default 0)
returns table (
  kind text,
  id uuid,
  title text,
  provider_id uuid,
  provider_name text,
  category_slug text,
  city text,
  price_paise bigint,
  price_unit text,
  rating_avg numeric,
  rating_count integer,
  image text,
  score real,
  total_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_q text := nullif(btrim(p_q), '');
  v_tsq tsquery;
  v_has_attr boolean := coalesce(p_language, p_tradition, p_cuisine, p_style) is not null
                        or coalesce(p_veg, false) or p_min_capacity is not null;
begin
  if auth.uid() is null and not private.is_system() then
    raise exception 'sign in to search' using errcode = '42501', hint = 'session_expired';
  end if;
  perform private.check_catalogue_filters(p_min_price, p_max_price, p_guests, p_min_rating, p_limit, p_offset);
  if p_kind is not null and p_kind not in ('service', 'provider', 'bundle') then
    raise exception 'unknown kind %', p_kind using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'kind')::text;
  end if;
  if char_length(v_q) > 100 then
    raise exception 'the search text is longer than 100 characters' using errcode = '22023', hint = 'text_too_long', detail = json_build_object('field', 'q', 'max', 100)::text;
  end if;
  if p_event_date < current_date then
    raise exception 'the event date is in the past' using errcode = '22023', hint = 'event_date_past', detail = json_build_object('field', 'event_date')::text;
  end if;
  if p_min_capacity is not null and p_min_capacity not between 1 and 100000 then
    raise exception 'capacity must be between 1 and 100000' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', 'min_capacity', 'min', 1, 'max', 100000)::text;
  end if;
  v_tsq := private.search_tsquery(v_q);

  return query
  with busy as (
    select b.provider_id from private.providers_booked_on(p_event_date) b(provider_id)
    where p_event_date is not null
  ),
  service_hits as (
    select 'service'::text as kind, s.id, s.title, sp.id as provider_id, sp.business_name as provider_name,
           s.category_slug, s.city, s.price_paise, s.price_unit, sp.rating_avg, sp.rating_count, s.images[1] as image,
           (case when v_q is null then 0 else
              coalesce(ts_rank_cd(s.search_document, v_tsq), 0)
              + extensions.word_similarity(v_q, s.title) end
            + sp.rating_avg / 50)::real as score
    from public.services s
    join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
    where (p_kind is null or p_kind = 'service')
      and s.active
      and (v_q is null
           or (v_tsq is not null and s.search_document @@ v_tsq))
      and (p_category is null or s.category_slug = p_category)
      and (p_city is null or s.city = p_city)
      and (p_min_price is null or s.price_paise >= p_min_price)
      and (p_max_price is null or s.price_paise <= p_max_price)
      and (p_guests is null or ((s.max_guests is null or s.max_guests >= p_guests)
                                and (s.min_guests is null or s.min_guests <= p_guests)))
      and (p_min_rating is null or sp.rating_avg >= p_min_rating)
      and (p_language is null or s.attributes -> 'languages' ? p_language)
      and (p_tradition is null or s.attributes ->> 'tradition' = p_tradition)
      and (p_cuisine is null or s.attributes ->> 'cuisine' = p_cuisine)
      and (p_style is null or s.attributes ->> 'style' = p_style)
      and (p_veg is null or not p_veg or s.attributes -> 'veg' = 'true'::jsonb)
      and (p_min_capacity is null or (jsonb_typeof(s.attributes -> 'capacity') = 'number'
                                      and (s.attributes ->> 'capacity')::numeric >= p_min_capacity))
      and not exists (select 1 from busy where busy.provider_id = sp.id)
  ),
  provider_hits as (
    select 'provider'::text, sp.id, sp.business_name, sp.id, sp.business_name,
           o.category_slug, sp.city, o.min_price, null::text, sp.rating_avg, sp.rating_count, sp.avatar_url,
           (case when v_q is null then 0 else
              coalesce(ts_rank_cd(sp.search_document, v_tsq), 0)
              + extensions.word_similarity(v_q, sp.business_name) end
            + sp.rating_avg / 50)::real
    from public.service_providers sp
    -- What the provider offers within the filters: its lowest price and main category.
    cross join lateral (
      select min(s.price_paise) as min_price, mode() within group (order by s.category_slug) as category_slug
      from public.services s
      where s.provider_id = sp.id and s.active
        and (p_category is null or s.category_slug = p_category)
        and (p_min_price is null or s.price_paise >= p_min_price)
        and (p_max_price is null or s.price_paise <= p_max_price)
        and (p_guests is null or ((s.max_guests is null or s.max_guests >= p_guests)
                                  and (s.min_guests is null or s.min_guests <= p_guests)))
    ) o
    where (p_kind is null or p_kind = 'provider')
      and not v_has_attr
      and sp.status = 'approved'
      and o.min_price is not null
      and (v_q is null
           or (v_tsq is not null and sp.search_document @@ v_tsq))
      and (p_city is null or sp.city = p_city)
      and (p_min_rating is null or sp.rating_avg >= p_min_rating)
      and not exists (select 1 from busy where busy.provider_id = sp.id)
  ),
  bundle_hits as (
    select 'bundle'::text, b.id, b.name, sp.id, sp.business_name,
           null::text, b.city, b.bundle_price_paise, null::text, sp.rating_avg, sp.rating_count, b.image_path,
           (case when v_q is null then 0 else
              coalesce(ts_rank_cd(b.search_document, v_tsq), 0)
              + extensions.word_similarity(v_q, b.name) end
            + sp.rating_avg / 50)::real
    from public.bundles b
    join public.service_providers sp on sp.id = b.provider_id and sp.status = 'approved'
    where (p_kind is null or p_kind = 'bundle')
      and not v_has_attr
      and b.active
      and (v_q is null
           or (v_tsq is not null and b.search_document @@ v_tsq))
      and (p_category is null or exists (
             select 1 from public.bundle_items bi where bi.bundle_id = b.id and bi.service_type = p_category))
      and (p_city is null or b.city = p_city)
      and (p_min_price is null or b.bundle_price_paise >= p_min_price)
      and (p_max_price is null or b.bundle_price_paise <= p_max_price)
      and (p_guests is null or b.max_guests is null or b.max_guests >= p_guests)
      and (p_min_rating is null or sp.rating_avg >= p_min_rating)
      and not exists (select 1 from busy where busy.provider_id = sp.id)
  ),
  hits as (
    select * from service_hits
    union all select * from provider_hits
    union all select * from bundle_hits
  )
  select h.kind, h.id, h.title, h.provider_id, h.provider_name, h.category_slug, h.city, h.price_paise,
         h.price_unit, h.rating_avg, h.rating_count, h.image, h.score, count(*) over ()
  from hits h
  order by h.score desc, h.rating_count desc, h.kind, h.id
  limit p_limit offset p_offset;
end
$$;

-- from 0019_account_erasure.sql
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
      and (b.status in ('requested', 'accepted')
           or (b.status = 'confirmed' and b.event_date >= (now() at time zone 'Asia/Kolkata')::date))
    order by b.event_date, b.id
  loop
    v_refund := private.customer_cancellation_refund_paise(v_booking.id);
    update public.bookings
       set status = 'cancelled_by_customer', status_note = 'Cancelled because the customer deleted their account'
     where id = v_booking.id;
    if v_refund > 0 then
      insert into public.payments (booking_id, kind, amount_paise, status, gateway)
      select v_booking.id, 'refund', v_refund, 'pending',
             coalesce((select p.gateway from public.payments p
                       where p.booking_id = v_booking.id and p.status = 'succeeded'
                       order by p.created_at limit 1), 'razorpay');
    end if;
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
