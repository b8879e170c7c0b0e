-- 0044 No money asked for before it is due.
--
-- The balance (the booking's remaining amount) was payable from the request on: a customer whose
-- booking the provider had not accepted yet was asked for ₹76,000 for a date that might be
-- declined. It is now due once the provider has confirmed, until the event (the Terms: "on or
-- before the event date"). private.payment_due_paise is the one rule: the table's guard (a
-- client's pending row, 0039) and razorpay_begin_payment (the payments-order function, 0035) both
-- ask it, so both refuse a balance for a held or requested booking.
-- Nothing here for the booking history (item 2): row-level security rightly lets admins and
-- providers read bookings that are not theirs, so the history's query says whose it lists.

-- from 0035_razorpay_payments.sql: the remaining amount only for a confirmed booking.
create or replace function private.payment_due_paise(p_booking_id uuid, p_kind text)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  b record;
begin
  select * into b from public.bookings bk where bk.id = p_booking_id;
  if not found then
    raise exception 'booking % does not exist', p_booking_id using errcode = '23503', hint = 'not_found';
  end if;
  if p_kind = 'advance' then
    if b.status <> 'held' or b.hold_expires_at <= now() then
      raise exception 'the advance is paid while the slot is held' using errcode = '23514', hint = 'payment_not_due',
        detail = json_build_object('field', 'kind', 'kind', 'advance', 'status', b.status)::text;
    end if;
    return b.advance_paise;
  elsif p_kind = 'remaining' then
    if b.status <> 'confirmed' or b.event_date < (now() at time zone 'Asia/Kolkata')::date then
      raise exception 'the balance is paid once the provider has confirmed, until the event' using errcode = '23514', hint = 'payment_not_due',
        detail = json_build_object('field', 'kind', 'kind', 'remaining', 'status', b.status)::text;
    end if;
    return b.remaining_paise;
  end if;
  raise exception 'kind must be advance or remaining' using errcode = '22023', hint = 'invalid_parameter',
    detail = json_build_object('field', 'kind')::text;
end
$$;
revoke execute on function private.payment_due_paise(uuid, text) from public;
grant execute on function private.payment_due_paise(uuid, text) to authenticated;

-- from 0035_razorpay_payments.sql: a balance captured while the booking is not confirmed (an
-- order opened before this rule, paid late) is money taken before it was due: it goes back, as a
-- balance captured after the booking ended always did.
create or replace function public.razorpay_record_payment(p_entity jsonb, p_verified boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order text := p_entity ->> 'order_id';
  v_pay text := p_entity ->> 'id';
  v_status text := p_entity ->> 'status';
  v_amount bigint;
  v_captured boolean;
  v_booking uuid;
  v_before text;
  v_after text;
  v_refund uuid;
  p record;
begin
  if v_order is null or v_pay is null or v_status is null or jsonb_typeof(p_entity -> 'amount') <> 'number' then
    raise exception 'a payment entity needs id, order_id, status and amount' using errcode = '22023', hint = 'invalid_parameter';
  end if;
  v_amount := (p_entity ->> 'amount')::bigint;
  v_captured := v_status in ('captured', 'refunded') or coalesce((p_entity ->> 'captured')::boolean, false);
  select x.booking_id into v_booking from public.payments x where x.razorpay_order_id = v_order;
  if not found then
    -- Not one of ours (another integration on the same account): nothing to apply.
    return jsonb_build_object('applied', false, 'reason', 'unknown_order');
  end if;
  -- The booking first, then the payment: the order every writer of both takes.
  select bk.status into v_before from public.bookings bk where bk.id = v_booking for update;
  select * into p from public.payments x where x.razorpay_order_id = v_order for update;
  if v_amount <> p.amount_paise or coalesce(p_entity ->> 'currency', 'INR') <> p.currency then
    raise exception 'payment % is for % paise, its order for %', v_pay, v_amount, p.amount_paise
      using errcode = '22023', hint = 'invalid_parameter';
  end if;

  if v_captured then
    if p.status in ('succeeded', 'refunded') then
      if p.razorpay_payment_id = v_pay then
        update public.payments x
           set verified_at = case when p_verified then coalesce(x.verified_at, now()) else x.verified_at end,
               method = coalesce(x.method, p_entity ->> 'method'),
               gateway_status = case when private.razorpay_payment_rank(v_status) > private.razorpay_payment_rank(x.gateway_status)
                                     then v_status else x.gateway_status end
         where x.id = p.id;
      elsif not exists (select 1 from public.refunds r where r.razorpay_payment_id = v_pay and r.reason = 'duplicate_payment') then
        -- A second payment captured on one order: the customer paid twice; give the second back.
        v_refund := private.queue_full_refund(p.id, v_pay, 'duplicate_payment');
      end if;
    else
      update public.payments x
         set status = 'succeeded',
             razorpay_payment_id = v_pay,
             gateway_ref = v_pay,
             gateway_status = case when v_status = 'refunded' then 'refunded' else 'captured' end,
             method = p_entity ->> 'method',
             failure_reason = null,
             captured_at = coalesce(x.captured_at, now()),
             paid_at = coalesce(x.paid_at, now()),
             verified_at = case when p_verified then coalesce(x.verified_at, now()) else x.verified_at end
       where x.id = p.id;
      select bk.status into v_after from public.bookings bk where bk.id = v_booking;
      if (p.kind = 'advance' and not (v_before = 'held' and v_after <> 'held'))
         or (p.kind = 'remaining' and (v_before <> 'confirmed'
                                       or exists (select 1 from public.payments y where y.booking_id = v_booking and y.kind = 'remaining'
                                                  and y.id <> p.id and y.status in ('succeeded', 'refunded')))) then
        v_refund := private.queue_full_refund(p.id, v_pay, 'booking_not_payable');
      end if;
    end if;
  elsif p.status in ('pending', 'failed') then
    -- Not captured: an attempt authorized or failed. Never undoes a capture.
    update public.payments x
       set gateway_status = case when private.razorpay_payment_rank(v_status) > private.razorpay_payment_rank(x.gateway_status)
                                 then v_status else x.gateway_status end,
           status = case when v_status = 'failed' and x.gateway_status in ('created', 'failed') then 'failed' else x.status end,
           failure_reason = case when v_status = 'failed' then left(coalesce(p_entity ->> 'error_description', p_entity ->> 'error_reason', 'failed'), 500)
                                 else x.failure_reason end,
           method = coalesce(p_entity ->> 'method', x.method),
           verified_at = case when p_verified then coalesce(x.verified_at, now()) else x.verified_at end
     where x.id = p.id;
  end if;

  select x.status into p.status from public.payments x where x.id = p.id;
  select bk.status into v_after from public.bookings bk where bk.id = v_booking;
  return jsonb_build_object('applied', true, 'payment_id', p.id, 'kind', p.kind, 'payment_status', p.status,
                            'booking_id', v_booking, 'booking_status', v_after, 'refund_id', v_refund);
end
$$;
revoke execute on function public.razorpay_record_payment(jsonb, boolean) from public, anon, authenticated;
grant execute on function public.razorpay_record_payment(jsonb, boolean) to service_role;
