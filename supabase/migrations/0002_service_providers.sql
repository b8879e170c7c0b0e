-- 0002 service_providers: a provider application per profile. It starts pending;
-- only an admin moves it between pending, approved, rejected and suspended.
--
-- Decision (user_type): approval sets the profile's user_type to service_provider
-- (the apps read provider status only for that type); rejection, or deleting the
-- application, puts a service_provider back to guest; suspension keeps the type so
-- the provider still sees their (locked) provider profile. Admins stay admins.

create table public.service_providers (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null unique references public.profiles (id) on delete cascade,
  business_name text not null check (char_length(btrim(business_name)) between 2 and 120),
  description text check (description is null or char_length(description) <= 4000),
  city text not null check (char_length(btrim(city)) between 2 and 80),
  areas_served text[] not null default '{}' check (cardinality(areas_served) <= 50),
  languages text[] not null default '{}' check (cardinality(languages) <= 20),
  experience_years integer not null default 0 check (experience_years between 0 and 80),
  phone text check (phone is null or phone ~ '^\+?(91)?[6-9][0-9]{9}$'),
  avatar_url text check (avatar_url is null or char_length(avatar_url) <= 1000),
  status text not null default 'pending'
    check (status in ('pending', 'approved', 'rejected', 'suspended')),
  status_reason text check (status_reason is null or char_length(status_reason) <= 1000),
  submitted_at timestamptz not null default now(),
  approved_at timestamptz,
  -- Kept by a trigger on reviews (0007); clients cannot set them.
  rating_avg numeric(3, 2) not null default 0 check (rating_avg between 0 and 5),
  rating_count integer not null default 0 check (rating_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'approved' or approved_at is not null)
);

comment on table public.service_providers is
  'Provider applications. Public when approved. Status, reason, approval time and ratings are set only by admins or the system.';

create index service_providers_status_city_idx on public.service_providers (status, city);

-- The caller's provider id (a profile has at most one), for policies.
create or replace function private.my_provider_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select sp.id from public.service_providers sp where sp.profile_id = auth.uid()
$$;
revoke execute on function private.my_provider_id() from public, anon;
grant execute on function private.my_provider_id() to authenticated, service_role;

-- The caller's provider id if the application is approved.
create or replace function private.my_approved_provider_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select sp.id from public.service_providers sp
  where sp.profile_id = auth.uid() and sp.status = 'approved'
$$;
revoke execute on function private.my_approved_provider_id() from public, anon;
grant execute on function private.my_approved_provider_id() to authenticated, service_role;

create or replace function private.guard_service_provider()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_system boolean := private.is_system();
  v_admin boolean := not v_system and private.is_admin();
begin
  if tg_op = 'INSERT' then
    if not v_system then
      new.created_at := now();
      new.rating_avg := 0;
      new.rating_count := 0;
      if not v_admin then
        -- A provider's own application always starts pending.
        new.status := 'pending';
        new.status_reason := null;
        new.approved_at := null;
        new.submitted_at := now();
      end if;
    end if;
    if new.status = 'approved' then
      new.approved_at := coalesce(new.approved_at, now());
    end if;
    return new;
  end if;

  if new.profile_id <> old.profile_id or new.id <> old.id then
    raise exception 'a provider application cannot move to another profile' using errcode = '42501';
  end if;
  if not v_system then
    new.created_at := old.created_at;
    new.submitted_at := old.submitted_at;
    -- Ratings come from reviews only: silently keep the stored values.
    new.rating_avg := old.rating_avg;
    new.rating_count := old.rating_count;
    if not v_admin and (new.status is distinct from old.status
        or new.status_reason is distinct from old.status_reason
        or new.approved_at is distinct from old.approved_at) then
      raise exception 'only an admin can change a provider''s status' using errcode = '42501';
    end if;
  end if;
  if new.status is distinct from old.status then
    new.approved_at := case when new.status = 'approved' then now() else old.approved_at end;
  end if;
  return new;
end
$$;

create trigger service_providers_guard
  before insert or update on public.service_providers
  for each row execute function private.guard_service_provider();
create trigger service_providers_touch
  before update on public.service_providers
  for each row execute function private.touch_updated_at();

-- Keeps profiles.user_type in step with the application (see the decision above).
create or replace function private.sync_provider_user_type()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update public.profiles set user_type = 'guest'
    where id = old.profile_id and user_type = 'service_provider';
    return old;
  end if;
  if new.status = 'approved' then
    update public.profiles set user_type = 'service_provider'
    where id = new.profile_id and user_type = 'guest';
  elsif new.status = 'rejected' then
    update public.profiles set user_type = 'guest'
    where id = new.profile_id and user_type = 'service_provider';
  end if;
  return new;
end
$$;
revoke execute on function private.sync_provider_user_type() from public;

create trigger service_providers_sync_user_type
  after insert or delete or update of status on public.service_providers
  for each row execute function private.sync_provider_user_type();

alter table public.service_providers enable row level security;

create policy "service_providers: approved are public" on public.service_providers
  for select to anon, authenticated
  using (status = 'approved');
create policy "service_providers: read own" on public.service_providers
  for select to authenticated
  using (profile_id = (select auth.uid()));
create policy "service_providers: admins read all" on public.service_providers
  for select to authenticated
  using ((select private.is_admin()));
create policy "service_providers: apply for yourself" on public.service_providers
  for insert to authenticated
  with check (profile_id = (select auth.uid()) or (select private.is_admin()));
create policy "service_providers: update own details" on public.service_providers
  for update to authenticated
  using (profile_id = (select auth.uid()))
  with check (profile_id = (select auth.uid()));
create policy "service_providers: admins update" on public.service_providers
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
-- An applicant may withdraw an application that was never approved.
create policy "service_providers: withdraw own application" on public.service_providers
  for delete to authenticated
  using (profile_id = (select auth.uid()) and status in ('pending', 'rejected'));
create policy "service_providers: admins delete" on public.service_providers
  for delete to authenticated
  using ((select private.is_admin()));

grant select on public.service_providers to anon;
grant select, insert, update, delete on public.service_providers to authenticated, service_role;
