-- Extensions, the private schema and the helpers every later file uses.
--
-- supabase/schemas/ holds one current definition of every database object, split by domain;
-- supabase/config.toml ([db.migrations] schema_paths) lists the files in the order they apply,
-- and a file only relies on the files before it to be created (a plpgsql body is checked when it
-- runs, so a trigger function may read a table of a later file). A change goes here first; the
-- migration that brings a database there is generated from the difference (`pnpm db:diff <name>`).
--
-- Conventions used by every file in this folder:
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
-- * Hosted projects grant new public tables nothing for the API roles: every table states its
--   grants here. A function's rights are stated whole: revoked from public and from every API
--   role, then granted to whom may call, so a project whose default privileges still grant
--   functions to anon, authenticated and service_role (Supabase's former default) ends the same.
-- * A number in parentheses, such as (0034), names the migration a rule came from before the
--   migrations were squashed into one baseline on 28 November 2026; git history has them.

-- Trigram similarity for fuzzy search and the names' indexes.
create extension if not exists pg_trgm with schema extensions;
-- Exclusion constraints over (uuid, range) need uuid's btree operators in a GiST index.
create extension if not exists btree_gist with schema extensions;
-- Search folds accents away (private.fold).
create extension if not exists unaccent with schema extensions;

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- Table privileges no API role uses: hosted's default privileges still give anon and
-- authenticated TRUNCATE, REFERENCES and TRIGGER on new public tables.
alter default privileges for role postgres in schema public
  revoke truncate, references, trigger on tables from public, anon, authenticated, service_role;
alter default privileges for role postgres
  revoke truncate, references, trigger on tables from public, anon, authenticated, service_role;

-- Recent hits per (bucket, hashed key), for rate limits of functions the API calls.
create table private.rate_limit_hits (
  bucket   text                     not null,
  key_hash bytea                    not null,
  hit_at   timestamp with time zone not null default now()
);

create index rate_limit_hits_age_idx on private.rate_limit_hits using btree (hit_at);

create index rate_limit_hits_key_idx on private.rate_limit_hits using btree (bucket, key_hash, hit_at);

-- True when the statement is not running as an API client role (see above).
create or replace function private.is_system()
  returns boolean
  language sql
  stable
  set search_path to ''
  as $$
  select current_user not in ('anon', 'authenticated')
$$;
-- Guard triggers call it as the acting API role.
revoke all on function private.is_system() from public, anon, authenticated, service_role;
grant execute on function private.is_system() to anon, authenticated, service_role;

-- Counts one hit of `key` in `bucket` and says whether it is still within `p_max` hits in
-- the last `p_window`. Concurrent calls for one key are serialised, so a burst of
-- parallel requests cannot all read the same count.
create or replace function private.rate_limit_hit (
  p_bucket text,
  p_key    text,
  p_max    integer,
  p_window interval
)
  returns boolean
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_hash bytea := extensions.digest(p_bucket || ':' || p_key, 'sha256');
  v_count integer;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_bucket || ':' || encode(v_hash, 'hex'), 0));
  delete from private.rate_limit_hits where hit_at < now() - interval '1 day';
  select count(*) into v_count from private.rate_limit_hits
   where bucket = p_bucket and key_hash = v_hash and hit_at > now() - p_window;
  if v_count >= p_max then
    return false;
  end if;
  insert into private.rate_limit_hits (bucket, key_hash) values (p_bucket, v_hash);
  return true;
end
$$;
revoke all on function private.rate_limit_hit(text, text, integer, interval) from public, anon, authenticated, service_role;

-- The API client's address as the gateway reports it (see the decisions above).
create or replace function private.request_client_ip()
  returns text
  language sql
  stable
  set search_path to ''
  as $$
  select coalesce(
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(h ->> 'x-real-ip'), ''),
    'unknown')
  from (select nullif(current_setting('request.headers', true), '')::json as h) r
$$;
revoke all on function private.request_client_ip() from public, anon, authenticated, service_role;

-- Generic updated_at maintenance for every table that has the column.
create or replace function private.touch_updated_at()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  new.updated_at := now();
  return new;
end
$$;
