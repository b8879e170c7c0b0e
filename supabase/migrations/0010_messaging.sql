-- 0010 conversations and messages between a customer and a provider.
--
-- Decisions:
-- * A conversation is (customer, provider, optional booking), unique with NULLs not
--   distinct, so "general enquiry" and each booking have one thread each.
-- * A customer starts a conversation with an approved provider; a provider may start one
--   only about a booking of theirs with that customer. Admins can read threads (support
--   and disputes) but not write in them.
-- * Only participants send messages, as themselves; the only change to a message is the
--   recipient setting read_at. Messages are not deleted through the API.
-- * Each new message notifies the other participant with a notification of type chat
--   (the bell opens /profile for chat notifications, as the spec says).

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references public.profiles (id) on delete cascade,
  provider_id uuid not null references public.service_providers (id) on delete cascade,
  booking_id uuid references public.bookings (id) on delete cascade,
  last_message_at timestamptz,
  created_at timestamptz not null default now(),
  unique nulls not distinct (customer_id, provider_id, booking_id)
);

create index conversations_provider_idx on public.conversations (provider_id, last_message_at desc);
create index conversations_booking_idx on public.conversations (booking_id) where booking_id is not null;

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 4000),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

create index messages_conversation_idx on public.messages (conversation_id, created_at);
create index messages_sender_idx on public.messages (sender_id);

-- Is the caller the customer or the provider of this conversation?
create or replace function private.is_conversation_participant(p_conversation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
    join public.service_providers sp on sp.id = c.provider_id
    where c.id = p_conversation_id
      and (c.customer_id = auth.uid() or sp.profile_id = auth.uid()))
$$;
revoke execute on function private.is_conversation_participant(uuid) from public, anon;
grant execute on function private.is_conversation_participant(uuid) to authenticated, service_role;

create or replace function private.guard_conversation()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    raise exception 'a conversation cannot be changed' using errcode = '42501';
  end if;
  new.created_at := now();
  new.last_message_at := null;
  if new.customer_id = v_uid then
    if not exists (select 1 from public.service_providers sp
                   where sp.id = new.provider_id and sp.status = 'approved') then
      raise exception 'you can only message approved providers' using errcode = '23514';
    end if;
    if new.booking_id is not null and not exists (
        select 1 from public.bookings b
        where b.id = new.booking_id and b.customer_id = v_uid and b.provider_id = new.provider_id) then
      raise exception 'that booking is not between you and this provider' using errcode = '23514';
    end if;
  elsif new.provider_id = private.my_provider_id() then
    if new.booking_id is null or not exists (
        select 1 from public.bookings b
        where b.id = new.booking_id and b.customer_id = new.customer_id and b.provider_id = new.provider_id) then
      raise exception 'providers start conversations only about their bookings' using errcode = '23514';
    end if;
  else
    raise exception 'you can only start your own conversations' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger conversations_guard
  before insert or update on public.conversations
  for each row execute function private.guard_conversation();

create or replace function private.guard_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.read_at := null;
    return new;
  end if;
  if (new.id, new.conversation_id, new.sender_id, new.body, new.created_at)
     is distinct from (old.id, old.conversation_id, old.sender_id, old.body, old.created_at) then
    raise exception 'a sent message cannot be changed' using errcode = '42501';
  end if;
  if new.read_at is distinct from old.read_at and old.sender_id = auth.uid() then
    raise exception 'only the recipient marks a message read' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger messages_guard
  before insert or update on public.messages
  for each row execute function private.guard_message();

-- Bumps the thread and notifies the other participant (type chat).
create or replace function private.message_sent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c record;
  v_sender_name text;
begin
  select cv.customer_id, sp.profile_id as provider_profile_id, sp.business_name, p.full_name as customer_name
    into c
    from public.conversations cv
    join public.service_providers sp on sp.id = cv.provider_id
    left join public.profiles p on p.id = cv.customer_id
   where cv.id = new.conversation_id;
  update public.conversations set last_message_at = new.created_at where id = new.conversation_id;
  if new.sender_id = c.customer_id then
    v_sender_name := coalesce(c.customer_name, 'A customer');
    perform private.notify(c.provider_profile_id, 'New message from ' || v_sender_name,
      left(new.body, 140), 'chat', '/dashboard');
  else
    perform private.notify(c.customer_id, 'New message from ' || c.business_name,
      left(new.body, 140), 'chat', '/profile');
  end if;
  return null;
end
$$;
revoke execute on function private.message_sent() from public;

create trigger messages_sent
  after insert on public.messages
  for each row execute function private.message_sent();

alter table public.conversations enable row level security;
alter table public.messages enable row level security;

create policy "conversations: participants read" on public.conversations
  for select to authenticated
  using (customer_id = (select auth.uid()) or provider_id = (select private.my_provider_id()));
create policy "conversations: admins read" on public.conversations
  for select to authenticated
  using ((select private.is_admin()));
create policy "conversations: participants start" on public.conversations
  for insert to authenticated
  with check (customer_id = (select auth.uid()) or provider_id = (select private.my_provider_id()));
grant select, insert on public.conversations to authenticated, service_role;

create policy "messages: participants read" on public.messages
  for select to authenticated
  using (private.is_conversation_participant(conversation_id));
create policy "messages: admins read" on public.messages
  for select to authenticated
  using ((select private.is_admin()));
create policy "messages: participants send as themselves" on public.messages
  for insert to authenticated
  with check (sender_id = (select auth.uid()) and private.is_conversation_participant(conversation_id));
create policy "messages: participants mark read" on public.messages
  for update to authenticated
  using (private.is_conversation_participant(conversation_id))
  with check (private.is_conversation_participant(conversation_id));
grant select, insert, update on public.messages to authenticated, service_role;

-- Providers also see the profiles of customers who wrote to them.
create policy "profiles: providers read their correspondents" on public.profiles
  for select to authenticated
  using (exists (
    select 1 from public.conversations c
    where c.customer_id = profiles.id and c.provider_id = (select private.my_provider_id())));
