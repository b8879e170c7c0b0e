-- 0039 One rule for what a customer may pay now. private.guard_payment (0034, the insert a client
-- makes) and razorpay_begin_payment (0035, the payment function's) each wrote it; both now ask
-- private.payment_due_paise, so the lifecycle's payment rule cannot drift between the two.

-- The guard runs as the writing role: it may ask (private is not exposed by the API, and the
-- guard checks the booking is the caller's before it asks).
grant execute on function private.payment_due_paise(uuid, text) to authenticated;

-- from 0034_pay_first_bookings.sql: the due amount (and whether anything is due) from payment_due_paise.
create or replace function private.guard_payment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_customer uuid;
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
  select bk.customer_id into v_customer from public.bookings bk where bk.id = new.booking_id;
  if not found or v_customer is distinct from auth.uid() then
    raise exception 'you can only pay for your own bookings' using errcode = '42501', hint = 'forbidden';
  end if;
  new.amount_paise := private.payment_due_paise(new.booking_id, new.kind);
  -- The gateway's reference is recorded by the system, so a client cannot claim one.
  new.gateway_ref := null;
  new.paid_at := null;
  new.created_at := now();
  return new;
end
$$;
