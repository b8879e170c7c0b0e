-- A provider's files (issue 24): the portfolio photos /provider/{id} shows, each an object of the
-- public provider-photos bucket with its pixel size (so pages reserve the space before it loads).
-- The identity document is one private object named in service_providers.identity_document_path.

create table public.provider_photos (
  id          uuid                     not null default gen_random_uuid(),
  provider_id uuid                     not null,
  -- The object's name in provider-photos: '<owner's profile id>/<file>'.
  path        text                     not null,
  width       integer                  not null,
  height      integer                  not null,
  position    integer                  not null default 0,
  created_at  timestamp with time zone not null default now(),
  constraint provider_photos_pkey primary key (id),
  constraint provider_photos_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade,
  constraint provider_photos_provider_id_path_key unique (provider_id, path),
  constraint provider_photos_path_check check (((char_length(path) >= 3) and (char_length(path) <= 500))),
  constraint provider_photos_width_check check (((width >= 1) and (width <= 20000))),
  constraint provider_photos_height_check check (((height >= 1) and (height <= 20000))),
  constraint provider_photos_position_check check (((position >= 0) and (position < 20)))
);

alter table public.provider_photos
  enable row level security;

comment on table public.provider_photos is 'Portfolio photos of a provider, in order; written only by submit_provider_application and update_my_provider_profile.';

grant select on table public.provider_photos to anon, authenticated;

grant delete, insert, select, update on table public.provider_photos to service_role;

create policy "provider_photos: approved providers' are public" on public.provider_photos
  for select
  to anon, authenticated
  using ((provider_id in ( select sp.id from public.service_providers sp where (sp.status = 'approved'::text))));

create policy "provider_photos: read own" on public.provider_photos
  for select
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "provider_photos: admins read all" on public.provider_photos
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));
