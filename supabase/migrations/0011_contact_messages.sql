-- 0011 contact_messages: the /contact form. Anyone, signed in or not, may send one;
-- only admins read, mark handled or delete them. Anonymous senders cannot read their
-- own row back, so the form inserts without `.select()`.

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

create policy "contact_messages: anyone sends" on public.contact_messages
  for insert to anon, authenticated
  with check (true);
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

-- Anonymous senders insert without reading back (the form sends Prefer: return=minimal).
grant insert on public.contact_messages to anon;
grant select, insert, update, delete on public.contact_messages to authenticated, service_role;
