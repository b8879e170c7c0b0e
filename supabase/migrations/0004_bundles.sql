-- 0004 bundles: discounted sets of services, each offered (and fulfilled) by one provider
-- (an event planner, a hall with in-house catering...). Bookings of a bundle go to it.
--
-- Decisions:
-- * Who creates bundles: approved providers for themselves, admins for any provider.
--   Only admins choose which bundles are featured on /bundles.
-- * individual_total_paise is the sum of quantity x unit price over the items, and
--   discount_paise / discount_percent follow from it and bundle_price_paise. All three
--   are recomputed by a trigger on every write, so values sent by a client are ignored.
-- * An item linked to a service (service_id) takes that service's price and category
--   at the time it is saved; an unlinked item states its own unit price. Only the
--   bundle's provider's own services can be linked, and only active ones (a paused
--   service already in a bundle keeps its place when the item is edited).

create table public.bundles (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.service_providers (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 3 and 150),
  description text check (description is null or char_length(description) <= 5000),
  individual_total_paise bigint not null default 0 check (individual_total_paise >= 0),
  bundle_price_paise bigint not null check (bundle_price_paise > 0 and bundle_price_paise <= 10000000000),
  discount_paise bigint not null default 0 check (discount_paise >= 0),
  discount_percent numeric(5, 2) not null default 0 check (discount_percent between 0 and 100),
  max_guests integer check (max_guests is null or max_guests between 1 and 100000),
  duration_days integer not null default 1 check (duration_days between 1 and 30),
  terms text check (terms is null or char_length(terms) <= 5000),
  -- The advance a customer pays to confirm a booking of this bundle.
  min_advance_paise bigint not null default 0 check (min_advance_paise >= 0),
  city text not null check (char_length(btrim(city)) between 2 and 80),
  image_path text check (image_path is null or char_length(image_path) <= 500),
  featured boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_advance_paise <= bundle_price_paise)
);

create index bundles_provider_idx on public.bundles (provider_id);
create index bundles_city_price_idx on public.bundles (city, bundle_price_paise) where active;
create index bundles_featured_idx on public.bundles (featured) where active and featured;
create index bundles_name_trgm_idx on public.bundles using gin (name extensions.gin_trgm_ops);

create table public.bundle_items (
  id uuid primary key default gen_random_uuid(),
  bundle_id uuid not null references public.bundles (id) on delete cascade,
  -- The spec's "service type": one of the categories.
  service_type text not null references public.service_categories (slug) on update cascade,
  service_name text not null check (char_length(btrim(service_name)) between 2 and 150),
  quantity integer not null default 1 check (quantity between 1 and 100000),
  unit_price_paise bigint not null default 0 check (unit_price_paise >= 0 and unit_price_paise <= 1000000000),
  service_id uuid references public.services (id) on delete set null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create index bundle_items_bundle_idx on public.bundle_items (bundle_id, sort_order);
create index bundle_items_service_idx on public.bundle_items (service_id);
create index bundle_items_service_type_idx on public.bundle_items (service_type);

-- API rights, explicit as on hosted (new tables get none); row-level security decides the rows.
grant select on public.bundle_items to anon;
grant select, insert, update, delete on public.bundle_items to authenticated, service_role;

-- Recomputes the derived money columns and guards the admin-only/immutable columns.
create or replace function private.guard_bundle()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
begin
  if tg_op = 'UPDATE' then
    if new.provider_id <> old.provider_id and not v_system then
      raise exception 'a bundle cannot move to another provider' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  end if;
  if not v_system and not private.is_admin() then
    new.featured := case when tg_op = 'UPDATE' then old.featured else false end;
  end if;
  select coalesce(sum(bi.quantity::bigint * bi.unit_price_paise), 0)
    into new.individual_total_paise
    from public.bundle_items bi where bi.bundle_id = new.id;
  new.discount_paise := greatest(new.individual_total_paise - new.bundle_price_paise, 0);
  new.discount_percent := case when new.individual_total_paise > 0
    then round(100.0 * new.discount_paise / new.individual_total_paise, 2) else 0 end;
  return new;
end
$$;

create trigger bundles_guard
  before insert or update on public.bundles
  for each row execute function private.guard_bundle();
create trigger bundles_touch
  before update on public.bundles
  for each row execute function private.touch_updated_at();

-- Linked items take their price and category from the service.
create or replace function private.prepare_bundle_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_linking boolean;
  s record;
begin
  if new.service_id is not null then
    v_linking := tg_op = 'INSERT' or new.service_id is distinct from old.service_id;
    select sv.price_paise, sv.category_slug, sv.active, sv.provider_id = b.provider_id as same_provider
      into s
      from public.services sv, public.bundles b
     where sv.id = new.service_id and b.id = new.bundle_id;
    if not found or not s.same_provider or (v_linking and not s.active) then
      raise exception 'a bundle item can only link an active service of the bundle''s own provider'
        using errcode = '23514';
    end if;
    new.unit_price_paise := s.price_paise;
    new.service_type := s.category_slug;
  end if;
  return new;
end
$$;
revoke execute on function private.prepare_bundle_item() from public;

create trigger bundle_items_prepare
  before insert or update on public.bundle_items
  for each row execute function private.prepare_bundle_item();

-- Any change to the items re-runs the bundle's guard, which recomputes the totals.
create or replace function private.bundle_items_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.bundles set updated_at = now() where id = old.bundle_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.bundle_id <> old.bundle_id) then
    update public.bundles set updated_at = now() where id = new.bundle_id;
  end if;
  return null;
end
$$;
revoke execute on function private.bundle_items_changed() from public;

create trigger bundle_items_changed
  after insert or update or delete on public.bundle_items
  for each row execute function private.bundle_items_changed();

-- Bundles whose provider is the caller (for item policies).
create or replace function private.owns_bundle(p_bundle_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bundles b
    join public.service_providers sp on sp.id = b.provider_id
    where b.id = p_bundle_id and sp.profile_id = auth.uid())
$$;
revoke execute on function private.owns_bundle(uuid) from public, anon;
grant execute on function private.owns_bundle(uuid) to authenticated, service_role;

alter table public.bundles enable row level security;
alter table public.bundle_items enable row level security;

create policy "bundles: active bundles of approved providers are public" on public.bundles
  for select to anon, authenticated
  using (active and exists (
    select 1 from public.service_providers sp
    where sp.id = bundles.provider_id and sp.status = 'approved'));
create policy "bundles: providers read own" on public.bundles
  for select to authenticated
  using (provider_id = (select private.my_provider_id()));
create policy "bundles: admins read all" on public.bundles
  for select to authenticated
  using ((select private.is_admin()));
create policy "bundles: approved providers create" on public.bundles
  for insert to authenticated
  with check (provider_id = (select private.my_approved_provider_id()));
create policy "bundles: admins create" on public.bundles
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "bundles: providers update own" on public.bundles
  for update to authenticated
  using (provider_id = (select private.my_provider_id()))
  with check (provider_id = (select private.my_provider_id()));
create policy "bundles: admins update" on public.bundles
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "bundles: providers delete own" on public.bundles
  for delete to authenticated
  using (provider_id = (select private.my_provider_id()));
create policy "bundles: admins delete" on public.bundles
  for delete to authenticated
  using ((select private.is_admin()));

grant select on public.bundles to anon;
grant select, insert, update, delete on public.bundles to authenticated, service_role;

-- Items are as visible as their bundle (the subquery runs under the bundles policies).
create policy "bundle_items: visible with their bundle" on public.bundle_items
  for select to anon, authenticated
  using (exists (select 1 from public.bundles b where b.id = bundle_items.bundle_id));
create policy "bundle_items: owners and admins insert" on public.bundle_items
  for insert to authenticated
  with check (private.owns_bundle(bundle_id) or (select private.is_admin()));
create policy "bundle_items: owners and admins update" on public.bundle_items
  for update to authenticated
  using (private.owns_bundle(bundle_id) or (select private.is_admin()))
  with check (private.owns_bundle(bundle_id) or (select private.is_admin()));
create policy "bundle_items: owners and admins delete" on public.bundle_items
  for delete to authenticated
  using (private.owns_bundle(bundle_id) or (select private.is_admin()));
