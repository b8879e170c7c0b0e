-- What a hosted Supabase project already has before any migration runs:
-- the API roles, the `auth` schema with its helper functions, the `extensions`
-- schema and the `supabase_realtime` publication. Applied only by the local stack,
-- as the cluster's superuser (supabase_admin, as on hosted), so `supabase/migrations/`
-- is written exactly as for a hosted project and applied as hosted applies it: by
-- `postgres`, a non-superuser owner role. Idempotent: it runs on every start.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login;
  end if;
  -- Hosted demotes `postgres` (supabase/postgres "demote-postgres"). When a DATABASE_URL
  -- server's own superuser is `postgres`, it stays one (a bootstrap superuser cannot be demoted).
  if current_user <> 'postgres' then
    alter role postgres with nosuperuser createdb createrole login replication bypassrls;
  end if;
end $$;

-- As on hosted since 2023: the API roles inherit.
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
grant anon, authenticated, service_role to authenticator;
-- As hosted (Postgres 16+): the owner may act as the API roles (RLS checks, `set role` in tests).
grant anon, authenticated, service_role to postgres with admin option;

-- Per-role limits as hosted sets them. PostgREST applies the impersonated role's settings
-- in each request's transaction; service_role has none of its own, so the authenticator's
-- 8 s applies to it. Without these one slow anonymous query (a catastrophic regex filter)
-- holds a pooled connection for ever.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role postgres set search_path to "$user", public, extensions;

-- What migrations need, as hosted grants it to `postgres`: create schemas and (trusted)
-- extensions, objects in public and extensions.
do $$
begin
  execute format('grant all on database %I to postgres', current_database());
end $$;
grant all on schema public to postgres;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on schema extensions to postgres;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- The API roles may use public, but get nothing in it by default: since 30 Oct 2026 hosted
-- Supabase no longer grants new tables to anon, authenticated and service_role, so every
-- migration grants what its policies and functions need. Functions keep Postgres's own
-- default (EXECUTE for PUBLIC) unless a migration revokes it.
grant usage on schema public to anon, authenticated, service_role;
-- But hosted's default ACL for what `postgres` creates in public still gives anon and
-- authenticated TRUNCATE, REFERENCES and TRIGGER (the Data API change revoked only SELECT,
-- INSERT, UPDATE and DELETE), so a migration that does not revoke them leaves them on hosted.
-- Set once, as hosted does when it makes the project: this file runs at every start, and must not
-- undo what a migration has revoked since.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges for role postgres in schema public grant truncate, references, trigger on tables to anon, authenticated;
  end if;
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_key on auth.users (lower(email)) where email is not null;
create unique index if not exists users_phone_key on auth.users (phone) where phone is not null;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  not_after timestamptz
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- As on Supabase: PostgREST puts the verified JWT claims in request.jwt.claims.
create or replace function auth.uid() returns uuid
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
-- Supabase lets migrations reference auth.users (foreign keys, triggers) but not read it over the API.
grant references on auth.users to authenticated, service_role;
-- As hosted: `postgres` may use everything in auth (foreign keys, the sign-up trigger, the seed's
-- users) but not create objects there.
grant usage on schema auth to postgres;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
-- Migrations add their tables to it, as on hosted.
alter publication supabase_realtime owner to postgres;
