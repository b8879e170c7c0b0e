-- As on hosted Supabase (pgrst_ddl_watch / pgrst_drop_watch): any DDL tells
-- PostgREST to reload its schema cache, so tables and functions created while
-- the stack runs (tests, psql) are served without a restart. Local only, idempotent.

create schema if not exists local_supabase;
revoke all on schema local_supabase from public;

create or replace function local_supabase.pgrst_reload() returns event_trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_catalog.pg_notify('pgrst', 'reload schema');
end $$;

drop event trigger if exists local_supabase_pgrst_ddl_watch;
create event trigger local_supabase_pgrst_ddl_watch on ddl_command_end
  execute function local_supabase.pgrst_reload();

drop event trigger if exists local_supabase_pgrst_drop_watch;
create event trigger local_supabase_pgrst_drop_watch on sql_drop
  execute function local_supabase.pgrst_reload();
