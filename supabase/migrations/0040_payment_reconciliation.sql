-- 0040 payments whose news never arrived (issue 14): a customer pays in Checkout and closes the
-- tab before its callback reaches payments-verify, while Razorpay's webhooks to us keep failing.
-- The money is taken, the booking still says held, and the hold would lapse. The payments-reconcile
-- Edge Function asks Razorpay about such orders (GET /v1/orders/:id/payments) and records what it
-- says through razorpay_record_payment, as the callback and the webhooks do (forward only; money
-- that arrives after the hold lapsed is refunded in full, 0035).

alter table public.payments
  add column reconciled_at timestamptz;
comment on column public.payments.reconciled_at is
  'When payments-reconcile last asked Razorpay about this payment''s order (system only).';

-- Claims up to p_limit open orders to ask about, and stamps them, so overlapping runs (a scheduled
-- tick, an admin) do not ask twice. An open order is one with no captured payment recorded
-- (pending, or failed after a declined try: a retry pays into the same order). The scheduled
-- path waits 2 minutes (Checkout's callback usually lands within seconds), asks about an order
-- at most every 10 minutes and for a day (Razorpay's own webhooks retry for 24 hours). With
-- p_order_id, that one order now, whatever its age: support checking a payment a customer reports.
create function public.razorpay_claim_reconciliation(p_limit integer default 20, p_order_id text default null)
returns table (order_id text)
language sql
volatile
security definer
set search_path = ''
as $$
  update public.payments x
     set reconciled_at = now()
   where x.id in (
     select p.id
       from public.payments p
      where p.status in ('pending', 'failed')
        and p.razorpay_order_id is not null
        and case when p_order_id is not null then p.razorpay_order_id = p_order_id
                 else p.created_at < now() - interval '2 minutes'
                      and p.created_at > now() - interval '24 hours'
                      and (p.reconciled_at is null or p.reconciled_at < now() - interval '10 minutes') end
      order by p.reconciled_at nulls first, p.created_at
      limit greatest(1, least(coalesce(p_limit, 20), 100))
      for update of p skip locked)
  returning x.razorpay_order_id
$$;
revoke execute on function public.razorpay_claim_reconciliation(integer, text) from public, anon, authenticated;
grant execute on function public.razorpay_claim_reconciliation(integer, text) to service_role;
comment on function public.razorpay_claim_reconciliation(integer, text) is
  'Open Razorpay orders for payments-reconcile to ask about (service_role only).';
