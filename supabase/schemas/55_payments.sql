-- Payments and refunds through Razorpay: what is due, what was paid, what is owed back
-- (cancellation tiers) and the webhook's bookkeeping.

create table public.cancellation_refund_tiers (
  min_days_before integer not null,
  advance_percent integer not null,
  constraint cancellation_refund_tiers_advance_percent_check check (((advance_percent >= 0) and (advance_percent <= 100))),
  constraint cancellation_refund_tiers_min_days_before_check check ((min_days_before >= 0)),
  constraint cancellation_refund_tiers_pkey primary key (min_days_before)
);

alter table public.cancellation_refund_tiers
  enable row level security;

comment on table public.cancellation_refund_tiers is 'The share of the paid advance refunded when the customer cancels at least min_days_before days before the event (Terms; 0033).';

grant select on table public.cancellation_refund_tiers to anon, authenticated;

grant delete, insert, select, update on table public.cancellation_refund_tiers to service_role;

create table public.payments (
  id                    uuid                     not null default gen_random_uuid(),
  -- A payment is an accounting record: it outlives nothing it belongs to, and nothing
  -- deletes it by cascade (bookings are kept, pseudonymised, when a customer leaves).
  booking_id            uuid                     not null,
  kind                  text                     not null,
  amount_paise          bigint                   not null,
  currency              text                     not null default 'INR'::text,
  status                text                     not null default 'pending'::text,
  gateway               text                     not null default 'razorpay'::text,
  gateway_ref           text,
  paid_at               timestamp with time zone,
  created_at            timestamp with time zone not null default now(),
  updated_at            timestamp with time zone not null default now(),
  razorpay_order_id     text,
  receipt               text,
  razorpay_payment_id   text,
  -- Razorpay's furthest payment state seen for this order: created < failed < authorized < captured < refunded.
  gateway_status        text                     not null default 'created'::text,
  method                text,
  failure_reason        text,
  verified_at           timestamp with time zone,
  captured_at           timestamp with time zone,
  amount_refunded_paise bigint                   not null default 0,
  reconciled_at         timestamp with time zone,
  constraint payments_amount_paise_check check ((amount_paise > 0)),
  constraint payments_amount_refunded_paise_check check ((amount_refunded_paise >= 0)),
  constraint payments_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete restrict,
  constraint payments_check check (((status <> 'succeeded'::text) or (paid_at is not null))),
  constraint payments_currency_check check ((currency = 'INR'::text)),
  constraint payments_failure_reason_check check (((failure_reason is null) or (char_length(failure_reason) <= 500))),
  constraint payments_gateway_check check (((char_length(gateway) >= 2) and (char_length(gateway) <= 40))),
  constraint payments_gateway_ref_check check (((gateway_ref is null) or (char_length(gateway_ref) <= 200))),
  constraint payments_gateway_status_check check ((gateway_status = any (array['created'::text, 'failed'::text, 'authorized'::text, 'captured'::text, 'refunded'::text]))),
  constraint payments_kind_check check ((kind = any (array['advance'::text, 'remaining'::text, 'refund'::text]))),
  constraint payments_method_check check (((method is null) or (char_length(method) <= 40))),
  constraint payments_pkey primary key (id),
  constraint payments_razorpay_order_id_check check (((razorpay_order_id is null) or (razorpay_order_id ~ '^order_[A-Za-z0-9]{6,40}$'::text))),
  constraint payments_razorpay_payment_id_check check (((razorpay_payment_id is null) or (razorpay_payment_id ~ '^pay_[A-Za-z0-9]{6,40}$'::text))),
  constraint payments_receipt_check check (((receipt is null) or ((char_length(receipt) >= 1) and (char_length(receipt) <= 40)))),
  constraint payments_refunded_within_amount check ((amount_refunded_paise <= amount_paise)),
  constraint payments_status_check check ((status = any (array['pending'::text, 'succeeded'::text, 'failed'::text, 'refunded'::text])))
);

alter table public.payments
  enable row level security;

create index payments_booking_idx on public.payments using btree (booking_id, kind);

create unique index payments_gateway_ref_key on public.payments using btree (gateway, gateway_ref)
  where (gateway_ref is not null);

create unique index payments_razorpay_order_key on public.payments using btree (razorpay_order_id)
  where (razorpay_order_id is not null);

create unique index payments_razorpay_payment_key on public.payments using btree (razorpay_payment_id)
  where (razorpay_payment_id is not null);

create unique index payments_receipt_key on public.payments using btree (receipt)
  where (receipt is not null);

comment on column public.payments.reconciled_at is 'When payments-reconcile last asked Razorpay about this payment''s order (system only).';

-- Customers open pending payments; only the system (service_role) records outcomes. No deletes.
grant insert, select on table public.payments to authenticated;

grant insert, select, update on table public.payments to service_role;

create table public.razorpay_webhook_events (
  event_id     text                     not null,
  event_type   text                     not null,
  payload      jsonb                    not null,
  received_at  timestamp with time zone not null default now(),
  processed_at timestamp with time zone,
  -- What applying it did (the payment or refund it moved, or why it was ignored).
  outcome      jsonb,
  constraint razorpay_webhook_events_event_id_check check (((char_length(event_id) >= 1) and (char_length(event_id) <= 100))),
  constraint razorpay_webhook_events_event_type_check check (((char_length(event_type) >= 1) and (char_length(event_type) <= 100))),
  constraint razorpay_webhook_events_pkey primary key (event_id)
);

alter table public.razorpay_webhook_events
  enable row level security;

create index razorpay_webhook_events_received_idx on public.razorpay_webhook_events using btree (received_at);

comment on table public.razorpay_webhook_events is 'Every Razorpay webhook event once, by its x-razorpay-event-id (0035).';

grant select on table public.razorpay_webhook_events to authenticated;

grant insert, select, update on table public.razorpay_webhook_events to service_role;

create table public.refunds (
  id                  uuid                     not null default gen_random_uuid(),
  -- The payment (our row) the money goes back from, and the booking (for row-level security).
  payment_id          uuid                     not null,
  booking_id          uuid                     not null,
  -- Razorpay's payment being refunded: the payment row's, or a second capture of the same order.
  razorpay_payment_id text                     not null,
  amount_paise        bigint                   not null,
  speed               text                     not null default 'optimum'::text,
  status              text                     not null default 'pending'::text,
  razorpay_refund_id  text,
  reason              text                     not null,
  -- Who started it: the person whose action made it owed, or the system.
  initiated_by        text                     not null,
  initiated_by_id     uuid,
  -- Sending: attempts so far, the last failure, and a lease so two senders never send one refund twice.
  attempts            integer                  not null default 0,
  last_error          text,
  last_attempt_at     timestamp with time zone,
  claimed_until       timestamp with time zone,
  sent_at             timestamp with time zone,
  processed_at        timestamp with time zone,
  failed_at           timestamp with time zone,
  created_at          timestamp with time zone not null default now(),
  updated_at          timestamp with time zone not null default now(),
  constraint refunds_amount_paise_check check ((amount_paise >= 100)),
  constraint refunds_attempts_check check ((attempts >= 0)),
  constraint refunds_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete restrict,
  constraint refunds_initiated_by_check check ((initiated_by = any (array['customer'::text, 'provider'::text, 'admin'::text, 'system'::text]))),
  constraint refunds_initiated_by_id_fkey foreign key (initiated_by_id) references auth.users(id) on delete set null,
  constraint refunds_last_error_check check (((last_error is null) or (char_length(last_error) <= 1000))),
  constraint refunds_payment_id_fkey foreign key (payment_id) references public.payments(id) on delete restrict,
  constraint refunds_pkey primary key (id),
  constraint refunds_razorpay_payment_id_check check ((razorpay_payment_id ~ '^pay_[A-Za-z0-9]{6,40}$'::text)),
  constraint refunds_razorpay_refund_id_check check (((razorpay_refund_id is null) or (razorpay_refund_id ~ '^rfnd_[A-Za-z0-9]{6,40}$'::text))),
  constraint refunds_razorpay_refund_id_key unique (razorpay_refund_id),
  constraint refunds_reason_check
    check
    ((reason = any (array['declined'::text, 'expired'::text, 'payment_expired'::text, 'cancelled_by_customer'::text, 'cancelled_by_provider'::text, 'booking_not_payable'::text,
    'duplicate_payment'::text, 'gateway'::text]))),
  constraint refunds_speed_check check ((speed = any (array['normal'::text, 'optimum'::text]))),
  constraint refunds_status_check check ((status = any (array['pending'::text, 'processed'::text, 'failed'::text])))
);

alter table public.refunds
  enable row level security;

create index refunds_booking_idx on public.refunds using btree (booking_id);

create index refunds_initiated_by_idx on public.refunds using btree (initiated_by_id);

create index refunds_payment_idx on public.refunds using btree (payment_id);

create index refunds_to_send_idx on public.refunds using btree (created_at)
  where ((status = 'pending'::text) and (razorpay_refund_id is null));

comment on table public.refunds is 'Money owed back on a payment and what Razorpay did with it; sent by the payments-refunds Edge Function (0035).';

grant select on table public.refunds to authenticated;

grant insert, select, update on table public.refunds to service_role;

-- Is there a succeeded advance payment for this booking? (used by the bookings guard of 0005)
create or replace function private.advance_paid (
  p_booking_id uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select exists (select 1 from public.payments p
                 where p.booking_id = p_booking_id and p.kind = 'advance' and p.status = 'succeeded')
$$;
revoke all on function private.advance_paid(uuid) from public, anon, authenticated, service_role;
grant execute on function private.advance_paid(uuid) to authenticated, service_role;

create or replace function private.refund_percent (
  p_days_before integer
)
  returns integer
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select coalesce((select t.advance_percent from public.cancellation_refund_tiers t
                   where t.min_days_before <= p_days_before order by t.min_days_before desc limit 1), 0)
$$;
revoke all on function private.refund_percent(integer) from public, anon, authenticated, service_role;

-- What the Terms refund when the customer cancels this booking today.
create or replace function private.customer_cancellation_refund_paise (
  p_booking_id uuid
)
  returns bigint
  language sql
  stable
  security definer
  set search_path to ''
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
revoke all on function private.customer_cancellation_refund_paise(uuid) from public, anon, authenticated, service_role;

-- What a booking's state lets its customer pay now, in paise (the lifecycle of 0034: the advance
-- while the slot is held, the remaining amount from the request until the event).
create or replace function private.payment_due_paise (
  p_booking_id uuid,
  p_kind       text
)
  returns bigint
  language plpgsql
  stable
  security definer
  set search_path to ''
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
-- The guard runs as the writing role: it may ask (private is not exposed by the API, and the
-- guard checks the booking is the caller's before it asks).
revoke all on function private.payment_due_paise(uuid, text) from public, anon, authenticated, service_role;
grant execute on function private.payment_due_paise(uuid, text) to authenticated;

-- The due amount (and whether anything is due) from payment_due_paise.
create or replace function private.guard_payment()
  returns trigger
  language plpgsql
  set search_path to ''
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

-- A customer still opens pending payments through the table (0006/0034 guard); Razorpay's
-- fields are the system's to write, so a client's values are dropped.
create or replace function private.guard_payment_gateway_fields()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  if private.is_system() then
    return new;
  end if;
  new.razorpay_order_id := null;
  new.receipt := null;
  new.razorpay_payment_id := null;
  new.gateway_status := 'created';
  new.method := null;
  new.failure_reason := null;
  new.verified_at := null;
  new.captured_at := null;
  new.amount_refunded_paise := 0;
  return new;
end
$$;

-- Only a hold still running when the money was taken asks the
-- provider (paid_at: razorpay_record_payment stamps it as it records the capture; the seed's
-- history gives its own). A lapsed one stays held for the timers to expire, and razorpay_record_payment
-- (0035, 0044) then refunds the advance in full: the booking did not leave held.
create or replace function private.payment_settled()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function private.payment_settled() from public, anon, authenticated, service_role;

-- How much of a Razorpay payment may still be refunded: captured minus refunds not failed.
create or replace function private.refundable_paise (
  p_payment_id          uuid,
  p_razorpay_payment_id text
)
  returns bigint
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select greatest(p.amount_paise - coalesce((select sum(r.amount_paise) from public.refunds r
                                             where r.payment_id = p.id and r.razorpay_payment_id = p_razorpay_payment_id
                                               and r.status <> 'failed'), 0), 0)::bigint
  from public.payments p where p.id = p_payment_id
$$;
revoke all on function private.refundable_paise(uuid, text) from public, anon, authenticated, service_role;

-- A booking that ends without taking place owes money back: a customer's cancellation what the
-- refund tiers say (0033), a decline, an expiry or the provider's cancellation everything paid.
-- Written as pending refunds, split over the succeeded payments (the remaining amount first, all
-- of which a cancellation returns), less what is already being refunded.
create or replace function private.queue_booking_refunds()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_owed bigint;
  v_take bigint;
  v_actor uuid;
  p record;
begin
  if new.status is not distinct from old.status
     or new.status not in ('declined', 'expired', 'payment_expired', 'cancelled_by_customer', 'cancelled_by_provider') then
    return null;
  end if;
  -- The tiers are the customer's own choice; an admin cancelling for them (issue 26: a dispute,
  -- a suspended provider) refunds everything paid, as the provider's cancellation does.
  if new.status = 'cancelled_by_customer' and new.last_actor_role is distinct from 'admin' then
    v_owed := private.customer_cancellation_refund_paise(new.id);
  else
    select coalesce(sum(x.amount_paise), 0) into v_owed
      from public.payments x where x.booking_id = new.id and x.kind in ('advance', 'remaining') and x.status in ('succeeded', 'refunded');
  end if;
  v_owed := v_owed - coalesce((select sum(r.amount_paise) from public.refunds r join public.payments x on x.id = r.payment_id
                               where r.booking_id = new.id and r.status <> 'failed' and r.razorpay_payment_id = x.razorpay_payment_id), 0);
  v_actor := case when exists (select 1 from auth.users u where u.id = new.last_actor_id) then new.last_actor_id end;
  for p in
    select x.id, x.razorpay_payment_id, private.refundable_paise(x.id, x.razorpay_payment_id) as refundable
      from public.payments x
     where x.booking_id = new.id and x.kind in ('advance', 'remaining') and x.status = 'succeeded' and x.razorpay_payment_id is not null
     order by x.kind = 'remaining' desc, x.created_at
  loop
    exit when v_owed < 100;
    v_take := least(v_owed, p.refundable);
    if v_take >= 100 then
      insert into public.refunds (payment_id, booking_id, razorpay_payment_id, amount_paise, reason, initiated_by, initiated_by_id)
      values (p.id, new.id, p.razorpay_payment_id, v_take, new.status, coalesce(new.last_actor_role, 'system'), v_actor);
      v_owed := v_owed - v_take;
    end if;
  end loop;
  return null;
end
$$;
revoke all on function private.queue_booking_refunds() from public, anon, authenticated, service_role;

-- Queue a refund of everything still refundable on one Razorpay payment (late or duplicate money).
create or replace function private.queue_full_refund (
  p_payment_id          uuid,
  p_razorpay_payment_id text,
  p_reason              text
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_amount bigint := private.refundable_paise(p_payment_id, p_razorpay_payment_id);
  v_id uuid;
begin
  if v_amount < 100 then
    return null;
  end if;
  insert into public.refunds (payment_id, booking_id, razorpay_payment_id, amount_paise, reason, initiated_by)
  select p.id, p.booking_id, p_razorpay_payment_id, v_amount, p_reason, 'system'
    from public.payments p where p.id = p_payment_id
  returning id into v_id;
  return v_id;
end
$$;
revoke all on function private.queue_full_refund(uuid, text, text) from public, anon, authenticated, service_role;

-- Razorpay's payment states in the order they happen (failed: an attempt that did not go through,
-- after which another attempt on the same order may still succeed).
create or replace function private.razorpay_payment_rank (
  p_status text
)
  returns integer
  language sql
  immutable
  set search_path to ''
  as $$
  select case p_status when 'created' then 0 when 'failed' then 1 when 'authorized' then 2
                       when 'captured' then 3 when 'refunded' then 4 else -1 end
$$;
revoke all on function private.razorpay_payment_rank(text) from public, anon, authenticated, service_role;

-- A payment's refunded amount and status from its processed refunds (only ever grows).
create or replace function private.refresh_refunded (
  p_payment_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_refunded bigint;
begin
  select coalesce(sum(r.amount_paise), 0) into v_refunded
    from public.refunds r join public.payments p on p.id = r.payment_id
   where r.payment_id = p_payment_id and r.status = 'processed' and r.razorpay_payment_id = p.razorpay_payment_id;
  update public.payments p
     set amount_refunded_paise = greatest(p.amount_refunded_paise, least(v_refunded, p.amount_paise)),
         status = case when p.status = 'succeeded' and least(v_refunded, p.amount_paise) >= p.amount_paise then 'refunded' else p.status end,
         gateway_status = case when least(v_refunded, p.amount_paise) >= p.amount_paise then 'refunded' else p.gateway_status end
   where p.id = p_payment_id;
end
$$;
revoke all on function private.refresh_refunded(uuid) from public, anon, authenticated, service_role;

create or replace function public.cancellation_preview (
  p_booking_id uuid
)
  returns table (
    days_before     integer,
    advance_percent integer,
    paid_paise      bigint,
    refund_paise    bigint
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
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
comment on function public.cancellation_preview(uuid) is 'What the customer''s cancellation of their booking would refund today, and by which tier (0038).';
revoke all on function public.cancellation_preview(uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancellation_preview(uuid) to authenticated, service_role;

-- Applies a Razorpay payment entity (from the payments API after Checkout, or a webhook) to the
-- payment of its order, forward only. A capture settles the payment (0034's trigger then moves a
-- held booking to requested); money the booking can no longer take is queued for a full refund:
-- an advance for a booking that is not held any more (or whose hold ran out), a remaining amount
-- for a booking that is over, a second capture of the same order. p_verified: Checkout's
-- signature was checked.
create or replace function public.razorpay_record_payment (
  p_entity   jsonb,
  p_verified boolean default false
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function public.razorpay_record_payment(jsonb, boolean) from public, anon, authenticated, service_role;
grant execute on function public.razorpay_record_payment(jsonb, boolean) to service_role;

-- Applies a Razorpay refund entity (the refund API's answer, or a refund.* webhook), forward only:
-- pending → processed | failed, never back. Found by Razorpay's id, else by our id in its notes
-- (the webhook may beat the API's answer), else it is a refund made elsewhere (the dashboard) and
-- is recorded against its payment.
create or replace function public.razorpay_record_refund (
  p_entity jsonb
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_id text := p_entity ->> 'id';
  v_status text := p_entity ->> 'status';
  v_ours text := p_entity -> 'notes' ->> 'refund_id';
  v_known boolean;
  r record;
  p record;
begin
  if v_id is null or v_status not in ('pending', 'processed', 'failed') or jsonb_typeof(p_entity -> 'amount') <> 'number' then
    raise exception 'a refund entity needs id, status and amount' using errcode = '22023', hint = 'invalid_parameter';
  end if;
  select * into r from public.refunds x where x.razorpay_refund_id = v_id for update;
  v_known := found;
  if not v_known and v_ours ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    -- Waits for a concurrent writer of the same refund (the API's answer racing its webhook).
    select * into r from public.refunds x where x.id = v_ours::uuid for update;
    v_known := found and (r.razorpay_refund_id is null or r.razorpay_refund_id = v_id);
    if v_known and r.razorpay_refund_id is null then
      update public.refunds x set razorpay_refund_id = v_id, sent_at = coalesce(x.sent_at, now()), claimed_until = null, last_error = null
       where x.id = r.id;
    end if;
  end if;
  if not v_known then
    select * into p from public.payments x where x.razorpay_payment_id = p_entity ->> 'payment_id';
    if not found then
      select x.* into p from public.payments x join public.refunds y on y.payment_id = x.id
       where y.razorpay_payment_id = p_entity ->> 'payment_id' limit 1;
    end if;
    if not found then
      return jsonb_build_object('applied', false, 'reason', 'unknown_payment');
    end if;
    insert into public.refunds (payment_id, booking_id, razorpay_payment_id, amount_paise, speed, status, razorpay_refund_id,
                                reason, initiated_by, sent_at)
    values (p.id, p.booking_id, p_entity ->> 'payment_id', (p_entity ->> 'amount')::bigint,
            case when p_entity ->> 'speed_requested' = 'normal' then 'normal' else 'optimum' end,
            'pending', v_id, 'gateway', 'system', now())
    returning * into r;
  end if;
  if r.status = 'pending' and v_status in ('processed', 'failed') then
    update public.refunds x
       set status = v_status,
           processed_at = case when v_status = 'processed' then now() end,
           failed_at = case when v_status = 'failed' then now() end
     where x.id = r.id;
  end if;
  perform private.refresh_refunded(r.payment_id);
  select * into r from public.refunds x where x.id = r.id;
  return jsonb_build_object('applied', true, 'refund_id', r.id, 'refund_status', r.status, 'payment_id', r.payment_id);
end
$$;
revoke all on function public.razorpay_record_refund(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.razorpay_record_refund(jsonb) to service_role;

-- razorpay-webhook: records the event once and applies it in the same transaction, so an event
-- is either stored and applied or neither (Razorpay sends it again). A known id is a duplicate.
create or replace function public.razorpay_apply_webhook (
  p_event_id text,
  p_event    jsonb
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_type text := p_event ->> 'event';
  v_outcome jsonb;
begin
  if p_event_id is null or v_type is null then
    raise exception 'a webhook event needs its id and type' using errcode = '22023', hint = 'invalid_parameter';
  end if;
  insert into public.razorpay_webhook_events (event_id, event_type, payload)
  values (p_event_id, v_type, p_event)
  on conflict (event_id) do nothing;
  if not found then
    return jsonb_build_object('duplicate', true);
  end if;
  v_outcome := case
    when v_type in ('payment.authorized', 'payment.captured', 'payment.failed', 'order.paid')
      then public.razorpay_record_payment(p_event -> 'payload' -> 'payment' -> 'entity', false)
    when v_type in ('refund.created', 'refund.processed', 'refund.failed')
      then public.razorpay_record_refund(p_event -> 'payload' -> 'refund' -> 'entity')
    else jsonb_build_object('applied', false, 'reason', 'event_not_used')
  end;
  update public.razorpay_webhook_events e set processed_at = clock_timestamp(), outcome = v_outcome
   where e.event_id = p_event_id;
  return jsonb_build_object('duplicate', false) || v_outcome;
end
$$;
revoke all on function public.razorpay_apply_webhook(text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.razorpay_apply_webhook(text, jsonb) to service_role;

-- The order Razorpay made for a payment. The first one recorded wins (two requests racing each made
-- one): the answer is the order to pay into.
create or replace function public.razorpay_attach_order (
  p_payment_id uuid,
  p_order_id   text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_order text;
begin
  update public.payments p set razorpay_order_id = p_order_id
   where p.id = p_payment_id and p.razorpay_order_id is null;
  select p.razorpay_order_id into v_order from public.payments p where p.id = p_payment_id;
  if v_order is null then
    raise exception 'payment % does not exist', p_payment_id using errcode = '23503', hint = 'not_found';
  end if;
  return v_order;
end
$$;
revoke all on function public.razorpay_attach_order(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.razorpay_attach_order(uuid, text) to service_role;

-- payments-order: the payment to take for this booking and kind, for this customer: the open one
-- with an order (a retry pays into the same order) or a new pending row the function then gives an
-- order. The booking row is locked so two tabs asking at once get the same payment.
create or replace function public.razorpay_begin_payment (
  p_booking_id  uuid,
  p_kind        text,
  p_customer_id uuid
)
  returns table (
    payment_id        uuid,
    amount_paise      bigint,
    currency          text,
    receipt           text,
    razorpay_order_id text,
    booking_code      text
  )
  language plpgsql
  security definer
  set search_path to ''
  as $$
#variable_conflict use_column
declare
  b record;
  v_due bigint;
  p record;
  v_attempt integer;
begin
  select bk.id, bk.customer_id, bk.tracking_code into b from public.bookings bk where bk.id = p_booking_id for update;
  if not found then
    raise exception 'booking % does not exist', p_booking_id using errcode = '23503', hint = 'not_found';
  end if;
  if b.customer_id is distinct from p_customer_id then
    raise exception 'you can only pay for your own bookings' using errcode = '42501', hint = 'forbidden';
  end if;
  if p_kind = 'remaining' and exists (select 1 from public.payments x where x.booking_id = p_booking_id and x.kind = 'remaining'
                                      and x.status in ('succeeded', 'refunded')) then
    raise exception 'this amount has been paid already' using errcode = '23514', hint = 'payment_already_made';
  end if;
  v_due := private.payment_due_paise(p_booking_id, p_kind);
  if v_due < 100 then
    raise exception 'nothing is due' using errcode = '23514', hint = 'payment_not_due';
  end if;
  select x.id, x.amount_paise, x.currency, x.receipt, x.razorpay_order_id into p
    from public.payments x
   where x.booking_id = p_booking_id and x.kind = p_kind and x.status in ('pending', 'failed')
     and x.amount_paise = v_due and x.receipt is not null
   order by x.razorpay_order_id is null, x.created_at desc
   limit 1;
  if not found then
    select count(*) + 1 into v_attempt from public.payments x where x.booking_id = p_booking_id and x.kind = p_kind;
    insert into public.payments (booking_id, kind, amount_paise, status, gateway, receipt)
    values (p_booking_id, p_kind, v_due, 'pending', 'razorpay',
            b.tracking_code || '-' || case p_kind when 'advance' then 'A' else 'R' end || v_attempt)
    returning id, payments.amount_paise, payments.currency, payments.receipt, payments.razorpay_order_id into p;
  end if;
  payment_id := p.id;
  amount_paise := p.amount_paise;
  currency := p.currency;
  receipt := p.receipt;
  razorpay_order_id := p.razorpay_order_id;
  booking_code := b.tracking_code;
  return next;
end
$$;
revoke all on function public.razorpay_begin_payment(uuid, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.razorpay_begin_payment(uuid, text, uuid) to service_role;

-- Claims up to p_limit open orders to ask about, and stamps them, so overlapping runs (a scheduled
-- tick, an admin) do not ask twice. An open order is one with no captured payment recorded
-- (pending, or failed after a declined try: a retry pays into the same order). The scheduled
-- path waits 2 minutes (Checkout's callback usually lands within seconds), asks about an order
-- at most every 10 minutes and for a day (Razorpay's own webhooks retry for 24 hours). With
-- p_order_id, that one order now, whatever its age: support checking a payment a customer reports.
create or replace function public.razorpay_claim_reconciliation (
  p_limit    integer default 20,
  p_order_id text    default null::text
)
  returns table (
    order_id text
  )
  language sql
  security definer
  set search_path to ''
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
comment on function public.razorpay_claim_reconciliation(integer, text) is 'Open Razorpay orders for payments-reconcile to ask about (service_role only).';
revoke all on function public.razorpay_claim_reconciliation(integer, text) from public, anon, authenticated, service_role;
grant execute on function public.razorpay_claim_reconciliation(integer, text) to service_role;

-- payments-refunds: refunds to send now, each leased for two minutes so a second sender (the
-- scheduler beside a cancellation's immediate call) skips it. p_refund_id: just that one.
create or replace function public.razorpay_claim_refunds (
  p_limit     integer default 20,
  p_refund_id uuid    default null::uuid
)
  returns table (
    refund_id           uuid,
    razorpay_payment_id text,
    amount_paise        bigint,
    speed               text,
    booking_id          uuid,
    booking_code        text,
    attempts            integer
  )
  language plpgsql
  security definer
  set search_path to ''
  as $$
#variable_conflict use_column
begin
  return query
  with picked as (
    select r.id from public.refunds r
     where r.status = 'pending' and r.razorpay_refund_id is null
       and (r.claimed_until is null or r.claimed_until < now())
       -- The scheduler backs off a refund Razorpay keeps refusing (2, 4 … 64 minutes); one asked
       -- for by id goes now.
       and (r.id = p_refund_id
            or (p_refund_id is null
                and (r.last_attempt_at is null
                     or r.last_attempt_at < now() - interval '1 minute' * power(2, least(r.attempts, 6)))))
     order by r.created_at
     limit greatest(least(coalesce(p_limit, 20), 100), 1)
     for update skip locked
  )
  update public.refunds r
     set claimed_until = now() + interval '2 minutes', attempts = r.attempts + 1, last_attempt_at = now()
    from picked, public.bookings b
   where r.id = picked.id and b.id = r.booking_id
  returning r.id, r.razorpay_payment_id, r.amount_paise, r.speed, r.booking_id, b.tracking_code, r.attempts;
end
$$;
revoke all on function public.razorpay_claim_refunds(integer, uuid) from public, anon, authenticated, service_role;
grant execute on function public.razorpay_claim_refunds(integer, uuid) to service_role;

-- The refund API refused or could not be reached: the refund stays pending, to be sent again.
create or replace function public.razorpay_refund_not_sent (
  p_refund_id uuid,
  p_error     text
)
  returns void
  language sql
  security definer
  set search_path to ''
  as $$
  update public.refunds r set claimed_until = null, last_error = left(coalesce(p_error, 'unknown error'), 1000)
   where r.id = p_refund_id and r.razorpay_refund_id is null
$$;
revoke all on function public.razorpay_refund_not_sent(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.razorpay_refund_not_sent(uuid, text) to service_role;

-- Triggers

create trigger bookings_queue_refunds
  after update of status on public.bookings
  for each row
  execute function private.queue_booking_refunds();

create trigger payments_gateway_fields
  before insert or update on public.payments
  for each row
  execute function private.guard_payment_gateway_fields();

create trigger payments_guard
  before insert or update on public.payments
  for each row
  execute function private.guard_payment();

create trigger payments_settled
  after insert or update of status on public.payments
  for each row
  execute function private.payment_settled();

create trigger payments_touch
  before update on public.payments
  for each row
  execute function private.touch_updated_at();

create trigger refunds_touch
  before update on public.refunds
  for each row
  execute function private.touch_updated_at();

-- Row level security policies

create policy cancellation_refund_tiers_readable on public.cancellation_refund_tiers
  for select
  to anon, authenticated
  using (true);

create policy "payments: read with the booking" on public.payments
  for select
  to authenticated
  using ((exists ( select 1
   from public.bookings b
  where (b.id = payments.booking_id))));

-- Clients open pending advance/remaining payments only; nobody but the system inserts a
-- succeeded payment or a refund, and there is no client update or delete policy.
create policy "payments: customers open pending payments" on public.payments
  for insert
  to authenticated
  with check (((status = 'pending'::text) and (kind = any (array['advance'::text, 'remaining'::text])) and (exists ( select 1
   from public.bookings b
  where ((b.id = payments.booking_id) and (b.customer_id = ( select auth.uid() as uid)))))));

create policy "razorpay_webhook_events: admins read" on public.razorpay_webhook_events
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "refunds: read with the booking" on public.refunds
  for select
  to authenticated
  using ((exists ( select 1
   from public.bookings b
  where (b.id = refunds.booking_id))));
