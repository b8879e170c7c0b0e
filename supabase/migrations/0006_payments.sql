-- 0006 payments against bookings.
--
-- Decisions:
-- * A customer may only open a *pending* advance (booking accepted) or remaining
--   (booking confirmed) payment for their own booking; its amount is taken from the
--   booking, whatever the client sends, and its gateway reference is left to the system. Refunds and every status change (succeeded,
--   failed, refunded) come from the system: the payments edge function with the
--   service-role key after verifying the gateway's signature.
-- * When an advance payment succeeds, its accepted booking becomes confirmed (by the
--   system). If that slot was confirmed for someone else meanwhile, the unique index
--   refuses it and the payment update fails, so the gateway callback must refund.

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  -- A payment is an accounting record: it outlives nothing it belongs to, and nothing
  -- deletes it by cascade (bookings are kept, pseudonymised, when a customer leaves).
  booking_id uuid not null references public.bookings (id) on delete restrict,
  kind text not null check (kind in ('advance', 'remaining', 'refund')),
  amount_paise bigint not null check (amount_paise > 0),
  currency text not null default 'INR' check (currency = 'INR'),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'refunded')),
  gateway text not null default 'razorpay' check (char_length(gateway) between 2 and 40),
  gateway_ref text check (gateway_ref is null or char_length(gateway_ref) <= 200),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'succeeded' or paid_at is not null)
);

create index payments_booking_idx on public.payments (booking_id, kind);
create unique index payments_gateway_ref_key on public.payments (gateway, gateway_ref) where gateway_ref is not null;

-- API rights, explicit as on hosted (new tables get none); row-level security decides the rows.
-- Customers open pending payments; only the system (service_role) records outcomes. No deletes.
grant select, insert on public.payments to authenticated;
grant select, insert, update on public.payments to service_role;

-- Is there a succeeded advance payment for this booking? (used by the bookings guard of 0005)
create or replace function private.advance_paid(p_booking_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.payments p
                 where p.booking_id = p_booking_id and p.kind = 'advance' and p.status = 'succeeded')
$$;
revoke execute on function private.advance_paid(uuid) from public, anon;
grant execute on function private.advance_paid(uuid) to authenticated, service_role;

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
      raise exception 'a payment cannot move to another booking or kind' using errcode = '42501';
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
    raise exception 'payments are updated only by the payment gateway' using errcode = '42501';
  end if;
  if new.status <> 'pending' or new.kind = 'refund' then
    raise exception 'only the payment gateway records succeeded, failed or refunded payments and refunds'
      using errcode = '42501';
  end if;
  select bk.customer_id, bk.status, bk.advance_paise, bk.remaining_paise
    into b from public.bookings bk where bk.id = new.booking_id;
  if not found or b.customer_id is distinct from auth.uid() then
    raise exception 'you can only pay for your own bookings' using errcode = '42501';
  end if;
  if new.kind = 'advance' and b.status <> 'accepted' then
    raise exception 'the advance is paid once the provider has accepted the booking' using errcode = '23514';
  end if;
  if new.kind = 'remaining' and b.status <> 'confirmed' then
    raise exception 'the remaining amount is paid for confirmed bookings' using errcode = '23514';
  end if;
  new.amount_paise := case new.kind when 'advance' then b.advance_paise else b.remaining_paise end;
  -- The gateway's reference is recorded by the system, so a client cannot claim one.
  new.gateway_ref := null;
  new.paid_at := null;
  new.created_at := now();
  return new;
end
$$;

create trigger payments_guard
  before insert or update on public.payments
  for each row execute function private.guard_payment();
create trigger payments_touch
  before update on public.payments
  for each row execute function private.touch_updated_at();

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
       set status = 'confirmed', status_note = 'Advance payment received'
     where id = new.booking_id and status = 'accepted';
  end if;
  return null;
end
$$;
revoke execute on function private.payment_settled() from public;

create trigger payments_settled
  after insert or update of status on public.payments
  for each row execute function private.payment_settled();

alter table public.payments enable row level security;

create policy "payments: read with the booking" on public.payments
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = payments.booking_id));
-- Clients open pending advance/remaining payments only; nobody but the system inserts a
-- succeeded payment or a refund, and there is no client update or delete policy.
create policy "payments: customers open pending payments" on public.payments
  for insert to authenticated
  with check (status = 'pending' and kind in ('advance', 'remaining')
              and exists (select 1 from public.bookings b
                          where b.id = payments.booking_id and b.customer_id = (select auth.uid())));
