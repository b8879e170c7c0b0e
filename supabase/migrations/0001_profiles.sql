-- 0001 profiles: one row per auth user, the shared helpers every later migration uses,
-- and the admin check the apps call as rpc('is_user_admin', { user_id }).
--
-- Conventions used by every migration in this folder:
-- * Row-level security is enabled on every table; policies call auth.uid() as
--   `(select auth.uid())` so Postgres evaluates it once per statement, not per row.
-- * Helpers that must read past row-level security are SECURITY DEFINER with
--   `set search_path = ''` and fully qualified names; they live in the `private`
--   schema, which PostgREST does not expose, unless the apps call them as RPCs.
-- * "System" means any database role other than anon/authenticated: service_role
--   (edge functions, cron), the migration owner (seed) and SECURITY DEFINER
--   functions acting on the database's behalf. Guard triggers are SECURITY INVOKER,
--   so `current_user` tells them who is really acting.
-- * Bad input is refused with SQLSTATE 23514 (check_violation, PostgREST answers 400);
--   missing rights with 42501 (insufficient_privilege, PostgREST answers 401/403).

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- True when the statement is not running as an API client role (see above).
create or replace function private.is_system()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated')
$$;
-- Guard triggers call it as the acting API role.
revoke execute on function private.is_system() from public;
grant execute on function private.is_system() to anon, authenticated, service_role;

-- Generic updated_at maintenance for every table that has the column.
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  user_type text not null default 'guest'
    check (user_type in ('guest', 'service_provider', 'admin')),
  full_name text check (full_name is null or char_length(btrim(full_name)) between 1 and 120),
  -- Indian mobile numbers: optional +91/91 prefix, then 10 digits starting 6-9.
  phone text check (phone is null or phone ~ '^\+?(91)?[6-9][0-9]{9}$'),
  city text check (city is null or char_length(btrim(city)) between 2 and 80),
  preferred_language text not null default 'en'
    check (preferred_language in ('en', 'hi', 'ta', 'te', 'kn')),
  avatar_url text check (avatar_url is null or char_length(avatar_url) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is
  'One row per auth user, created by a trigger on auth.users. user_type decides admin/provider UI; only admins (or the system) change it.';

-- Partial index: admin checks and admin listings only look at the few admins.
create index profiles_admins_idx on public.profiles (id) where user_type = 'admin';

-- The admin check of the spec. SECURITY DEFINER so it works whatever the caller can see;
-- it reveals only a boolean. A null or unknown id is simply not an admin.
create or replace function public.is_user_admin(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = is_user_admin.user_id and p.user_type = 'admin'
  )
$$;
revoke execute on function public.is_user_admin(uuid) from public;
grant execute on function public.is_user_admin(uuid) to anon, authenticated, service_role;

-- Shorthand for policies: is the current caller an admin?
create or replace function private.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.is_user_admin(auth.uid())
$$;
-- Policies and guards of signed-in users call it.
revoke execute on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated, service_role;

-- Sign-up creates the profile from the sign-up metadata (full_name, phone).
-- user_type is never taken from metadata: anyone can put anything there.
-- A phone that does not fit the format after removing spaces/dashes is dropped
-- rather than failing the whole sign-up.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := nullif(btrim(new.raw_user_meta_data ->> 'full_name'), '');
  v_phone text := regexp_replace(coalesce(new.raw_user_meta_data ->> 'phone', ''), '[\s().-]', '', 'g');
  v_lang text := new.raw_user_meta_data ->> 'preferred_language';
begin
  insert into public.profiles (id, full_name, phone, preferred_language)
  values (
    new.id,
    left(coalesce(v_name, nullif(btrim(new.raw_user_meta_data ->> 'name'), '')), 120),
    case when v_phone ~ '^\+?(91)?[6-9][0-9]{9}$' then v_phone end,
    case when v_lang in ('en', 'hi', 'ta', 'te', 'kn') then v_lang else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end
$$;
revoke execute on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Nobody raises their own user_type: clients always insert as guest, and only an
-- admin (or the system, e.g. provider approval) changes user_type afterwards.
create or replace function private.guard_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.user_type := 'guest';
    new.created_at := now();
    return new;
  end if;
  if new.id <> old.id then
    raise exception 'a profile id cannot change' using errcode = '42501';
  end if;
  if new.user_type is distinct from old.user_type and not private.is_admin() then
    raise exception 'only an admin can change user_type' using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  return new;
end
$$;

create trigger profiles_guard
  before insert or update on public.profiles
  for each row execute function private.guard_profile();
create trigger profiles_touch
  before update on public.profiles
  for each row execute function private.touch_updated_at();

alter table public.profiles enable row level security;

create policy "profiles: read own" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));
create policy "profiles: admins read all" on public.profiles
  for select to authenticated
  using ((select private.is_admin()));
-- Only needed if a user predates the sign-up trigger; the guard forces guest.
create policy "profiles: insert own" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()));
create policy "profiles: update own" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
create policy "profiles: admins update" on public.profiles
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
-- No delete policy: a profile goes with its auth user (delete_my_account, defined in
-- 0019 once the bookings and payments it must keep exist).
-- Grants follow the policies: signed-in users only; no delete.
grant select, insert, update on public.profiles to authenticated;
grant select, insert, update, delete on public.profiles to service_role;
