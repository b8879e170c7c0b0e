-- Realtime Authorization as a hosted project has it: `realtime.messages` and `realtime.topic()`
-- (supabase/realtime's tenant migrations, owned by supabase_realtime_admin). A private channel
-- (`config.private: true`) is joined only when the caller's role and claims may select a row of
-- this table for the channel's topic with extension 'broadcast', and sends only when they may
-- insert one; the project's RLS policies on this table decide (src/realtime/authorization.ts).
-- Partitioned by day on hosted; one default partition here, since nothing is kept: every check
-- rolls back its rows. Idempotent: applied on every start, as the superuser, before the migrations.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end $$;

create schema if not exists realtime authorization supabase_admin;
grant usage on schema realtime to postgres, anon, authenticated, service_role;
grant all on schema realtime to supabase_realtime_admin;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
) partition by range (inserted_at);
create table if not exists realtime.messages_default partition of realtime.messages default;
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;

alter table realtime.messages owner to supabase_realtime_admin;
alter table realtime.messages_default owner to supabase_realtime_admin;
alter table realtime.messages enable row level security;

-- The channel being joined, without its "realtime:" prefix, as policies read it.
create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
alter function realtime.topic() owner to supabase_realtime_admin;

grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;
grant execute on function realtime.topic() to postgres, anon, authenticated, service_role;

-- As in storage (06-storage.sql): `postgres` owns nothing here, yet a migration may create, alter
-- and drop policies on realtime.messages, as hosted's supautils lets it.
grant supabase_realtime_admin to postgres with inherit true, set false;
