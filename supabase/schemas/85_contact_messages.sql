-- The contact form: messages to the team, rate limited per client.

create table public.contact_messages (
  id         uuid                     not null default gen_random_uuid(),
  user_id    uuid                     default auth.uid(),
  name       text                     not null,
  email      text                     not null,
  phone      text,
  subject    text,
  message    text                     not null,
  handled    boolean                  not null default false,
  created_at timestamp with time zone not null default now(),
  -- The admins' handling (issue 26): when it was marked handled, and the reply emailed, if any.
  handled_at timestamp with time zone,
  reply      text,
  replied_at timestamp with time zone,
  replied_by uuid,
  constraint contact_messages_reply_check check (((reply is null) or ((char_length(btrim(reply)) >= 2) and (char_length(reply) <= 5000)))),
  constraint contact_messages_email_check check (((char_length(email) <= 254) and (email ~* '^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$'::text))),
  constraint contact_messages_message_check check (((char_length(btrim(message)) >= 5) and (char_length(btrim(message)) <= 5000))),
  constraint contact_messages_name_check check (((char_length(btrim(name)) >= 2) and (char_length(btrim(name)) <= 120))),
  constraint contact_messages_phone_canonical check (((phone is null) or (phone ~ '^\+91[6-9][0-9]{9}$'::text))),
  constraint contact_messages_pkey primary key (id),
  constraint contact_messages_subject_check check (((subject is null) or ((char_length(btrim(subject)) >= 1) and (char_length(btrim(subject)) <= 200)))),
  constraint contact_messages_user_id_fkey foreign key (user_id) references public.profiles(id) on delete set null
);

alter table public.contact_messages
  enable row level security;

create index contact_messages_inbox_idx on public.contact_messages using btree (handled, created_at desc);

-- No insert for the API roles: send_contact_message below takes one message at a time.
-- Admins read; they mark handled and reply through the audited functions of 90_admin.
grant select on table public.contact_messages to authenticated;

grant delete, insert, select, update on table public.contact_messages to service_role;

create index contact_messages_user_idx on public.contact_messages using btree (user_id)
  where (user_id is not null);

-- Senders cannot claim to be someone else or pre-mark their message handled.
create or replace function private.guard_contact_message()
  returns trigger
  language plpgsql
  set search_path to ''
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

create or replace function private.is_contact_message (
  p text
)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$ select private.text_fits(p, 10, 5000) $$;
revoke all on function private.is_contact_message(text) from public, anon, authenticated, service_role;

create or replace function private.is_contact_subject (
  p text
)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$ select private.text_fits(p, 1, 200) $$;
revoke all on function private.is_contact_subject(text) from public, anon, authenticated, service_role;

-- contact_messages (inserted only, by send_contact_message or the system).
create or replace function private.validate_contact_message()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  new.name := private.require_text('name', coalesce(new.name, ''), 2, 120);
  new.email := private.require_email('email', new.email);
  new.phone := private.require_phone('phone', new.phone);
  new.subject := private.require_text('subject', nullif(private.trim_text(new.subject), ''), 1, 200);
  new.message := private.require_text('message', coalesce(new.message, ''), 10, 5000);
  return new;
end
$$;
revoke all on function private.validate_contact_message() from public, anon, authenticated, service_role;

create or replace function public.send_contact_message (
  name    text,
  email   text,
  message text,
  phone   text default null::text,
  subject text default null::text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function public.send_contact_message(text, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.send_contact_message(text, text, text, text, text) to anon, authenticated, service_role;

-- Triggers

create trigger contact_messages_guard
  before insert on public.contact_messages
  for each row
  execute function private.guard_contact_message();

create trigger contact_messages_validate
  before insert on public.contact_messages
  for each row
  execute function private.validate_contact_message();

-- Row level security policies

-- No admins' delete policy (issue 26): admins act through the audited admin functions of
-- 90_admin; a bare write would be silent.

create policy "contact_messages: admins read" on public.contact_messages
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));
