-- Profiles: one row per auth user (made by a trigger on auth.users), the admin check the apps
-- call as rpc('is_user_admin', { user_id }), and who may change which field of a profile.

create table public.profiles (
  id                 uuid                     not null,
  user_type          text                     not null default 'guest'::text,
  full_name          text,
  -- Stored one way only, +91 and the ten digits (profiles_phone_canonical); the validation
  -- trigger turns what people type (spaces, 0 or 91 in front) into that form first.
  phone              text,
  city               text,
  preferred_language text                     not null default 'en'::text,
  avatar_url         text,
  created_at         timestamp with time zone not null default now(),
  updated_at         timestamp with time zone not null default now(),
  -- Set and cleared only by admin_set_suspension (90_admin, issue 26): a suspended person cannot
  -- request bookings or send messages; the reason is what they are told.
  suspended_at       timestamp with time zone,
  suspension_reason  text,
  constraint profiles_suspension_reason_check check (((suspension_reason is null) or (char_length(suspension_reason) <= 1000))),
  constraint profiles_avatar_url_check check (((avatar_url is null) or (char_length(avatar_url) <= 1000))),
  constraint profiles_city_check check (((city is null) or ((char_length(btrim(city)) >= 2) and (char_length(btrim(city)) <= 80)))),
  constraint profiles_full_name_check check (((full_name is null) or ((char_length(btrim(full_name)) >= 1) and (char_length(btrim(full_name)) <= 120)))),
  constraint profiles_id_fkey foreign key (id) references auth.users(id) on delete cascade,
  constraint profiles_phone_canonical check (((phone is null) or (phone ~ '^\+91[6-9][0-9]{9}$'::text))),
  constraint profiles_pkey primary key (id),
  constraint profiles_preferred_language_check check ((preferred_language = any (array['en'::text, 'hi'::text, 'ta'::text, 'te'::text, 'kn'::text]))),
  constraint profiles_user_type_check check ((user_type = any (array['guest'::text, 'service_provider'::text, 'admin'::text])))
);

alter table public.profiles
  enable row level security;

-- Partial index: admin checks and admin listings only look at the few admins.
create index profiles_admins_idx on public.profiles using btree (id)
  where (user_type = 'admin'::text);

comment on table public.profiles is 'One row per auth user, created by a trigger on auth.users. user_type decides admin/provider UI; only admins (or the system) change it.';

-- No delete policy: a profile goes with its auth user (delete_my_account, 90_account_erasure).
-- Grants follow the policies: signed-in users only; no delete.
grant insert, select, update on table public.profiles to authenticated;

grant delete, insert, select, update on table public.profiles to service_role;

-- The admin check of the spec. SECURITY DEFINER so it works whatever the caller can see;
-- it reveals only a boolean. A null or unknown id is simply not an admin.
create or replace function public.is_user_admin (
  user_id uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select exists (
    select 1 from public.profiles p
    where p.id = is_user_admin.user_id and p.user_type = 'admin'
  )
$$;
revoke all on function public.is_user_admin(uuid) from public, anon, authenticated, service_role;
grant execute on function public.is_user_admin(uuid) to anon, authenticated, service_role;

-- Shorthand for policies: is the current caller an admin?
create or replace function private.is_admin()
  returns boolean
  language sql
  stable
  set search_path to ''
  as $$
  select public.is_user_admin(auth.uid())
$$;
-- Policies and guards of signed-in users call it.
revoke all on function private.is_admin() from public, anon, authenticated, service_role;
grant execute on function private.is_admin() to authenticated, service_role;

-- Refuses a suspended caller (issue 26): requests and messages check it. The reason set by the
-- admin is in the detail, for the app to show.
create or replace function private.require_not_suspended()
  returns void
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
declare
  v_reason text;
  v_at timestamptz;
begin
  select p.suspended_at, p.suspension_reason into v_at, v_reason from public.profiles p where p.id = auth.uid();
  if v_at is not null then
    raise exception 'this account is suspended' using errcode = '42501', hint = 'account_suspended',
      detail = json_build_object('reason', v_reason)::text;
  end if;
end
$$;
-- The guards of bookings and messages call it as the writing role.
revoke all on function private.require_not_suspended() from public, anon, authenticated, service_role;
grant execute on function private.require_not_suspended() to authenticated;

-- Nobody raises their own user_type: clients always insert as guest, and only an
-- admin (or the system, e.g. provider approval) changes user_type afterwards.
create or replace function private.guard_profile()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.user_type := 'guest';
    new.created_at := now();
    new.suspended_at := null;
    new.suspension_reason := null;
    return new;
  end if;
  -- Suspension goes through admin_set_suspension only (audited), the admins' direct update too.
  if (new.suspended_at, new.suspension_reason) is distinct from (old.suspended_at, old.suspension_reason) then
    raise exception 'a suspension changes only through admin_set_suspension' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.id <> old.id then
    raise exception 'a profile id cannot change' using errcode = '42501', hint = 'forbidden';
  end if;
  -- Admin rights change through admin_set_admin only (90_admin: audited, never the last admin).
  if new.user_type is distinct from old.user_type then
    raise exception 'user_type changes only through admin_set_admin' using errcode = '42501', hint = 'forbidden';
  end if;
  new.created_at := old.created_at;
  return new;
end
$$;

-- Sign-up: as 0020, plus the consent.
create or replace function private.handle_new_user()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_name text := coalesce(nullif(private.trim_text(new.raw_user_meta_data ->> 'full_name'), ''),
                          private.trim_text(new.raw_user_meta_data ->> 'name'));
  v_lang text := new.raw_user_meta_data ->> 'preferred_language';
  v_consent jsonb := new.raw_user_meta_data -> 'consent';
begin
  if v_consent is not null and not private.consent_is_current(v_consent) then
    raise exception 'accepting the Terms and the Privacy Policy is required to create an account'
      using errcode = '23514', hint = 'consent_required',
            detail = json_build_object('field', 'consent')::text;
  end if;

  insert into public.profiles (id, full_name, phone, preferred_language)
  values (
    new.id,
    case when private.is_person_name(v_name) then v_name end,
    private.normalise_indian_mobile(new.raw_user_meta_data ->> 'phone'),
    case when v_lang in ('en', 'hi', 'ta', 'te', 'kn') then v_lang else 'en' end
  )
  on conflict (id) do nothing;

  if v_consent is not null then
    insert into public.user_consents (user_id, terms_version, privacy_version, method, accepted_at)
    values (new.id, v_consent ->> 'terms', v_consent ->> 'privacy', 'sign_up_form', now());
  end if;
  return new;
end
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated, service_role;

-- profiles: full name, phone and city, when new or changed.
create or replace function private.validate_profile()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if tg_op = 'INSERT' or new.full_name is distinct from old.full_name then
    new.full_name := private.require_text('full_name', new.full_name, 2, 120);
  end if;
  if tg_op = 'INSERT' or new.phone is distinct from old.phone then
    new.phone := private.require_phone('phone', new.phone);
  end if;
  if tg_op = 'INSERT' or new.city is distinct from old.city then
    new.city := nullif(private.trim_text(new.city), '');
    new.city := private.require_text('city', new.city, 2, 80);
  end if;
  return new;
end
$$;
revoke all on function private.validate_profile() from public, anon, authenticated, service_role;

-- Triggers

create trigger on_auth_user_created
  after insert on auth.users
  for each row
  execute function private.handle_new_user();

create trigger profiles_guard
  before insert or update on public.profiles
  for each row
  execute function private.guard_profile();

create trigger profiles_touch
  before update on public.profiles
  for each row
  execute function private.touch_updated_at();

create trigger profiles_validate
  before insert or update on public.profiles
  for each row
  execute function private.validate_profile();

-- Row level security policies

create policy "profiles: admins read all" on public.profiles
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

-- No admins' update policy (issue 26): admin rights and suspensions change through the audited
-- functions of 90_admin; nobody edits another person's profile silently.

-- Only needed if a user predates the sign-up trigger; the guard forces guest.
create policy "profiles: insert own" on public.profiles
  for insert
  to authenticated
  with check ((id = ( select auth.uid() as uid)));

create policy "profiles: read own" on public.profiles
  for select
  to authenticated
  using ((id = ( select auth.uid() as uid)));

create policy "profiles: update own" on public.profiles
  for update
  to authenticated
  using ((id = ( select auth.uid() as uid)))
  with check ((id = ( select auth.uid() as uid)));
