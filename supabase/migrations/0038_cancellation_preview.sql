-- 0038 What cancelling would refund, shown before the customer confirms (issue 14: "The customer
-- cancels → refund by the table our Terms page already promises ... shown before they confirm").
--
-- The figure is the one the cancellation then queues (0035's refund trigger reads the same
-- private.customer_cancellation_refund_paise), with the tier it comes from, so the booking page
-- never computes a refund of its own. Only the booking's customer may ask; anyone else, or a
-- booking that can no longer be cancelled by the customer, gets nothing back (no row).

create function public.cancellation_preview(p_booking_id uuid)
returns table (
  -- Whole days from today (in India) to the event.
  days_before integer,
  -- The share of the advance the tier refunds (100, 50 or 0 today).
  advance_percent integer,
  -- What was paid (advance and balance), and what cancelling now gives back.
  paid_paise bigint,
  refund_paise bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  b record;
begin
  select bk.id, bk.status, bk.event_date into b
    from public.bookings bk
   where bk.id = p_booking_id and bk.customer_id = auth.uid();
  if not found or not exists (select 1 from public.booking_transitions t
                              where t.from_status = b.status and t.to_status = 'cancelled_by_customer' and t.actor = 'customer') then
    return;
  end if;
  days_before := b.event_date - (now() at time zone 'Asia/Kolkata')::date;
  advance_percent := private.refund_percent(days_before);
  select coalesce(sum(p.amount_paise), 0) into paid_paise
    from public.payments p
   where p.booking_id = b.id and p.kind in ('advance', 'remaining') and p.status = 'succeeded';
  refund_paise := private.customer_cancellation_refund_paise(b.id);
  return next;
end
$$;
comment on function public.cancellation_preview(uuid) is
  'What the customer''s cancellation of their booking would refund today, and by which tier (0038).';
revoke execute on function public.cancellation_preview(uuid) from public, anon;
grant execute on function public.cancellation_preview(uuid) to authenticated, service_role;
