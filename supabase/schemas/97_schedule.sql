-- The project's scheduled jobs, as data. On hosted, pg_cron runs each row (Supabase Cron); the
-- local stack has no pg_cron, and its scheduler (local-supabase/src/scheduler/) reads these same
-- rows and runs them. So the list lives in one place and a migration changes it like any other
-- reference data, instead of `cron.schedule` calls pasted by hand into a project's SQL editor.

create table private.scheduled_jobs (
  -- pg_cron's job name: cron.schedule by name replaces the job of that name.
  name text primary key check (name ~ '^[a-z0-9][a-z0-9-]*$'),
  -- Five-field cron syntax, in UTC (pg_cron's cron.timezone on hosted).
  schedule text not null,
  -- 'sql': `command` is a statement pg_cron runs as the job's owner (postgres).
  -- 'edge_function': `command` is a function's name, called with the project's secret key.
  kind text not null check (kind in ('sql', 'edge_function')),
  command text not null,
  -- Hosted runs jobs of one minute side by side; the local scheduler runs them one after another
  -- in this order, so a payment found by reconciliation is seen before its hold would lapse and
  -- the emails of what the other jobs did go out in the same minute.
  run_order int not null,
  -- How long a call may take: pg_net's request timeout on hosted, the local scheduler's abort.
  timeout_seconds int not null default 150 check (timeout_seconds between 1 and 600)
);

-- Only the owner (postgres: migrations, pg_cron, the local scheduler) reads or changes the list:
-- the API roles get nothing on new tables of `private` (no default privileges there), and no
-- revoke is written, since one would turn the owner's implicit rights into an explicit grant.
alter table private.scheduled_jobs enable row level security;

-- The statement pg_cron runs for a job. An Edge Function is called through pg_net with the
-- project's URL and secret key, which a project keeps in Vault (README, "Scheduled jobs"): never
-- in a migration.
create function private.cron_command(job private.scheduled_jobs)
returns text
language sql
immutable
set search_path = ''
as $$
  select case job.kind
    when 'sql' then job.command
    else format(
      $cmd$select net.http_post(
  url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/%s',
  headers := jsonb_build_object('Content-Type', 'application/json',
    'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
  body := '{}'::jsonb,
  timeout_milliseconds := %s)$cmd$,
      job.command, job.timeout_seconds * 1000)
  end
$$;
revoke execute on function private.cron_command(private.scheduled_jobs) from public, anon, authenticated, service_role;

-- Makes pg_cron's jobs exactly the table's rows: each row (re)scheduled by name, and every job
-- of this role that the table no longer lists unscheduled. Where pg_cron cannot be installed
-- (the local Postgres) it does nothing: the local scheduler reads the table instead.
create function private.schedule_jobs()
returns void
language plpgsql
set search_path = ''
as $$
declare
  job private.scheduled_jobs;
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  -- As Supabase's Cron integration enables it (docs, Cron > Install): the owner role manages jobs.
  create extension if not exists pg_cron with schema pg_catalog;
  grant usage on schema cron to postgres;
  grant all privileges on all tables in schema cron to postgres;
  if exists (select 1 from private.scheduled_jobs where kind = 'edge_function') then
    create extension if not exists pg_net with schema extensions;
  end if;
  for job in select * from private.scheduled_jobs order by run_order, name loop
    perform cron.schedule(job.name, job.schedule, private.cron_command(job));
  end loop;
  perform cron.unschedule(j.jobid)
    from cron.job j
   where j.username = current_user
     and (j.jobname is null or j.jobname not in (select s.name from private.scheduled_jobs s));
end;
$$;
revoke execute on function private.schedule_jobs() from public, anon, authenticated, service_role;

-- Any change of the rows (a migration's upsert or delete) reschedules at once, so no migration
-- has to remember to call schedule_jobs().
create function private.scheduled_jobs_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform private.schedule_jobs();
  return null;
end;
$$;
revoke execute on function private.scheduled_jobs_changed() from public, anon, authenticated, service_role;

create trigger scheduled_jobs_changed
  after insert or update or delete or truncate on private.scheduled_jobs
  for each statement execute function private.scheduled_jobs_changed();

insert into private.scheduled_jobs (name, schedule, kind, command, run_order, timeout_seconds) values
  -- Payments whose callback and webhooks never came (0040), before the timers release their holds.
  ('booking-payments-reconcile', '* * * * *', 'edge_function', 'payments-reconcile', 1, 150),
  -- Unpaid holds released, unanswered requests expired, past bookings completed (0034).
  ('booking-timers', '* * * * *', 'sql', 'select public.run_booking_timers()', 2, 60),
  -- Owed refunds sent to Razorpay.
  ('booking-refunds', '* * * * *', 'edge_function', 'payments-refunds', 3, 150),
  -- Booking emails (0037), last: what the other jobs wrote this minute is mailed this minute.
  ('booking-emails', '* * * * *', 'edge_function', 'send-notification-emails', 4, 150)
on conflict (name) do update set
  schedule = excluded.schedule, kind = excluded.kind, command = excluded.command,
  run_order = excluded.run_order, timeout_seconds = excluded.timeout_seconds;
