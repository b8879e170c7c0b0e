-- 0011 contact_messages: the /contact form. Anyone, signed in or not, may send one, one
-- at a time, through rpc('send_contact_message'); only admins read, mark handled or
-- delete them.
--
-- Decisions:
-- * No direct insert for the API roles: one anonymous POST of a JSON array once inserted
--   20,000 rows. The function takes one message and rate-limits it.
-- * Limits (sliding window of an hour): 5 messages per email address and 10 per client.
--   The client is the first address of X-Forwarded-For (what hosted Supabase's gateway
--   sets; PostgREST passes request headers in the `request.headers` setting), else
--   X-Real-IP, else one shared "unknown" client. Over a limit: SQLSTATE PT429 (PostgREST
--   answers HTTP 429) with hint `contact_rate_limited`, which the contact page translates.
-- * The limiter keeps only a SHA-256 of each address and the time, for a day at most.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 2 and 120),
  email text not null check (char_length(email) <= 254 and email ~* '^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$'),
  phone text check (phone is null or phone ~ '^\+?(91)?[6-9][0-9]{9}$'),
  subject text check (subject is null or char_length(btrim(subject)) between 1 and 200),
  message text not null check (char_length(btrim(message)) between 5 and 5000),
  handled boolean not null default false,
  created_at timestamptz not null default now()
);

create index contact_messages_inbox_idx on public.contact_messages (handled, created_at desc);
create index contact_messages_user_idx on public.contact_messages (user_id) where user_id is not null;

-- API rights, explicit as on hosted (new tables get none); row-level security decides the rows.
-- No insert for the API roles: send_contact_message below takes one message at a time.
-- (Revoked first: a table-wide grant, e.g. from default privileges, would let it through.)
revoke all on public.contact_messages from anon, authenticated;
grant select, update, delete on public.contact_messages to authenticated;
grant select, insert, update, delete on public.contact_messages to service_role;

-- Senders cannot claim to be someone else or pre-mark their message handled.
create or replace function private.guard_contact_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_system() then
    new.user_id := auth.uid();
    new.handled := false;
    new.created_at := now();
  end if;
  return new;
end
$$;

create trigger contact_messages_guard
  before insert on public.contact_messages
  for each row execute function private.guard_contact_message();

alter table public.contact_messages enable row level security;

create policy "contact_messages: admins read" on public.contact_messages
  for select to authenticated
  using ((select private.is_admin()));
create policy "contact_messages: admins mark handled" on public.contact_messages
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "contact_messages: admins delete" on public.contact_messages
  for delete to authenticated
  using ((select private.is_admin()));
-- Recent hits per (bucket, hashed key), for rate limits of functions the API calls.
create table private.rate_limit_hits (
  bucket text not null,
  key_hash bytea not null,
  hit_at timestamptz not null default now()
);
create index rate_limit_hits_key_idx on private.rate_limit_hits (bucket, key_hash, hit_at);
create index rate_limit_hits_age_idx on private.rate_limit_hits (hit_at);
revoke all on private.rate_limit_hits from public, anon, authenticated;

-- Counts one hit of `key` in `bucket` and says whether it is still within `p_max` hits in
-- the last `p_window`. Concurrent calls for one key are serialised, so a burst of
-- parallel requests cannot all read the same count.
create or replace function private.rate_limit_hit(p_bucket text, p_key text, p_max integer, p_window interval)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
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
revoke execute on function private.rate_limit_hit(text, text, integer, interval) from public;

-- The API client's address as the gateway reports it (see the decisions above).
create or replace function private.request_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(h ->> 'x-real-ip'), ''),
    'unknown')
  from (select nullif(current_setting('request.headers', true), '')::json as h) r
$$;
revoke execute on function private.request_client_ip() from public;

create or replace function public.send_contact_message(
  name text,
  email text,
  message text,
  phone text default null,
  subject text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.rate_limit_hit('contact:email', lower(btrim(coalesce(send_contact_message.email, ''))), 5, interval '1 hour')
     or not private.rate_limit_hit('contact:client', private.request_client_ip(), 10, interval '1 hour') then
    raise exception 'too many messages; please try again later'
      using errcode = 'PT429', hint = 'contact_rate_limited';
  end if;
  insert into public.contact_messages (user_id, name, email, phone, subject, message)
  values (auth.uid(), btrim(send_contact_message.name), btrim(send_contact_message.email),
          nullif(btrim(send_contact_message.phone), ''), nullif(btrim(send_contact_message.subject), ''),
          btrim(send_contact_message.message));
end
$$;
revoke execute on function public.send_contact_message(text, text, text, text, text) from public;
grant execute on function public.send_contact_message(text, text, text, text, text) to anon, authenticated, service_role;
