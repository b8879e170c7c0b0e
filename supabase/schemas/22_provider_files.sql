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

-- Storage (hosted's schema; local-supabase/sql/06-storage.sql locally). Each bucket's limits are
-- checked by the Storage server on upload; its policies on storage.objects decide who may do what,
-- as the caller. A provider's files live in a folder named after their profile id.
--   provider-documents: private identity documents (PDF or a photo of the card), 10 MB; the owner
--     and admins read them through short-lived signed URLs.
--   provider-photos: public portfolio photos (resized in the browser first), 5 MB; anyone reads
--     them by public URL, only the owner writes their folder.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('provider-documents', 'provider-documents', false, 10485760, '{application/pdf,image/jpeg,image/png,image/webp}'),
  ('provider-photos', 'provider-photos', true, 5242880, '{image/jpeg,image/png,image/webp}')
on conflict (id) do update set name = excluded.name, public = excluded.public,
  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "provider files: owners upload into their folder" on storage.objects
  for insert
  to authenticated
  with check (((bucket_id = any (array['provider-documents'::text, 'provider-photos'::text])) and ((storage.foldername(name))[1] = (( select auth.uid() as uid))::text)));

-- Listing, signed URLs and upserts read the row: the owner's own folder, and every document for admins.
create policy "provider files: owners and admins read" on storage.objects
  for select
  to authenticated
  using (((bucket_id = any (array['provider-documents'::text, 'provider-photos'::text])) and (((storage.foldername(name))[1] = (( select auth.uid() as uid))::text) or ( select private.is_admin() as is_admin))));

create policy "provider files: owners replace theirs" on storage.objects
  for update
  to authenticated
  using (((bucket_id = any (array['provider-documents'::text, 'provider-photos'::text])) and ((storage.foldername(name))[1] = (( select auth.uid() as uid))::text)))
  with check (((bucket_id = any (array['provider-documents'::text, 'provider-photos'::text])) and ((storage.foldername(name))[1] = (( select auth.uid() as uid))::text)));

create policy "provider files: owners remove theirs" on storage.objects
  for delete
  to authenticated
  using (((bucket_id = any (array['provider-documents'::text, 'provider-photos'::text])) and ((storage.foldername(name))[1] = (( select auth.uid() as uid))::text)));
