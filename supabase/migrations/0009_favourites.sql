-- 0009 favourites: a user's saved services, providers or bundles (exactly one per row,
-- each at most once). Private to the user; nobody else, admins included, reads them.

create table public.favourites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  service_id uuid references public.services (id) on delete cascade,
  provider_id uuid references public.service_providers (id) on delete cascade,
  bundle_id uuid references public.bundles (id) on delete cascade,
  created_at timestamptz not null default now(),
  check (num_nonnulls(service_id, provider_id, bundle_id) = 1),
  -- NULLs are distinct, so each of these only bites for its own kind of favourite.
  unique (user_id, service_id),
  unique (user_id, provider_id),
  unique (user_id, bundle_id)
);

-- The unique constraints above index (user_id, ...); these serve the foreign keys.
create index favourites_service_idx on public.favourites (service_id) where service_id is not null;
create index favourites_provider_idx on public.favourites (provider_id) where provider_id is not null;
create index favourites_bundle_idx on public.favourites (bundle_id) where bundle_id is not null;

alter table public.favourites enable row level security;

create policy "favourites: read own" on public.favourites
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "favourites: add own" on public.favourites
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "favourites: remove own" on public.favourites
  for delete to authenticated
  using (user_id = (select auth.uid()));
-- No update policy: a favourite is added or removed, never edited.
grant select, insert, delete on public.favourites to authenticated, service_role;
