-- 0007 reviews: only the customer of a completed booking, once per booking.
-- The provider of that booking may reply (and edit the reply); the customer may edit
-- rating and text. Provider ratings (service_providers.rating_avg/count) follow by trigger.
-- reviewer_name is a short public display name ("Priya S."), copied at insert, so the
-- public reviews list never needs to read profiles. Who wrote a review (customer_id) is
-- not public: the API roles may select every column but that one (column grants below),
-- so nobody can collect one customer's reviews across providers.

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  customer_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- Derived from the booking; client values are ignored.
  provider_id uuid not null references public.service_providers (id) on delete cascade,
  service_id uuid references public.services (id) on delete set null,
  bundle_id uuid references public.bundles (id) on delete set null,
  reviewer_name text check (reviewer_name is null or char_length(reviewer_name) <= 80),
  rating smallint not null check (rating between 1 and 5),
  comment text check (comment is null or char_length(comment) <= 2000),
  provider_reply text check (provider_reply is null or char_length(btrim(provider_reply)) between 1 and 2000),
  replied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index reviews_provider_idx on public.reviews (provider_id, created_at desc);
create index reviews_customer_idx on public.reviews (customer_id);
create index reviews_service_idx on public.reviews (service_id);
create index reviews_bundle_idx on public.reviews (bundle_id);

-- API rights, explicit as on hosted (new tables get none); row-level security decides the rows.
-- Every column but customer_id is readable: reviews show a display name, not who wrote them.
-- (Revoked first: a table-wide grant, e.g. from default privileges, would let it through.)
revoke all on public.reviews from anon, authenticated;
grant select (id, booking_id, provider_id, service_id, bundle_id, reviewer_name, rating, comment,
              provider_reply, replied_at, created_at, updated_at)
  on public.reviews to anon, authenticated;
grant insert, update, delete on public.reviews to authenticated;
grant select, insert, update, delete on public.reviews to service_role;

-- The booking facts a review needs, read past row-level security.
create or replace function private.review_context(p_booking_id uuid,
  out customer_id uuid, out provider_id uuid, out provider_profile_id uuid,
  out service_id uuid, out bundle_id uuid, out status text, out reviewer_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select b.customer_id, b.provider_id, sp.profile_id, b.service_id, b.bundle_id, b.status,
         nullif(btrim(split_part(btrim(p.full_name), ' ', 1) || ' ' ||
                coalesce(left(nullif(split_part(btrim(p.full_name), ' ', 2), ''), 1) || '.', '')), '')
  from public.bookings b
  join public.service_providers sp on sp.id = b.provider_id
  left join public.profiles p on p.id = b.customer_id
  where b.id = p_booking_id
$$;
revoke execute on function private.review_context(uuid) from public, anon;
grant execute on function private.review_context(uuid) to authenticated, service_role;

create or replace function private.guard_review()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_uid uuid := auth.uid();
  c record;
begin
  if tg_op = 'INSERT' then
    select * into c from private.review_context(new.booking_id);
    if c.customer_id is null then
      raise exception 'booking % does not exist', new.booking_id using errcode = '23503';
    end if;
    if not v_system and c.customer_id is distinct from v_uid then
      raise exception 'only the customer of a booking can review it' using errcode = '42501';
    end if;
    if c.status <> 'completed' then
      raise exception 'a booking can be reviewed only after it is completed' using errcode = '23514';
    end if;
    new.customer_id := c.customer_id;
    new.provider_id := c.provider_id;
    new.service_id := c.service_id;
    new.bundle_id := c.bundle_id;
    new.reviewer_name := coalesce(c.reviewer_name, 'Utsav customer');
    if not v_system then
      new.provider_reply := null;
      new.replied_at := null;
      new.created_at := now();
    elsif new.provider_reply is not null then
      new.replied_at := coalesce(new.replied_at, now());
    end if;
    return new;
  end if;

  if new.booking_id <> old.booking_id or new.customer_id <> old.customer_id
     or new.provider_id <> old.provider_id or new.service_id is distinct from old.service_id
     or new.bundle_id is distinct from old.bundle_id or new.id <> old.id then
    raise exception 'a review cannot move to another booking' using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  if new.provider_reply is distinct from old.provider_reply then
    new.replied_at := case when new.provider_reply is null then null else now() end;
  end if;
  if v_system then
    return new;
  end if;
  new.reviewer_name := old.reviewer_name;
  if v_uid = old.customer_id then
    if new.provider_reply is distinct from old.provider_reply then
      raise exception 'only the provider can reply to a review' using errcode = '42501';
    end if;
  elsif v_uid = private.provider_profile_id(old.provider_id) then
    if new.rating <> old.rating or new.comment is distinct from old.comment then
      raise exception 'only the customer can change a review' using errcode = '42501';
    end if;
  else
    raise exception 'you may not change this review' using errcode = '42501';
  end if;
  new.replied_at := case when new.provider_reply is distinct from old.provider_reply
    then new.replied_at else old.replied_at end;
  return new;
end
$$;

create trigger reviews_guard
  before insert or update on public.reviews
  for each row execute function private.guard_review();
create trigger reviews_touch
  before update on public.reviews
  for each row execute function private.touch_updated_at();

-- Keeps the provider's rating average and count.
create or replace function private.refresh_provider_rating()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_providers uuid[] := '{}';
  v_provider uuid;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    v_providers := v_providers || old.provider_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    v_providers := v_providers || new.provider_id;
  end if;
  foreach v_provider in array v_providers loop
    update public.service_providers sp
       set rating_avg = coalesce(r.avg, 0), rating_count = r.cnt
      from (select round(avg(rating), 2) as avg, count(*)::integer as cnt
              from public.reviews where provider_id = v_provider) r
     where sp.id = v_provider;
  end loop;
  return null;
end
$$;
revoke execute on function private.refresh_provider_rating() from public;

create trigger reviews_refresh_rating
  after insert or delete or update of rating on public.reviews
  for each row execute function private.refresh_provider_rating();

alter table public.reviews enable row level security;

create policy "reviews: public" on public.reviews
  for select to anon, authenticated
  using (true);
create policy "reviews: customers review their bookings" on public.reviews
  for insert to authenticated
  with check (customer_id = (select auth.uid()));
create policy "reviews: customers edit own" on public.reviews
  for update to authenticated
  using (customer_id = (select auth.uid()))
  with check (customer_id = (select auth.uid()));
create policy "reviews: providers reply" on public.reviews
  for update to authenticated
  using (provider_id = (select private.my_provider_id()))
  with check (provider_id = (select private.my_provider_id()));
create policy "reviews: customers delete own" on public.reviews
  for delete to authenticated
  using (customer_id = (select auth.uid()));
-- Moderation.
create policy "reviews: admins delete" on public.reviews
  for delete to authenticated
  using ((select private.is_admin()));
