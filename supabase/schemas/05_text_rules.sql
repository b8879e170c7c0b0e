-- What valid text is, in one place: names, emails, Indian mobile numbers, cities and free text.
-- Validation triggers in the domain files call these and raise 23514 with an error key
-- (the hint) the apps translate; the column checks of each table use the same predicates.

-- Lower-case and strip accents. unaccent() is only STABLE because its dictionary could
-- change; with the dictionary named explicitly it is safe to treat as immutable, which
-- index expressions require (the usual Postgres idiom).
create or replace function private.fold (
  p text
)
  returns text
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(p, '')))
$$;
revoke all on function private.fold(text) from public, anon, authenticated, service_role;
grant execute on function private.fold(text) to authenticated, service_role;

-- Trimmed of spaces, tabs and line breaks (the TS side's trimText).
create or replace function private.trim_text (
  p text
)
  returns text
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select btrim(p, E' \t\r\n')
$$;
-- Only SECURITY DEFINER triggers (running as the owner) and the tests call them.
revoke all on function private.trim_text(text) from public, anon, authenticated, service_role;

-- Trimmed length within [p_min, p_max] code points.
create or replace function private.text_fits (
  p     text,
  p_min integer,
  p_max integer
)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select coalesce(char_length(private.trim_text(p)) between p_min and p_max, false)
$$;
revoke all on function private.text_fits(text, integer, integer) from public, anon, authenticated, service_role;

create or replace function private.is_city (
  p text
)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$ select private.text_fits(p, 2, 80) $$;
revoke all on function private.is_city(text) from public, anon, authenticated, service_role;

-- Trimmed, at most 254 characters, the pattern contact_messages.email always had.
create or replace function private.is_email (
  p text
)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select char_length(t) <= 254 and t ~* '^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$'
  from (select private.trim_text(p) as t) x
$$;
revoke all on function private.is_email(text) from public, anon, authenticated, service_role;

-- The canonical form of an Indian mobile number (+91 and ten digits), or null when the value
-- is not one. Spaces, dashes, dots and brackets are dropped first; ASCII digits only.
create or replace function private.normalise_indian_mobile (
  p text
)
  returns text
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select '+91' || right(d, 10)
  from (select regexp_replace(p, '[[:space:]().-]', '', 'g') as d) x
  where d ~ '^(\+91|91|0)?[6-9][0-9]{9}$'
$$;
revoke all on function private.normalise_indian_mobile(text) from public, anon, authenticated, service_role;

create or replace function private.is_indian_mobile (
  p text
)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select private.normalise_indian_mobile(p) is not null
$$;
revoke all on function private.is_indian_mobile(text) from public, anon, authenticated, service_role;

-- One function per text rule, with its limits (the TS side's LIMITS).
create or replace function private.is_person_name (
  p text
)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$ select private.text_fits(p, 2, 120) $$;
revoke all on function private.is_person_name(text) from public, anon, authenticated, service_role;

create or replace function private.require_email (
  p_field text,
  p_value text
)
  returns text
  language plpgsql
  immutable
  set search_path to ''
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
revoke all on function private.require_email(text, text) from public, anon, authenticated, service_role;

-- The trimmed text, or a keyed 23514 naming the field and its limits. Null stays null (an
-- optional field left empty); an empty or blank text is "required".
create or replace function private.require_text (
  p_field text,
  p_value text,
  p_min   integer,
  p_max   integer
)
  returns text
  language plpgsql
  immutable
  set search_path to ''
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
revoke all on function private.require_text(text, text, integer, integer) from public, anon, authenticated, service_role;

-- A changed optional text: trimmed, blank -> null, within p_max.
create or replace function private.require_optional_text (
  p_field text,
  p_value text,
  p_max   integer
)
  returns text
  language sql
  immutable
  set search_path to ''
  as $$
  select private.require_text(p_field, nullif(private.trim_text(p_value), ''), 1, p_max)
$$;
revoke all on function private.require_optional_text(text, text, integer) from public, anon, authenticated, service_role;

-- The canonical phone number, null for none (null or blank), or a keyed 23514.
create or replace function private.require_phone (
  p_field text,
  p_value text
)
  returns text
  language plpgsql
  immutable
  set search_path to ''
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
revoke all on function private.require_phone(text, text) from public, anon, authenticated, service_role;

create or replace function private.text_language (
  p text
)
  returns text
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select case
    when p ~ '[ऀ-ॿ]' then 'hi'
    when p ~ '[஀-௿]' then 'ta'
    when p ~ '[ఀ-౿]' then 'te'
    when p ~ '[ಀ-೿]' then 'kn'
    else 'en' end
$$;
revoke all on function private.text_language(text) from public, anon, authenticated, service_role;
grant execute on function private.text_language(text) to anon, authenticated, service_role;
