-- Deleting an account: the user's personal data is erased, their bookings stay on the
-- provider's records without them (tax and accounting law).

create or replace function private.erase_my_account()
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
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
      and (b.status in ('held', 'requested')
           or (b.status = 'confirmed' and b.event_date >= (now() at time zone 'Asia/Kolkata')::date))
    order by b.event_date, b.id
  loop
    v_refund := private.customer_cancellation_refund_paise(v_booking.id);
    -- The cancellation queues its refunds (public.refunds, 0035) like any other.
    update public.bookings
       set status = 'cancelled_by_customer', status_note = 'Cancelled because the customer deleted their account'
     where id = v_booking.id;
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
revoke all on function private.erase_my_account() from public, anon, authenticated, service_role;

-- A deleted account also gives up its holds; refunds are queued by the bookings
-- trigger of 0035 (public.refunds), not written here as payments.
create or replace function public.delete_my_account (
  p_password     text default null::text,
  p_confirmation text default null::text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_uid uuid := auth.uid();
  v_hash text;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501', hint = 'session_expired';
  end if;
  select coalesce(u.encrypted_password, '') into v_hash from auth.users u where u.id = v_uid;

  if v_hash like '$2%' then
    if coalesce(p_password, '') = '' then
      raise exception 'enter your password to delete your account'
        using errcode = '22023', hint = 'current_password_required', detail = json_build_object('field', 'password')::text;
    end if;
    -- pgcrypto reads $2a$ only. $2b$ (bcryptjs, the local auth stand-in) and $2y$ differ from
    -- it only for passwords over 255 bytes (GoTrue caps them at 72), so the same digest checks.
    v_hash := '$2a$' || substr(v_hash, 5);
    if extensions.crypt(p_password, v_hash) is distinct from v_hash then
      raise exception 'the password is not correct'
        using errcode = '22023', hint = 'current_password_invalid', detail = json_build_object('field', 'password')::text;
    end if;
  elsif coalesce(p_confirmation, '') <> 'DELETE' then
    -- No usable password (Google, phone, or an operator-made account): the typed word.
    raise exception 'type DELETE to confirm'
      using errcode = '22023', hint = 'deletion_confirmation_mismatch', detail = json_build_object('field', 'confirmation')::text;
  end if;

  return private.erase_my_account();
end
$$;
revoke all on function public.delete_my_account(text, text) from public, anon, authenticated, service_role;
grant execute on function public.delete_my_account(text, text) to authenticated;
