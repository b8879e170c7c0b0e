-- 0030 Notifications in the reader's language (issue 13 items 8 and 9). A notification written
-- by the database names a message template and its parameters; the app words it in the language
-- the reader has chosen, at the moment it is read (switching language re-words the bell). The
-- English title and message stay on the row: they are what an admin announcement carries, and
-- what any reader without the template (an old client) shows.
-- Booking notifications keep their 0008 wording here: the booking lifecycle is rebuilt next
-- (issue 14), with its own templates.

alter table public.notifications
  add column template text
    check (template is null or (char_length(template) <= 80 and template ~ '^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$')),
  add column params jsonb not null default '{}'::jsonb
    check (jsonb_typeof(params) = 'object' and pg_column_size(params) <= 4000);

comment on column public.notifications.template is
  'Key of the message template the app words in the reader''s language (null: title and message as written).';
comment on column public.notifications.params is
  'Values the template interpolates (names, codes, ratings); user-written text is quoted, never translated.';

-- Only the read flag may change: the template and its values are as fixed as the text.
create or replace function private.guard_notification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.read := false;
    new.created_at := now();
    return new;
  end if;
  if (new.id, new.user_id, new.title, new.message, new.type, new.link, new.created_at, new.template, new.params)
     is distinct from (old.id, old.user_id, old.title, old.message, old.type, old.link, old.created_at, old.template, old.params) then
    raise exception 'only the read flag of a notification can change' using errcode = '42501', hint = 'forbidden';
  end if;
  return new;
end
$$;

-- The writer the triggers use from now on: the English text plus the template and its values.
create or replace function private.notify(
  p_user_id uuid, p_template text, p_params jsonb, p_title text, p_message text, p_type text, p_link text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, template, params, title, message, type, link)
  select p_user_id, p_template, coalesce(p_params, '{}'::jsonb), left(p_title, 200), left(p_message, 2000), p_type, p_link
  where p_user_id is not null
$$;
revoke execute on function private.notify(uuid, text, jsonb, text, text, text, text) from public, anon, authenticated, service_role;

create or replace function private.notify_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(private.provider_profile_id(new.provider_id), 'review.received',
    jsonb_build_object('name', new.reviewer_name, 'rating', new.rating),
    'New review', format('%s rated you %s out of 5.', new.reviewer_name, new.rating), 'review', '/dashboard');
  return null;
end
$$;

create or replace function private.notify_provider_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text := case when new.status in ('approved', 'rejected', 'suspended') then new.status else 'pending' end;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  perform private.notify(new.profile_id, 'provider.' || v_status,
    jsonb_strip_nulls(jsonb_build_object('business', new.business_name, 'reason', nullif(btrim(new.status_reason), ''))),
    case v_status when 'approved' then 'You are approved'
                  when 'rejected' then 'Application not approved'
                  when 'suspended' then 'Account suspended'
                  else 'Application under review' end,
    case when v_status = 'approved' then format('%s is now live on Utsav. Add your services from the dashboard.', new.business_name)
         else coalesce(new.status_reason, format('The status of %s is now %s.', new.business_name, new.status)) end,
    'provider', case when v_status = 'approved' then '/dashboard' else '/provider/profile' end);
  return null;
end
$$;

-- The message itself is quoted as written; only "New message from …" is worded per reader.
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
