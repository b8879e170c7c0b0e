-- 0033 the price of a booking before it is made, and the refund table as data.
--
-- Issue 14, item 1: "the price summary live from the server (total, bundle total and discount,
-- advance, remaining) ... the cancellation terms before paying", and the quote is "the same
-- numbers the booking will store". So quote_booking reads private.booking_quote, which the
-- booking guard uses to price every insert and guest-count change: one computation, not two.
-- * Anyone may quote (prices are public on the detail pages); bad input gets the same keyed
--   errors as a booking (guest_count_above_max, not_found...).
-- * The refund a customer gets on cancelling, by days before the event, was a CASE inside
--   private.customer_cancellation_refund_paise (0019) and prose on the Terms page. It is now
--   public.cancellation_refund_tiers, which that function and the apps read.

create table public.cancellation_refund_tiers (
  min_days_before integer primary key check (min_days_before >= 0),
  advance_percent integer not null check (advance_percent between 0 and 100)
);
comment on table public.cancellation_refund_tiers is
  'The share of the paid advance refunded when the customer cancels at least min_days_before days before the event (Terms; 0033).';
insert into public.cancellation_refund_tiers values (30, 100), (7, 50), (0, 0);

alter table public.cancellation_refund_tiers enable row level security;
create policy cancellation_refund_tiers_readable on public.cancellation_refund_tiers for select to anon, authenticated using (true);
revoke all on public.cancellation_refund_tiers from public, anon, authenticated;
grant select on public.cancellation_refund_tiers to anon, authenticated;
grant select, insert, update, delete on public.cancellation_refund_tiers to service_role;

/** The share of the advance refunded for a cancellation this many days before the event. */
create function private.refund_percent(p_days_before integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select t.advance_percent from public.cancellation_refund_tiers t
                   where t.min_days_before <= p_days_before order by t.min_days_before desc limit 1), 0)
$$;
revoke execute on function private.refund_percent(integer) from public;

-- from 0019_account_erasure.sql: the tiers from the table, not a CASE.
create or replace function private.customer_cancellation_refund_paise(p_booking_id uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  with b as (
    select bk.event_date - (now() at time zone 'Asia/Kolkata')::date as days_before
    from public.bookings bk where bk.id = p_booking_id
  ),
  paid as (
    select coalesce(sum(p.amount_paise) filter (where p.kind = 'advance' and p.status = 'succeeded'), 0) as advance,
           coalesce(sum(p.amount_paise) filter (where p.kind = 'remaining' and p.status = 'succeeded'), 0) as remaining,
           coalesce(sum(p.amount_paise) filter (where p.kind = 'refund' and p.status in ('pending', 'succeeded')), 0) as refunded
    from public.payments p where p.booking_id = p_booking_id
  )
  select greatest((paid.advance * private.refund_percent(b.days_before) / 100) + paid.remaining - paid.refunded, 0)::bigint
  from b, paid
$$;
revoke execute on function private.customer_cancellation_refund_paise(uuid) from public;

create function public.quote_booking(
  p_service_id uuid default null,
  p_bundle_id uuid default null,
  p_guest_count integer default null)
returns table (
  total_paise bigint,
  advance_paise bigint,
  remaining_paise bigint,
  -- A bundle's items at their own prices, and what the bundle saves; null for a service.
  individual_total_paise bigint,
  discount_paise bigint,
  -- The guest limits the form shows beside the field.
  min_guests integer,
  max_guests integer)
language plpgsql
stable
security definer
set search_path = ''
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
comment on function public.quote_booking(uuid, uuid, integer) is
  'The price a booking of this service or bundle for this many guests would store: total, advance, remaining, and a bundle''s saving (0033).';
revoke execute on function public.quote_booking(uuid, uuid, integer) from public;
grant execute on function public.quote_booking(uuid, uuid, integer) to anon, authenticated, service_role;
