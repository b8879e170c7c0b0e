-- The `storage` schema as a hosted project has it before its first migration (supabase/storage's
-- tenant migrations, reduced to what the REST protocol uses: buckets with their limits, objects,
-- the path helpers policies call), owned by supabase_storage_admin. The gateway's /storage/v1
-- (src/storage/) reads and writes these rows as the caller's role, so the project's policies on
-- storage.objects decide every upload, download, list, move and delete, as on hosted.
-- Idempotent: applied on every start, as the superuser, before the migrations.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
end $$;
-- Hosted's storage server connects as this role and switches to the caller's role per request.
grant anon, authenticated, service_role to supabase_storage_admin;

create schema if not exists storage authorization supabase_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects using btree (name text_pattern_ops);

create table if not exists storage.migrations (
  id integer primary key,
  name varchar(100) not null unique,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter table storage.migrations owner to supabase_storage_admin;
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.migrations enable row level security;

-- The helpers storage policies are written with, as hosted defines them.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- The operation in progress (object.upload, object.get, object.list…), which hosted's server sets per
-- request and policies may test.
create or replace function storage.operation() returns text
language plpgsql stable as $$
begin
  return current_setting('storage.operation', true);
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- As hosted since 2025: rows are deleted through the Storage API only (which sets storage.can_delete),
-- so a migration or seed cannot orphan files by deleting rows.
create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.can_delete', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.operation() owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;

-- Hosted's default privileges in storage: the API roles may do everything, row-level security
-- decides. `postgres` (migrations) may read and write the rows and grant them on.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;
grant all on storage.migrations to postgres;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;

-- On hosted, `postgres` owns nothing in storage, yet migrations create, alter and drop policies on
-- storage.objects and storage.buckets (supautils' policy_grants) while anything else on those tables
-- (alter table, comment on policy, triggers, indexes, drop) fails with 42501 "must be owner". Here
-- `postgres` gets the owner's rights for policies and the guard below refuses the rest.
grant supabase_storage_admin to postgres with inherit true, set false;

create schema if not exists local_supabase;
revoke all on schema local_supabase from public;

create or replace function local_supabase.storage_ddl_guard() returns event_trigger
language plpgsql set search_path = '' as $$
declare
  r record;
begin
  if (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    return;
  end if;
  for r in select * from pg_catalog.pg_event_trigger_ddl_commands() loop
    if r.command_tag in ('CREATE POLICY', 'ALTER POLICY', 'GRANT', 'REVOKE') then
      continue;
    end if;
    if r.schema_name = 'storage' or r.object_identity like '% on storage.%' then
      raise exception 'must be owner of %', r.object_identity using errcode = '42501';
    end if;
  end loop;
end
$$;

create or replace function local_supabase.storage_drop_guard() returns event_trigger
language plpgsql set search_path = '' as $$
declare
  r record;
begin
  if (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    return;
  end if;
  for r in select * from pg_catalog.pg_event_trigger_dropped_objects() loop
    if r.object_type <> 'policy' and (r.schema_name = 'storage' or r.object_identity like '% on storage.%') then
      raise exception 'must be owner of %', r.object_identity using errcode = '42501';
    end if;
  end loop;
end
$$;

drop event trigger if exists local_supabase_storage_ddl_guard;
create event trigger local_supabase_storage_ddl_guard on ddl_command_end
  execute function local_supabase.storage_ddl_guard();
drop event trigger if exists local_supabase_storage_drop_guard;
create event trigger local_supabase_storage_drop_guard on sql_drop
  execute function local_supabase.storage_drop_guard();
