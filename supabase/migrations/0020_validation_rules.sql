-- 0020 validation rules: one SQL function per rule a person types (Indian mobile number,
-- email, person name, city, contact subject and message, message to a provider), the same
-- rules as shared/validation/rules.ts. shared/validation/fixtures.json holds the strings both
-- must judge alike (supabase/tests/validation_rules.test.ts runs them through both).
--
-- Decisions:
-- * Texts are trimmed of spaces, tabs and line breaks (btrim(x, E' \t\r\n'), as the TS side)
--   before they are judged and stored; lengths count code points (char_length).
-- * A phone number is stored one way only: `+91` and the ten digits. People may type spaces,
--   dashes, dots and brackets, and +91, 91 or a leading 0 before the ten digits (starting 6-9);
--   the database normalises what it is given, so a client that sends "098450 12345" stores
--   "+919845012345". Existing rows are normalised here and a CHECK keeps the stored form.
-- * Limits where the UI and SQL disagreed: a message to a provider (messages.body) may be up
--   to 4,000 characters (SQL's limit wins: messages are never edited, so rows stored under it
--   stay valid; the UI's 2,000 moves up). A contact message needs 10 to 5,000 characters (the
--   UI's minimum wins over SQL's 5: "Hello" tells support nothing).
-- * The rules apply to every new or changed value, through BEFORE triggers that raise keyed
--   errors (23514, hint text_required / text_too_short / text_too_long / phone_invalid /
--   email_invalid, detail {"field", "min", "max"}) that the apps translate. Values stored
--   before this migration stay until edited; the older, looser CHECK constraints remain as the
--   storage floor.
-- * The validating triggers are SECURITY DEFINER (they read nothing but the row), so the rule
--   functions need no grants for the API roles.

-- ---------------------------------------------------------------------------------- the rules

-- Trimmed of spaces, tabs and line breaks (the TS side's trimText).
create or replace function private.trim_text(p text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(p, E' \t\r\n')
$$;

-- The canonical form of an Indian mobile number (+91 and ten digits), or null when the value
-- is not one. Spaces, dashes, dots and brackets are dropped first; ASCII digits only.
create or replace function private.normalise_indian_mobile(p text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '+91' || right(d, 10)
  from (select regexp_replace(p, '[[:space:]().-]', '', 'g') as d) x
  where d ~ '^(\+91|91|0)?[6-9][0-9]{9}$'
$$;

create or replace function private.is_indian_mobile(p text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.normalise_indian_mobile(p) is not null
$$;

-- Trimmed, at most 254 characters, the pattern contact_messages.email always had.
create or replace function private.is_email(p text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(t) <= 254 and t ~* '^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$'
  from (select private.trim_text(p) as t) x
$$;

-- Trimmed length within [p_min, p_max] code points.
create or replace function private.text_fits(p text, p_min integer, p_max integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(char_length(private.trim_text(p)) between p_min and p_max, false)
$$;

-- One function per text rule, with its limits (the TS side's LIMITS).
create or replace function private.is_person_name(p text)
returns boolean language sql immutable parallel safe set search_path = ''
as $$ select private.text_fits(p, 2, 120) $$;

create or replace function private.is_city(p text)
returns boolean language sql immutable parallel safe set search_path = ''
as $$ select private.text_fits(p, 2, 80) $$;

create or replace function private.is_contact_subject(p text)
returns boolean language sql immutable parallel safe set search_path = ''
as $$ select private.text_fits(p, 1, 200) $$;

create or replace function private.is_contact_message(p text)
returns boolean language sql immutable parallel safe set search_path = ''
as $$ select private.text_fits(p, 10, 5000) $$;

create or replace function private.is_provider_message(p text)
returns boolean language sql immutable parallel safe set search_path = ''
as $$ select private.text_fits(p, 1, 4000) $$;

-- ------------------------------------------------------------- keyed refusals for the triggers

-- The trimmed text, or a keyed 23514 naming the field and its limits. Null stays null (an
-- optional field left empty); an empty or blank text is "required".
create or replace function private.require_text(p_field text, p_value text, p_min integer, p_max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text := private.trim_text(p_value);
begin
  if p_value is null then
    return null;
  end if;
  if v = '' then
    raise exception '% is required', p_field
      using errcode = '23514', hint = 'text_required', detail = json_build_object('field', p_field)::text;
  end if;
  if char_length(v) < p_min then
    raise exception '% is shorter than % characters', p_field, p_min
      using errcode = '23514', hint = 'text_too_short',
            detail = json_build_object('field', p_field, 'min', p_min, 'max', p_max)::text;
  end if;
  if char_length(v) > p_max then
    raise exception '% is longer than % characters', p_field, p_max
      using errcode = '23514', hint = 'text_too_long',
            detail = json_build_object('field', p_field, 'min', p_min, 'max', p_max)::text;
  end if;
  return v;
end
$$;

-- The canonical phone number, null for none (null or blank), or a keyed 23514.
create or replace function private.require_phone(p_field text, p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text := private.normalise_indian_mobile(p_value);
begin
  if coalesce(private.trim_text(p_value), '') = '' then
    return null;
  end if;
  if v is null then
    raise exception '% is not an Indian mobile number', p_field
      using errcode = '23514', hint = 'phone_invalid', detail = json_build_object('field', p_field)::text;
  end if;
  return v;
end
$$;

create or replace function private.require_email(p_field text, p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(private.trim_text(p_value), '') = '' then
    raise exception '% is required', p_field
      using errcode = '23514', hint = 'text_required', detail = json_build_object('field', p_field)::text;
  end if;
  if not private.is_email(p_value) then
    raise exception '% is not an email address', p_field
      using errcode = '23514', hint = 'email_invalid',
            detail = json_build_object('field', p_field, 'max', 254)::text;
  end if;
  return private.trim_text(p_value);
end
$$;

-- Only SECURITY DEFINER triggers (running as the owner) and the tests call them.
revoke execute on function private.trim_text(text), private.normalise_indian_mobile(text), private.is_indian_mobile(text),
  private.is_email(text), private.text_fits(text, integer, integer), private.is_person_name(text), private.is_city(text),
  private.is_contact_subject(text), private.is_contact_message(text), private.is_provider_message(text),
  private.require_text(text, text, integer, integer), private.require_phone(text, text), private.require_email(text, text)
  from public, anon, authenticated, service_role;

-- ------------------------------------------------------------------------------ where they apply

-- Sign-up: a name or phone that breaks its rule is dropped rather than failing the sign-up.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := coalesce(nullif(private.trim_text(new.raw_user_meta_data ->> 'full_name'), ''),
                          private.trim_text(new.raw_user_meta_data ->> 'name'));
  v_lang text := new.raw_user_meta_data ->> 'preferred_language';
begin
  insert into public.profiles (id, full_name, phone, preferred_language)
  values (
    new.id,
    case when private.is_person_name(v_name) then v_name end,
    private.normalise_indian_mobile(new.raw_user_meta_data ->> 'phone'),
    case when v_lang in ('en', 'hi', 'ta', 'te', 'kn') then v_lang else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end
$$;

-- profiles: full name, phone and city, when new or changed.
create or replace function private.validate_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.full_name is distinct from old.full_name then
    new.full_name := private.require_text('full_name', new.full_name, 2, 120);
  end if;
  if tg_op = 'INSERT' or new.phone is distinct from old.phone then
    new.phone := private.require_phone('phone', new.phone);
  end if;
  if tg_op = 'INSERT' or new.city is distinct from old.city then
    new.city := nullif(private.trim_text(new.city), '');
    new.city := private.require_text('city', new.city, 2, 80);
  end if;
  return new;
end
$$;
revoke execute on function private.validate_profile() from public;

create trigger profiles_validate
  before insert or update on public.profiles
  for each row execute function private.validate_profile();

-- service_providers: the business's phone and city, when new or changed.
create or replace function private.validate_service_provider()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.phone is distinct from old.phone then
    new.phone := private.require_phone('phone', new.phone);
  end if;
  if tg_op = 'INSERT' or new.city is distinct from old.city then
    new.city := private.require_text('city', coalesce(new.city, ''), 2, 80);
  end if;
  return new;
end
$$;
revoke execute on function private.validate_service_provider() from public;

create trigger service_providers_validate
  before insert or update on public.service_providers
  for each row execute function private.validate_service_provider();

-- contact_messages (inserted only, by send_contact_message or the system).
create or replace function private.validate_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
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
revoke execute on function private.validate_contact_message() from public;

create trigger contact_messages_validate
  before insert on public.contact_messages
  for each row execute function private.validate_contact_message();

-- messages: a message to a provider (or their answer), when sent. Sent messages never change.
create or replace function private.validate_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.body := private.require_text('body', coalesce(new.body, ''), 1, 4000);
  return new;
end
$$;
revoke execute on function private.validate_message() from public;

create trigger messages_validate
  before insert on public.messages
  for each row execute function private.validate_message();

-- ------------------------------------------------------------------ phones stored one way only

-- Every stored phone already matched ^\+?(91)?[6-9][0-9]{9}$, so each has a canonical form.
update public.profiles set phone = private.normalise_indian_mobile(phone)
 where phone is distinct from private.normalise_indian_mobile(phone);
update public.service_providers set phone = private.normalise_indian_mobile(phone)
 where phone is distinct from private.normalise_indian_mobile(phone);
update public.contact_messages set phone = private.normalise_indian_mobile(phone)
 where phone is distinct from private.normalise_indian_mobile(phone);

alter table public.profiles add constraint profiles_phone_canonical
  check (phone is null or phone ~ '^\+91[6-9][0-9]{9}$');
alter table public.service_providers add constraint service_providers_phone_canonical
  check (phone is null or phone ~ '^\+91[6-9][0-9]{9}$');
alter table public.contact_messages add constraint contact_messages_phone_canonical
  check (phone is null or phone ~ '^\+91[6-9][0-9]{9}$');
