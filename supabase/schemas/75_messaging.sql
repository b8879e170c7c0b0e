-- Conversations between a customer and a provider, and their messages.

create table public.conversations (
  id              uuid                     not null default gen_random_uuid(),
  customer_id     uuid                     not null,
  provider_id     uuid                     not null,
  booking_id      uuid,
  last_message_at timestamp with time zone,
  created_at      timestamp with time zone not null default now(),
  constraint conversations_booking_id_fkey foreign key (booking_id) references public.bookings(id) on delete cascade,
  constraint conversations_customer_id_provider_id_booking_id_key unique nulls not distinct (customer_id, provider_id, booking_id),
  constraint conversations_pkey primary key (id),
  constraint conversations_customer_id_fkey foreign key (customer_id) references public.profiles(id) on delete cascade,
  constraint conversations_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade
);

alter table public.conversations
  enable row level security;

create index conversations_booking_idx on public.conversations using btree (booking_id)
  where (booking_id is not null);

create index conversations_provider_idx on public.conversations using btree (provider_id, last_message_at desc);

grant insert, select on table public.conversations to authenticated;

grant insert, select on table public.conversations to service_role;

create table public.messages (
  id              uuid                     not null default gen_random_uuid(),
  conversation_id uuid                     not null,
  sender_id       uuid                     not null default auth.uid(),
  body            text                     not null,
  read_at         timestamp with time zone,
  created_at      timestamp with time zone not null default now(),
  constraint messages_body_check check (((char_length(btrim(body)) >= 1) and (char_length(btrim(body)) <= 4000))),
  constraint messages_conversation_id_fkey foreign key (conversation_id) references public.conversations(id) on delete cascade,
  constraint messages_pkey primary key (id),
  constraint messages_sender_id_fkey foreign key (sender_id) references public.profiles(id) on delete cascade
);

alter table public.messages
  enable row level security;

alter table public.messages
  replica identity full;

create index messages_conversation_idx on public.messages using btree (conversation_id, created_at);

grant insert, select, update on table public.messages to authenticated;

grant insert, select, update on table public.messages to service_role;

create index messages_sender_idx on public.messages using btree (sender_id);

create or replace function private.guard_conversation()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
declare
  v_uid uuid := auth.uid();
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    raise exception 'a conversation cannot be changed' using errcode = '42501', hint = 'forbidden';
  end if;
  new.created_at := now();
  new.last_message_at := null;
  if new.customer_id = v_uid then
    if not exists (select 1 from public.service_providers sp
                   where sp.id = new.provider_id and sp.status = 'approved') then
      raise exception 'you can only message approved providers' using errcode = '23514', hint = 'conversation_provider_not_approved';
    end if;
    if new.booking_id is not null and not exists (
        select 1 from public.bookings b
        where b.id = new.booking_id and b.customer_id = v_uid and b.provider_id = new.provider_id) then
      raise exception 'that booking is not between you and this provider' using errcode = '23514', hint = 'conversation_booking_mismatch', detail = json_build_object('field', 'booking_id')::text;
    end if;
  elsif new.provider_id = private.my_provider_id() then
    if new.booking_id is null or not exists (
        select 1 from public.bookings b
        where b.id = new.booking_id and b.customer_id = new.customer_id and b.provider_id = new.provider_id) then
      raise exception 'providers start conversations only about their bookings' using errcode = '23514', hint = 'conversation_booking_mismatch', detail = json_build_object('field', 'booking_id')::text;
    end if;
  else
    raise exception 'you can only start your own conversations' using errcode = '42501', hint = 'forbidden';
  end if;
  return new;
end
$$;

create or replace function private.guard_message()
  returns trigger
  language plpgsql
  set search_path to ''
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
    raise exception 'a sent message cannot be changed' using errcode = '42501', hint = 'forbidden';
  end if;
  if new.read_at is distinct from old.read_at and old.sender_id = auth.uid() then
    raise exception 'only the recipient marks a message read' using errcode = '42501', hint = 'forbidden';
  end if;
  return new;
end
$$;

-- Is the caller the customer or the provider of this conversation?
create or replace function private.is_conversation_participant (
  p_conversation_id uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select exists (
    select 1 from public.conversations c
    join public.service_providers sp on sp.id = c.provider_id
    where c.id = p_conversation_id
      and (c.customer_id = auth.uid() or sp.profile_id = auth.uid()))
$$;
revoke all on function private.is_conversation_participant(uuid) from public, anon, authenticated, service_role;
grant execute on function private.is_conversation_participant(uuid) to authenticated, service_role;

create or replace function private.is_provider_message (
  p text
)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$ select private.text_fits(p, 1, 4000) $$;
revoke all on function private.is_provider_message(text) from public, anon, authenticated, service_role;

-- The message itself is quoted as written; only "New message from …" is worded per reader.
create or replace function private.message_sent()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
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
    v_sender_name := c.customer_name;
    perform private.notify(c.provider_profile_id,
      case when v_sender_name is null then 'chat.fromCustomer' else 'chat.fromName' end,
      jsonb_strip_nulls(jsonb_build_object('name', v_sender_name, 'body', left(new.body, 140))),
      'New message from ' || coalesce(v_sender_name, 'A customer'), left(new.body, 140), 'chat', '/dashboard');
  else
    perform private.notify(c.customer_id, 'chat.fromName',
      jsonb_build_object('name', c.business_name, 'body', left(new.body, 140)),
      'New message from ' || c.business_name, left(new.body, 140), 'chat', '/profile');
  end if;
  return null;
end
$$;
revoke all on function private.message_sent() from public, anon, authenticated, service_role;

-- messages: a message to a provider (or their answer), when sent. Sent messages never change.
create or replace function private.validate_message()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  new.body := private.require_text('body', coalesce(new.body, ''), 1, 4000);
  return new;
end
$$;
revoke all on function private.validate_message() from public, anon, authenticated, service_role;

-- Triggers

create trigger conversations_guard
  before insert or update on public.conversations
  for each row
  execute function private.guard_conversation();

create trigger messages_guard
  before insert or update on public.messages
  for each row
  execute function private.guard_message();

create trigger messages_sent
  after insert on public.messages
  for each row
  execute function private.message_sent();

create trigger messages_validate
  before insert on public.messages
  for each row
  execute function private.validate_message();

-- Row level security policies

create policy "conversations: admins read" on public.conversations
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "conversations: participants read" on public.conversations
  for select
  to authenticated
  using (((customer_id = ( select auth.uid() as uid)) or (provider_id = ( select private.my_provider_id() as my_provider_id))));

create policy "conversations: participants start" on public.conversations
  for insert
  to authenticated
  with check (((customer_id = ( select auth.uid() as uid)) or (provider_id = ( select private.my_provider_id() as my_provider_id))));

create policy "messages: admins read" on public.messages
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "messages: participants mark read" on public.messages
  for update
  to authenticated
  using (private.is_conversation_participant(conversation_id))
  with check (private.is_conversation_participant(conversation_id));

create policy "messages: participants read" on public.messages
  for select
  to authenticated
  using (private.is_conversation_participant(conversation_id));

create policy "messages: participants send as themselves" on public.messages
  for insert
  to authenticated
  with check (((sender_id = ( select auth.uid() as uid)) and private.is_conversation_participant(conversation_id)));

-- Providers also see the profiles of customers who wrote to them.
create policy "profiles: providers read their correspondents" on public.profiles
  for select
  to authenticated
  using ((exists ( select 1
   from public.conversations c
  where ((c.customer_id = profiles.id) and (c.provider_id = ( select private.my_provider_id() as my_provider_id))))));
