-- Local stand-in for Supabase Realtime's WAL reader: every table in the
-- `supabase_realtime` publication gets an AFTER ROW trigger that NOTIFYs the
-- gateway with a small payload (table, operation, primary key; the new row for INSERT and UPDATE
-- and the old row for UPDATE and DELETE with replica identity full, when they fit under NOTIFY's
-- 8000-byte cap). The gateway then re-reads
-- the row as each subscriber, so row-level security decides who receives it.
-- Local only, idempotent: runs on every start. Migrations never see this file.

create schema if not exists realtime_local;
revoke all on schema realtime_local from public;

-- TG_ARGV holds the primary-key column names, fixed when the trigger is installed.
create or replace function realtime_local.notify_change() returns trigger
language plpgsql set search_path = '' as $$
declare
  rec jsonb;
  pk jsonb := '{}'::jsonb;
  payload jsonb;
  txt text;
  i int;
begin
  if tg_op = 'DELETE' then rec := pg_catalog.to_jsonb(old); else rec := pg_catalog.to_jsonb(new); end if;
  for i in 0 .. tg_nargs - 1 loop
    pk := pk || pg_catalog.jsonb_build_object(tg_argv[i], rec -> tg_argv[i]);
  end loop;
  payload := pg_catalog.jsonb_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op, 'pk', pk,
    'commit_timestamp', pg_catalog.to_char(pg_catalog.now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'));
  -- The new row goes along for INSERT and UPDATE when it fits: never sent to anyone as such (each
  -- subscriber's copy is re-read under RLS), it lets the gateway skip, without a query, the
  -- subscribers whose eq/in filters it certainly does not match (src/realtime/filters.ts).
  if tg_op in ('INSERT', 'UPDATE') then
    txt := (payload || pg_catalog.jsonb_build_object('new', rec))::text;
    if pg_catalog.octet_length(txt) < 7900 then
      payload := txt::jsonb;
    end if;
  end if;
  -- The old row goes along for UPDATE and DELETE only when the table has REPLICA IDENTITY FULL,
  -- as in the WAL hosted Realtime reads (otherwise it holds the primary key only), and only when it
  -- fits in a NOTIFY. The gateway still reduces it to the primary key for tables under RLS.
  if tg_op in ('UPDATE', 'DELETE')
      and (select c.relreplident from pg_catalog.pg_class c where c.oid = tg_relid) = 'f' then
    txt := (payload || pg_catalog.jsonb_build_object('old', pg_catalog.to_jsonb(old)))::text;
    if pg_catalog.octet_length(txt) < 7900 then
      perform pg_catalog.pg_notify('realtime_local', txt);
      return null;
    end if;
    -- Both do not fit: the old row matters more (DELETE filters, UPDATE's old_record).
    payload := payload - 'new';
    txt := (payload || pg_catalog.jsonb_build_object('old', pg_catalog.to_jsonb(old)))::text;
    if pg_catalog.octet_length(txt) < 7900 then
      perform pg_catalog.pg_notify('realtime_local', txt);
      return null;
    end if;
  end if;
  perform pg_catalog.pg_notify('realtime_local', payload::text);
  return null;
end $$;

-- Installs the trigger on each published table (with its current primary key)
-- and removes it from tables that left the publication.
create or replace function realtime_local.sync_triggers() returns void
language plpgsql set search_path = '' as $$
declare
  r record;
  args text;
begin
  for r in
    select t.tgrelid::regclass as rel
    from pg_catalog.pg_trigger t
    where t.tgname = 'realtime_local_notify'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime'
          and pg_catalog.format('%I.%I', p.schemaname, p.tablename)::regclass = t.tgrelid)
  loop
    execute pg_catalog.format('drop trigger realtime_local_notify on %s', r.rel);
  end loop;

  for r in
    select c.oid, pg_catalog.format('%I.%I', p.schemaname, p.tablename) as rel
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime' and c.relkind = 'r'
  loop
    select pg_catalog.string_agg(pg_catalog.quote_literal(a.attname), ', ' order by k.ord) into args
    from pg_catalog.pg_index i
    cross join lateral pg_catalog.unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = r.oid and i.indisprimary;
    if args is null then
      raise warning 'realtime: % has no primary key; its changes cannot be delivered', r.rel;
      continue;
    end if;
    execute pg_catalog.format(
      'create or replace trigger realtime_local_notify after insert or update or delete on %s
         for each row execute function realtime_local.notify_change(%s)', r.rel, args);
  end loop;
end $$;

-- Keep triggers in step when a migration (or a test) changes the publication,
-- or creates a table while the publication is FOR ALL TABLES. SECURITY DEFINER: the
-- DDL comes from `postgres`, which has no business in realtime_local.
create or replace function realtime_local.on_ddl() returns event_trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_tag in ('ALTER PUBLICATION', 'CREATE PUBLICATION')
     or (tg_tag = 'CREATE TABLE' and exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime' and puballtables)) then
    perform realtime_local.sync_triggers();
  end if;
end $$;

drop event trigger if exists realtime_local_publication_watch;
create event trigger realtime_local_publication_watch on ddl_command_end
  when tag in ('ALTER PUBLICATION', 'CREATE PUBLICATION', 'CREATE TABLE')
  execute function realtime_local.on_ddl();

revoke execute on function realtime_local.notify_change(), realtime_local.sync_triggers(), realtime_local.on_ddl() from public;
