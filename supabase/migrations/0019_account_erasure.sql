-- 0019 account erasure: the Delete Account button erases the person and keeps the
-- business records (privacy policy; Indian tax law keeps invoices and payment records for
-- eight years).
--
-- Decisions:
-- * Upcoming bookings are cancelled first, as the customer would cancel them, under the
--   refund rules of the Terms: requests and unpaid acceptances cost nothing; of a paid
--   advance, 100% comes back 30 days or more before the event, 50% at 7 to 29 days, none
--   under 7 days; any balance already paid comes back in full. Days count in India's time
--   zone. A refund is recorded as a pending `refund` payment for the payments function to
--   carry out at the gateway (the same as every refund: the database never moves money).
-- * A payment opened in the last hour may still be completing at the gateway: the account
--   is not deleted then (PT409, hint payment_in_flight; PostgREST answers 409), so a
--   late success never lands on a cancelled booking. Older pending payments were abandoned
--   and are marked failed.
-- * Kept for the provider and the accounts: the bookings (customer_id null,
--   customer_erased_at set, special requirements and the customer's notes removed, by the
--   bookings guard of 0005), their history (notes the customer wrote removed) and every
--   payment. Erased with the person: profile, favourites, notifications, reviews, chats,
--   contact messages sent from the account or its email address, and the providers'
--   notifications that quote the customer's name or words.
-- * A provider whose business has bookings cannot delete the account here (23503, hint
--   provider_has_bookings): customers rely on those bookings; support closes the business.
-- * Past confirmed bookings stay confirmed (the provider completes them); open requests and
--   acceptances are cancelled whatever their date.

-- What the Terms refund when the customer cancels this booking today.
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
  select greatest(
           (paid.advance * case when b.days_before >= 30 then 100 when b.days_before >= 7 then 50 else 0 end / 100)
           + paid.remaining - paid.refunded, 0)::bigint
  from b, paid
$$;
revoke execute on function private.customer_cancellation_refund_paise(uuid) from public;

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
    raise exception 'not signed in' using errcode = '42501';
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
revoke execute on function public.delete_my_account() from public, anon, service_role;
grant execute on function public.delete_my_account() to authenticated;
