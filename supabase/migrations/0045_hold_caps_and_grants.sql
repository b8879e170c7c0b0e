-- 0045 Holds cost nothing, so they are capped; a late advance goes back; no stray table privileges.
--
-- 1. An unpaid hold keeps a slot for 15 minutes (0034). One confirmed account held a function hall
--    on 40 dates in 4.5 s and every service of one provider on a day, and held them again as soon
--    as they lapsed: a script could keep a venue's season blocked for free. Now, for a customer
--    (the system and support are not bound):
--    - at most 3 open holds (unpaid, unexpired) at once. Paying takes a couple of minutes and a
--      paid hold no longer counts, so a family booking a whole wedding still goes through one
--      service after another; nobody pays three advances at the same moment.
--    - at most 2 of them with one provider: a family taking two of one provider's services
--      together (photo and video) still can; a provider's whole day cannot be held.
--    - after a hold lapsed unpaid, 30 minutes before the same customer may hold the same service
--      or bundle on that date again: a blocker then keeps a date at most 15 minutes in 45, while
--      a family whose payment failed may hold any other date or service at once.
--    - at most 12 holds started an hour and 30 a day. Cancelling and re-holding is otherwise
--      free; a wedding with a dozen providers fits in an evening, and 30 is more than any family's
--      whole season of bookings.
-- 2. An advance captured after its hold ran out, but before the timers marked the hold expired,
--    moved the booking to requested and was kept, though the slot may already have been offered to
--    others. It is refunded in full now, like any advance for a booking no longer held.
-- 3. Hosted's default ACL still gives anon and authenticated TRUNCATE, REFERENCES and TRIGGER on
--    the tables `postgres` makes in public (the Data API change of 30 Oct 2026 took only SELECT,
--    INSERT, UPDATE, DELETE). Revoked on every table, and from the defaults for later tables.

-- ------------------------------------------------------------------------------------------
-- 1. Hold caps.

-- Whether the signed-in customer may hold one more slot (raises the keyed refusal if not). Security
-- definer, to count and rate-limit past row-level security; it acts only for auth.uid(), so it
-- cannot be pointed at another customer's allowance.
create function private.check_booking_hold(p_provider_id uuid, p_service_id uuid, p_bundle_id uuid, p_event_date date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_customer uuid := auth.uid();
  v_open integer;
  v_with_provider integer;
  v_retry_at timestamptz;
begin
  if v_customer is null then
    raise exception 'sign in to book' using errcode = '42501', hint = 'forbidden';
  end if;
  -- One customer's holds queue here, so forty parallel requests cannot all count two before them.
  perform pg_advisory_xact_lock(hashtextextended('utsav.booking_holds:' || v_customer::text, 0));

  select count(*), count(*) filter (where bk.provider_id = p_provider_id)
    into v_open, v_with_provider
    from public.bookings bk
   where bk.customer_id = v_customer and bk.status = 'held' and bk.hold_expires_at > now();
  if v_open >= 3 then
    raise exception 'pay for or cancel a held booking before holding another' using errcode = '23514', hint = 'too_many_holds',
      detail = json_build_object('max', 3)::text;
  end if;
  if v_with_provider >= 2 then
    raise exception 'pay for or cancel a held booking with this provider before holding another' using errcode = '23514',
      hint = 'too_many_holds_with_provider', detail = json_build_object('max', 2)::text;
  end if;

  -- A customer's hold lapses 15 minutes after it was made (0034's guard sets both times).
  select max(bk.created_at) + interval '15 minutes' + interval '30 minutes' into v_retry_at
    from public.bookings bk
   where bk.customer_id = v_customer
     and bk.service_id is not distinct from p_service_id and bk.bundle_id is not distinct from p_bundle_id
     and bk.event_date = p_event_date
     and (bk.status = 'payment_expired' or (bk.status = 'held' and bk.hold_expires_at <= now()))
     and bk.created_at > now() - interval '45 minutes';
  if v_retry_at > now() then
    raise exception 'your hold on this date lapsed; you may hold it again later' using errcode = '23514', hint = 'hold_cooldown',
      detail = json_build_object('field', 'event_date', 'minutes', 30, 'retry_at', v_retry_at)::text;
  end if;

  -- A hit is rolled back with a refused request (here or a taken slot after): only holds made count.
  if not private.rate_limit_hit('booking_hold_hour', v_customer::text, 12, interval '1 hour')
     or not private.rate_limit_hit('booking_hold_day', v_customer::text, 30, interval '1 day') then
    raise exception 'too many bookings started; try again later' using errcode = 'PT429', hint = 'hold_rate_limited';
  end if;
end
$$;
revoke execute on function private.check_booking_hold(uuid, uuid, uuid, date) from public;
grant execute on function private.check_booking_hold(uuid, uuid, uuid, date) to authenticated;

-- Security invoker: private.is_system() asks who is acting, which a definer would hide.
create function private.guard_booking_holds()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'held' and not private.is_system() and not private.is_admin() then
    perform private.check_booking_hold(new.provider_id, new.service_id, new.bundle_id, new.event_date);
  end if;
  return new;
end
$$;
revoke execute on function private.guard_booking_holds() from public;

-- After bookings_guard (name order), which sets the status, customer, provider and expiry; before
-- the slot is claimed (bookings_slots, after insert).
create trigger bookings_h_holds
  before insert on public.bookings
  for each row execute function private.guard_booking_holds();

-- ------------------------------------------------------------------------------------------
-- 2. A late advance.

-- from 0034_pay_first_bookings.sql: only a hold still running when the money was taken asks the
-- provider (paid_at: razorpay_record_payment stamps it as it records the capture; the seed's
-- history gives its own). A lapsed one stays held for the timers to expire, and razorpay_record_payment
-- (0035, 0044) then refunds the advance in full: the booking did not leave held.
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
     where id = new.booking_id and status = 'held' and hold_expires_at > coalesce(new.paid_at, now());
  end if;
  return null;
end
$$;
revoke execute on function private.payment_settled() from public;

-- ------------------------------------------------------------------------------------------
-- 3. Table privileges no API role uses.

revoke truncate, references, trigger on all tables in schema public from public, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke truncate, references, trigger on tables from public, anon, authenticated, service_role;
alter default privileges for role postgres
  revoke truncate, references, trigger on tables from public, anon, authenticated, service_role;
