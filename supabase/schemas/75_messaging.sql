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
  -- The sender's idempotency key: a repeated send (double submit, a retry after a lost answer,
  -- a second tab) finds the first message instead of writing a second.
  client_id       uuid,
  -- Phone numbers, emails or links were hidden from body (no confirmed booking yet): the UI says why.
  masked          boolean                  not null default false,
  -- {path, name, type, size, width?, height?}: an object of message-attachments under '<conversation_id>/'.
  attachment      jsonb,
  constraint messages_body_check check ((((char_length(btrim(body)) >= 1) and (char_length(btrim(body)) <= 4000)) or ((body = ''::text) and (attachment is not null)))),
  constraint messages_attachment_check check (((attachment is null) or ((jsonb_typeof(attachment) = 'object'::text) and (pg_column_size(attachment) <= 2000)))),
  constraint messages_sender_id_client_id_key unique (sender_id, client_id),
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

-- A block between a customer and a provider, by either of them: while it stands neither writes
-- in any of their conversations. Written only by block_in_conversation / unblock_in_conversation.
create table public.conversation_blocks (
  customer_id uuid                     not null,
  provider_id uuid                     not null,
  -- The profile that blocked (the customer, or the provider's owner).
  blocked_by  uuid                     not null,
  created_at  timestamp with time zone not null default now(),
  constraint conversation_blocks_pkey primary key (customer_id, provider_id, blocked_by),
  constraint conversation_blocks_customer_id_fkey foreign key (customer_id) references public.profiles(id) on delete cascade,
  constraint conversation_blocks_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade,
  constraint conversation_blocks_blocked_by_fkey foreign key (blocked_by) references public.profiles(id) on delete cascade
);

alter table public.conversation_blocks
  enable row level security;

create index conversation_blocks_provider_idx on public.conversation_blocks using btree (provider_id);

create index conversation_blocks_blocked_by_idx on public.conversation_blocks using btree (blocked_by);

grant select on table public.conversation_blocks to authenticated;

grant delete, insert, select, update on table public.conversation_blocks to service_role;

-- Reports of a conversation or one of its messages: the admins' queue. Written only by
-- report_conversation; admins close them with admin_resolve_report (90_admin, audited).
create table public.conversation_reports (
  id              uuid                     not null default gen_random_uuid(),
  conversation_id uuid                     not null,
  message_id      uuid,
  reporter_id     uuid                     not null,
  reason          text                     not null,
  status          text                     not null default 'open'::text,
  created_at      timestamp with time zone not null default now(),
  handled_at      timestamp with time zone,
  -- How an admin closed it (admin_resolve_report, issue 26): dismissed or actioned, with a note.
  resolution      text,
  resolution_note text,
  handled_by      uuid,
  constraint conversation_reports_resolution_check check (((resolution is null) or (resolution = any (array['dismissed'::text, 'actioned'::text])))),
  constraint conversation_reports_resolution_note_check check (((resolution_note is null) or (char_length(resolution_note) <= 1000))),
  constraint conversation_reports_pkey primary key (id),
  constraint conversation_reports_conversation_id_fkey foreign key (conversation_id) references public.conversations(id) on delete cascade,
  constraint conversation_reports_message_id_fkey foreign key (message_id) references public.messages(id) on delete cascade,
  constraint conversation_reports_reporter_id_fkey foreign key (reporter_id) references public.profiles(id) on delete cascade,
  constraint conversation_reports_reason_check check (((char_length(btrim(reason)) >= 3) and (char_length(btrim(reason)) <= 1000))),
  constraint conversation_reports_status_check check ((status = any (array['open'::text, 'closed'::text])))
);

alter table public.conversation_reports
  enable row level security;

create index conversation_reports_queue_idx on public.conversation_reports using btree (status, created_at desc);

create index conversation_reports_conversation_idx on public.conversation_reports using btree (conversation_id);

create index conversation_reports_message_idx on public.conversation_reports using btree (message_id)
  where (message_id is not null);

create index conversation_reports_reporter_idx on public.conversation_reports using btree (reporter_id);

grant select on table public.conversation_reports to authenticated;

grant delete, insert, select, update on table public.conversation_reports to service_role;

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
    -- A suspended person sends nothing (issue 26); reading and replies to them stay possible.
    perform private.require_not_suspended();
    new.created_at := now();
    new.read_at := null;
    return new;
  end if;
  if (new.id, new.conversation_id, new.sender_id, new.body, new.created_at, new.client_id, new.masked, new.attachment)
     is distinct from (old.id, old.conversation_id, old.sender_id, old.body, old.created_at, old.client_id, old.masked, old.attachment) then
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
  -- A photo or document sent without words is announced by its file name.
  v_preview text := coalesce(nullif(btrim(left(new.body, 140)), ''), left(new.attachment->>'name', 140), '…');
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
      jsonb_strip_nulls(jsonb_build_object('name', v_sender_name, 'body', v_preview, 'conversationId', new.conversation_id)),
      'New message from ' || coalesce(v_sender_name, 'A customer'), v_preview, 'chat', '/dashboard');
  else
    perform private.notify(c.customer_id, 'chat.fromName',
      jsonb_build_object('name', c.business_name, 'body', v_preview, 'conversationId', new.conversation_id),
      'New message from ' || c.business_name, v_preview, 'chat', '/profile');
  end if;
  return null;
end
$$;
revoke all on function private.message_sent() from public, anon, authenticated, service_role;

-- Contact details hidden until a booking is confirmed: phone numbers (Latin, Devanagari, Tamil,
-- Telugu and Kannada digits, or spelled out in English, Hindi, Tamil, Telugu and Kannada, spaced,
-- dotted or dashed), email addresses (also "name at gmail dot com"), social handles (@name) and
-- links (also bare domains such as wa.me/...). Each is replaced by '•••'. A run of ten or more
-- digits (or digit words) counts as a phone number; dates (12.03.2026) are set aside first, so
-- two dates or a date and a time stay readable, as do prices and guest counts.
create or replace function private.mask_contacts (
  p text
)
  returns text
  language plpgsql
  immutable
  parallel safe
  set search_path to ''
  as $$
declare
  v_digit constant text := '[0-9०-९௦-௯౦-౯೦-೯]';
  v_words constant text :=
    '\m(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple'
    || '|shunya|shoonya|ek|do|teen|char|chaar|paanch|panch|chhe|chhah|che|saat|aath|nau|nao)\M'
    || '|शून्य|एक|दो|तीन|चार|पांच|पाँच|छह|छः|छे|सात|आठ|नौ'
    || '|பூஜ்ஜியம்|ஒன்று|இரண்டு|மூன்று|நான்கு|ஐந்து|ஆறு|ஏழு|எட்டு|ஒன்பது'
    || '|సున్నా|ఒకటి|రెండు|మూడు|నాలుగు|ఐదు|ఆరు|ఏడు|ఎనిమిది|తొమ్మిది'
    || '|ಸೊನ್ನೆ|ಒಂದು|ಎರಡು|ಮೂರು|ನಾಲ್ಕು|ಐದು|ಆರು|ಏಳು|ಎಂಟು|ಒಂಬತ್ತು';
  v_token text := '(?:' || v_digit || '|' || v_words || ')';
  v_sep constant text := '[\s.()/*_+-]*';
  v_at constant text := '(?:\s*@\s*|\s*\(\s*at\s*\)\s*|\s*\[\s*at\s*\]\s*|\s+at\s+|\s*एट\s*)';
  v_dot constant text := '(?:\s*\.\s*|\s*\(\s*dot\s*\)\s*|\s*\[\s*dot\s*\]\s*|\s+dot\s+|\s*डॉट\s*)';
  v_tld constant text := '(?:com|in|net|org|co|io|me|ly|gl|to|app|info|biz|link|page|site|online|store|shop)\M';
  -- Endings that are also words after a missing space ("ok.in the evening") need a path.
  v_tld_bare constant text := '(?:com|net|org|io|info|biz)\M';
  v text := p;
  v_dates text[];
  i integer;
begin
  if p is null then
    return null;
  end if;
  -- name@host.tld, and the spelled-out name at gmail dot com.
  v := regexp_replace(v, '[[:alnum:]._%+-]+\s*@\s*[[:alnum:]-]+(?:\.[[:alnum:]-]+)+', '•••', 'gi');
  v := regexp_replace(v, '[[:alnum:]._%+-]+' || v_at || '[[:alnum:]-]+(?:' || v_dot || '[[:alnum:]-]+)*' || v_dot || v_tld, '•••', 'gi');
  -- Handles (@priya_events).
  v := regexp_replace(v, '(?<![[:alnum:]])@[[:alnum:]_][[:alnum:]_.]{2,}', '•••', 'gi');
  -- Links: with a scheme or www., the short-link hosts, or a bare domain.
  v := regexp_replace(v, '(?:[a-z][a-z0-9+.-]*://|www\.)[^\s]+', '•••', 'gi');
  v := regexp_replace(v, '\m(?:wa\.me|t\.me|bit\.ly|goo\.gl|tinyurl\.com)(?:/[^\s]*)?', '•••', 'gi');
  v := regexp_replace(v, '\m[[:alnum:]-]+(?:\.[[:alnum:]-]+)*\.' || v_tld || '/[^\s]*', '•••', 'gi');
  v := regexp_replace(v, '\m[[:alnum:]-]+(?:\.[[:alnum:]-]+)*\.' || v_tld_bare, '•••', 'gi');
  -- Real dates (a day and a month) are set aside, each as a private-use character, while phone
  -- numbers are looked for: a number typed as 98.45.0123.45 is no date and stays in.
  select array_agg(m[1] order by o) into v_dates
    from regexp_matches(v, '(?<![0-9])([0-9]{1,2}([./-])[0-9]{1,2}\2[0-9]{2,4})(?![0-9])', 'g') with ordinality as x(m, o)
    cross join lateral (select (regexp_split_to_array(m[1], '[./-]'))[1]::integer as a,
                               (regexp_split_to_array(m[1], '[./-]'))[2]::integer as b) d
   where least(d.a, d.b) between 1 and 12 and greatest(d.a, d.b) <= 31;
  for i in 1 .. coalesce(array_length(v_dates, 1), 0) loop
    v := overlay(v placing chr(57343 + i) from strpos(v, v_dates[i]) for char_length(v_dates[i]));
  end loop;
  v := regexp_replace(v, '\+?' || v_token || '(?:' || v_sep || v_token || '){9,}', '•••', 'gi');
  for i in 1 .. coalesce(array_length(v_dates, 1), 0) loop
    v := replace(v, chr(57343 + i), v_dates[i]);
  end loop;
  return v;
end
$$;
revoke all on function private.mask_contacts(text) from public, anon, authenticated, service_role;

-- Contact details flow once the customer and the provider have a confirmed (or completed) booking.
create or replace function private.conversation_unmasked (
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
    join public.bookings b on b.customer_id = c.customer_id and b.provider_id = c.provider_id
    where c.id = p_conversation_id and b.status in ('confirmed', 'completed'))
$$;
revoke all on function private.conversation_unmasked(uuid) from public, anon, authenticated, service_role;

-- Either side blocked the other (a block covers every conversation of the pair).
create or replace function private.conversation_blocked (
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
    join public.conversation_blocks bl on bl.customer_id = c.customer_id and bl.provider_id = c.provider_id
    where c.id = p_conversation_id)
$$;
revoke all on function private.conversation_blocked(uuid) from public, anon, authenticated, service_role;

-- An attachment names an object of message-attachments in its conversation's folder; only the
-- fields the UI shows are kept.
create or replace function private.require_message_attachment (
  p_conversation_id uuid,
  p_attachment      jsonb
)
  returns jsonb
  language plpgsql
  stable
  set search_path to ''
  as $$
declare
  v_path text := p_attachment->>'path';
  v_type text := p_attachment->>'type';
begin
  if jsonb_typeof(p_attachment) is distinct from 'object'
     or v_path is null
     or v_path !~ ('^' || p_conversation_id::text || '/[0-9a-f-]{36}\.(jpg|jpeg|png|webp|pdf)$')
     or v_type is null or v_type not in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
     or jsonb_typeof(p_attachment->'size') is distinct from 'number'
     or (p_attachment->>'size')::numeric not between 1 and 10485760
     or coalesce(jsonb_typeof(p_attachment->'width'), 'null') not in ('number', 'null')
     or coalesce(jsonb_typeof(p_attachment->'height'), 'null') not in ('number', 'null')
     or coalesce((p_attachment->>'width')::numeric, 1) not between 1 and 20000
     or coalesce((p_attachment->>'height')::numeric, 1) not between 1 and 20000 then
    raise exception 'the attachment is not a file of this conversation'
      using errcode = '23514', hint = 'message_attachment_invalid', detail = json_build_object('field', 'attachment')::text;
  end if;
  return jsonb_strip_nulls(jsonb_build_object(
    'path', v_path,
    'name', left(coalesce(nullif(btrim(p_attachment->>'name'), ''), 'file'), 200),
    'type', v_type,
    'size', (p_attachment->>'size')::bigint,
    'width', (p_attachment->>'width')::integer,
    'height', (p_attachment->>'height')::integer));
end
$$;
revoke all on function private.require_message_attachment(uuid, jsonb) from public, anon, authenticated, service_role;

-- Sending is one call: finds or creates the conversation (the caller as its customer, or as its
-- provider about one of their bookings, or in p_conversation_id as either side) and inserts the
-- message, in one transaction. p_client_id makes it idempotent: the same key again answers the
-- message it first wrote, even from two tabs at once (the unique key serialises them).
create or replace function public.send_message (
  p_provider_id     uuid,
  p_body            text,
  p_client_id       uuid,
  p_booking_id      uuid default null::uuid,
  p_conversation_id uuid default null::uuid,
  p_attachment      jsonb default null::jsonb
)
  returns public.messages
  language plpgsql
  set search_path to ''
  as $$
declare
  v_uid uuid := auth.uid();
  v_conversation uuid := p_conversation_id;
  v_customer uuid;
  v_message public.messages;
begin
  if v_uid is null then
    raise exception 'sign in to send messages' using errcode = '42501', hint = 'session_expired';
  end if;
  if p_client_id is null then
    raise exception 'a message needs its client id' using errcode = '23514', hint = 'text_required',
      detail = json_build_object('field', 'client_id')::text;
  end if;
  select * into v_message from public.messages m where m.sender_id = v_uid and m.client_id = p_client_id;
  if found then
    return v_message;
  end if;
  if v_conversation is not null then
    if not private.is_conversation_participant(v_conversation) then
      raise exception 'no such conversation' using errcode = '42501', hint = 'not_found';
    end if;
  else
    if p_provider_id is null then
      raise exception 'whom to write to?' using errcode = '23514', hint = 'not_found';
    end if;
    if p_provider_id = private.my_provider_id() then
      -- A provider starts a conversation only about one of their bookings.
      select b.customer_id into v_customer from public.bookings b
       where b.id = p_booking_id and b.provider_id = p_provider_id;
      if v_customer is null then
        raise exception 'providers start conversations only about their bookings'
          using errcode = '23514', hint = 'conversation_booking_mismatch', detail = json_build_object('field', 'booking_id')::text;
      end if;
    else
      v_customer := v_uid;
    end if;
    insert into public.conversations (customer_id, provider_id, booking_id)
    values (v_customer, p_provider_id, p_booking_id)
    on conflict (customer_id, provider_id, booking_id) do nothing
    returning id into v_conversation;
    if v_conversation is null then
      select c.id into v_conversation from public.conversations c
       where c.customer_id = v_customer and c.provider_id = p_provider_id
         and c.booking_id is not distinct from p_booking_id;
    end if;
  end if;
  insert into public.messages (conversation_id, sender_id, body, client_id, attachment)
  values (v_conversation, v_uid, coalesce(p_body, ''), p_client_id, p_attachment)
  on conflict (sender_id, client_id) do nothing
  returning * into v_message;
  if v_message.id is null then
    -- The same key committed meanwhile (another tab): answer that message.
    select * into v_message from public.messages m where m.sender_id = v_uid and m.client_id = p_client_id;
  end if;
  return v_message;
end
$$;
revoke all on function public.send_message(uuid, text, uuid, uuid, uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.send_message(uuid, text, uuid, uuid, uuid, jsonb) to authenticated, service_role;

-- The caller's conversations, as customer and as provider, newest first (keyset by p_before on
-- last_at). Each with the other party, the booking it is about, the last message as stored and
-- how many of the other party's messages are unread.
create or replace function public.my_conversations (
  p_limit  integer default 30,
  p_before timestamp with time zone default null::timestamp with time zone
)
  returns table (
    id                  uuid,
    role                text,
    customer_id         uuid,
    provider_id         uuid,
    other_name          text,
    other_avatar_url    text,
    booking_id          uuid,
    tracking_code       text,
    booking_status      text,
    last_at             timestamp with time zone,
    last_message_id     uuid,
    last_sender_id      uuid,
    last_body           text,
    last_masked         boolean,
    last_has_attachment boolean,
    last_read_at        timestamp with time zone,
    unread              integer,
    unmasked            boolean,
    blocked_by_me       boolean,
    blocked_by_them     boolean
  )
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  with me as (select auth.uid() as uid, private.my_provider_id() as pid)
  select c.id,
         case when c.customer_id = me.uid then 'customer' else 'provider' end,
         c.customer_id, c.provider_id,
         case when c.customer_id = me.uid then sp.business_name else coalesce(cp.full_name, '') end,
         case when c.customer_id = me.uid then sp.avatar_url else cp.avatar_url end,
         c.booking_id, b.tracking_code, b.status,
         coalesce(c.last_message_at, c.created_at),
         lm.id, lm.sender_id, lm.body, lm.masked, lm.attachment is not null, lm.read_at,
         (select count(*)::integer from public.messages m
           where m.conversation_id = c.id and m.sender_id <> me.uid and m.read_at is null),
         private.conversation_unmasked(c.id),
         exists (select 1 from public.conversation_blocks bl
                  where bl.customer_id = c.customer_id and bl.provider_id = c.provider_id and bl.blocked_by = me.uid),
         exists (select 1 from public.conversation_blocks bl
                  where bl.customer_id = c.customer_id and bl.provider_id = c.provider_id and bl.blocked_by <> me.uid)
    from me
    join public.conversations c on c.customer_id = me.uid or c.provider_id = me.pid
    join public.service_providers sp on sp.id = c.provider_id
    left join public.profiles cp on cp.id = c.customer_id
    left join public.bookings b on b.id = c.booking_id
    left join lateral (
      select m.* from public.messages m where m.conversation_id = c.id
       order by m.created_at desc, m.id desc limit 1) lm on true
   where me.uid is not null
     and (p_before is null or coalesce(c.last_message_at, c.created_at) < p_before)
   order by coalesce(c.last_message_at, c.created_at) desc, c.id
   limit least(greatest(coalesce(p_limit, 30), 1), 100)
$$;
revoke all on function public.my_conversations(integer, timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.my_conversations(integer, timestamp with time zone) to authenticated, service_role;

-- A page of a conversation's messages, newest first, older than p_before (scrolling up); as the
-- caller, so only participants and admins read any.
create or replace function public.conversation_messages (
  p_conversation_id uuid,
  p_limit           integer default 50,
  p_before          timestamp with time zone default null::timestamp with time zone
)
  returns setof public.messages
  language sql
  stable
  set search_path to ''
  as $$
  select m.* from public.messages m
   where m.conversation_id = p_conversation_id
     and (p_before is null or m.created_at < p_before)
   order by m.created_at desc, m.id desc
   limit least(greatest(coalesce(p_limit, 50), 1), 200)
$$;
revoke all on function public.conversation_messages(uuid, integer, timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.conversation_messages(uuid, integer, timestamp with time zone) to authenticated, service_role;

-- Read receipts: the other party's unread messages get read_at now, and the caller's chat
-- notifications about this conversation are read too. Answers how many messages it marked.
create or replace function public.mark_conversation_read (
  p_conversation_id uuid
)
  returns integer
  language plpgsql
  set search_path to ''
  as $$
declare
  v_count integer;
begin
  if not private.is_conversation_participant(p_conversation_id) then
    raise exception 'no such conversation' using errcode = '42501', hint = 'not_found';
  end if;
  update public.messages m set read_at = now()
   where m.conversation_id = p_conversation_id and m.sender_id <> auth.uid() and m.read_at is null;
  get diagnostics v_count = row_count;
  update public.notifications n set read = true
   where n.user_id = auth.uid() and n.type = 'chat' and not n.read
     and n.params->>'conversationId' = p_conversation_id::text;
  return v_count;
end
$$;
revoke all on function public.mark_conversation_read(uuid) from public, anon, authenticated, service_role;
grant execute on function public.mark_conversation_read(uuid) to authenticated, service_role;

-- A participant reports the conversation (or one message of it) to the admins' queue.
create or replace function public.report_conversation (
  p_conversation_id uuid,
  p_reason          text,
  p_message_id      uuid default null::uuid
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_id uuid;
begin
  if not private.is_conversation_participant(p_conversation_id) then
    raise exception 'no such conversation' using errcode = '42501', hint = 'not_found';
  end if;
  if p_message_id is not null and not exists (
      select 1 from public.messages m where m.id = p_message_id and m.conversation_id = p_conversation_id) then
    raise exception 'no such message in this conversation' using errcode = '23514', hint = 'not_found',
      detail = json_build_object('field', 'message_id')::text;
  end if;
  insert into public.conversation_reports (conversation_id, message_id, reporter_id, reason)
  values (p_conversation_id, p_message_id, auth.uid(), private.require_text('reason', coalesce(p_reason, ''), 3, 1000))
  returning id into v_id;
  return v_id;
end
$$;
revoke all on function public.report_conversation(uuid, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.report_conversation(uuid, text, uuid) to authenticated, service_role;

-- A participant blocks the other party of this conversation (every conversation of the pair).
create or replace function public.block_in_conversation (
  p_conversation_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if not private.is_conversation_participant(p_conversation_id) then
    raise exception 'no such conversation' using errcode = '42501', hint = 'not_found';
  end if;
  insert into public.conversation_blocks (customer_id, provider_id, blocked_by)
  select c.customer_id, c.provider_id, auth.uid() from public.conversations c where c.id = p_conversation_id
  on conflict do nothing;
end
$$;
revoke all on function public.block_in_conversation(uuid) from public, anon, authenticated, service_role;
grant execute on function public.block_in_conversation(uuid) to authenticated, service_role;

-- Lifts the caller's own block (the other party's block on them stays).
create or replace function public.unblock_in_conversation (
  p_conversation_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if not private.is_conversation_participant(p_conversation_id) then
    raise exception 'no such conversation' using errcode = '42501', hint = 'not_found';
  end if;
  delete from public.conversation_blocks bl
   using public.conversations c
   where c.id = p_conversation_id and bl.customer_id = c.customer_id and bl.provider_id = c.provider_id
     and bl.blocked_by = auth.uid();
end
$$;
revoke all on function public.unblock_in_conversation(uuid) from public, anon, authenticated, service_role;
grant execute on function public.unblock_in_conversation(uuid) to authenticated, service_role;

-- Admins close a report; nothing else about it changes.
create or replace function private.guard_conversation_report()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  if private.is_system() then
    return new;
  end if;
  if (new.id, new.conversation_id, new.message_id, new.reporter_id, new.reason, new.created_at)
     is distinct from (old.id, old.conversation_id, old.message_id, old.reporter_id, old.reason, old.created_at) then
    raise exception 'a report cannot be changed' using errcode = '42501', hint = 'forbidden';
  end if;
  new.handled_at := case when new.status = 'closed' then coalesce(old.handled_at, now()) end;
  return new;
end
$$;

-- messages: a message to a provider (or their answer), when sent. Sent messages never change.
create or replace function private.validate_message()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_masked text;
begin
  if private.conversation_blocked(new.conversation_id) then
    raise exception 'this conversation is blocked' using errcode = '42501', hint = 'conversation_blocked';
  end if;
  if new.attachment is not null then
    new.attachment := private.require_message_attachment(new.conversation_id, new.attachment);
  end if;
  if new.attachment is not null and private.trim_text(coalesce(new.body, '')) = '' then
    new.body := '';
  else
    new.body := private.require_text('body', coalesce(new.body, ''), 1, 4000);
  end if;
  -- Before a confirmed booking, contact details stay on the platform: the stored text is the
  -- masked one, so the other party can never read the original.
  if not private.conversation_unmasked(new.conversation_id) then
    v_masked := private.mask_contacts(new.body);
    new.masked := v_masked is distinct from new.body;
    new.body := v_masked;
    if new.attachment is not null then
      v_masked := private.mask_contacts(new.attachment->>'name');
      new.masked := new.masked or v_masked is distinct from (new.attachment->>'name');
      new.attachment := jsonb_set(new.attachment, '{name}', to_jsonb(v_masked));
    end if;
  else
    new.masked := false;
  end if;
  return new;
end
$$;
revoke all on function private.validate_message() from public, anon, authenticated, service_role;

-- Triggers

create trigger conversations_guard
  before insert or update on public.conversations
  for each row
  execute function private.guard_conversation();

create trigger conversation_reports_guard
  before update on public.conversation_reports
  for each row
  execute function private.guard_conversation_report();

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

create policy "conversation_blocks: participants and admins read" on public.conversation_blocks
  for select
  to authenticated
  using (((customer_id = ( select auth.uid() as uid)) or (provider_id = ( select private.my_provider_id() as my_provider_id)) or ( select private.is_admin() as is_admin)));

create policy "conversation_reports: admins read" on public.conversation_reports
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

-- No admins' close policy (issue 26): admins act through the audited admin functions of
-- 90_admin; a bare write would be silent.

create policy "conversation_reports: reporters read theirs" on public.conversation_reports
  for select
  to authenticated
  using ((reporter_id = ( select auth.uid() as uid)));

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
