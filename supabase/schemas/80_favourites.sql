-- A user's saved services and bundles.

create table public.favourites (
  id          uuid                     not null default gen_random_uuid(),
  user_id     uuid                     not null default auth.uid(),
  service_id  uuid,
  provider_id uuid,
  bundle_id   uuid,
  created_at  timestamp with time zone not null default now(),
  constraint favourites_bundle_id_fkey foreign key (bundle_id) references public.bundles(id) on delete cascade,
  constraint favourites_check check ((num_nonnulls(service_id, provider_id, bundle_id) = 1)),
  constraint favourites_pkey primary key (id),
  constraint favourites_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade,
  constraint favourites_service_id_fkey foreign key (service_id) references public.services(id) on delete cascade,
  constraint favourites_user_id_bundle_id_key unique (user_id, bundle_id),
  constraint favourites_user_id_fkey foreign key (user_id) references public.profiles(id) on delete cascade,
  constraint favourites_user_id_provider_id_key unique (user_id, provider_id),
  constraint favourites_user_id_service_id_key unique (user_id, service_id)
);

alter table public.favourites
  enable row level security;

create index favourites_bundle_idx on public.favourites using btree (bundle_id)
  where (bundle_id is not null);

create index favourites_provider_idx on public.favourites using btree (provider_id)
  where (provider_id is not null);

-- The unique constraints above index (user_id, ...); these serve the foreign keys.
create index favourites_service_idx on public.favourites using btree (service_id)
  where (service_id is not null);

-- No update policy: a favourite is added or removed, never edited.
grant delete, insert, select on table public.favourites to authenticated;

grant delete, insert, select on table public.favourites to service_role;

-- Row level security policies

create policy "favourites: add own" on public.favourites
  for insert
  to authenticated
  with check ((user_id = ( select auth.uid() as uid)));

create policy "favourites: read own" on public.favourites
  for select
  to authenticated
  using ((user_id = ( select auth.uid() as uid)));

create policy "favourites: remove own" on public.favourites
  for delete
  to authenticated
  using ((user_id = ( select auth.uid() as uid)));
