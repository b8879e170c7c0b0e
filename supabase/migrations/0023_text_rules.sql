-- 0023 text rules for the other texts people type: what a customer writes with a booking
-- and in a review, and what a provider writes about their business, services and bundles.
-- The same treatment as 0020: trimmed (spaces, tabs, line breaks), judged in code points, and
-- refused with a keyed error naming the field and its limits (text_required / text_too_short /
-- text_too_long, detail {"field", "min", "max"}) instead of the table's CHECK message. Only new
-- or changed values are judged; the limits are the columns' CHECK limits (0002-0007), which
-- stay. An optional text left blank is stored as null.

-- A changed optional text: trimmed, blank -> null, within p_max.
create or replace function private.require_optional_text(p_field text, p_value text, p_max integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.require_text(p_field, nullif(private.trim_text(p_value), ''), 1, p_max)
$$;
revoke execute on function private.require_optional_text(text, text, integer) from public, anon, authenticated, service_role;

create or replace function private.validate_booking_texts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.special_requirements is distinct from old.special_requirements then
    new.special_requirements := private.require_optional_text('special_requirements', new.special_requirements, 2000);
  end if;
  if tg_op = 'INSERT' or new.status_note is distinct from old.status_note then
    new.status_note := private.require_optional_text('status_note', new.status_note, 1000);
  end if;
  return new;
end
$$;
revoke execute on function private.validate_booking_texts() from public;

-- Runs before bookings_guard (triggers fire in name order), so the guard compares trimmed values.
create trigger bookings_a_validate
  before insert or update on public.bookings
  for each row execute function private.validate_booking_texts();

create or replace function private.validate_review_texts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.comment is distinct from old.comment then
    new.comment := private.require_optional_text('comment', new.comment, 2000);
  end if;
  if tg_op = 'INSERT' or new.provider_reply is distinct from old.provider_reply then
    new.provider_reply := private.require_optional_text('provider_reply', new.provider_reply, 2000);
  end if;
  return new;
end
$$;
revoke execute on function private.validate_review_texts() from public;

create trigger reviews_a_validate
  before insert or update on public.reviews
  for each row execute function private.validate_review_texts();

create or replace function private.validate_provider_texts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.business_name is distinct from old.business_name then
    new.business_name := private.require_text('business_name', coalesce(new.business_name, ''), 2, 120);
  end if;
  if tg_op = 'INSERT' or new.description is distinct from old.description then
    new.description := private.require_optional_text('description', new.description, 4000);
  end if;
  return new;
end
$$;
revoke execute on function private.validate_provider_texts() from public;

create trigger service_providers_validate_texts
  before insert or update on public.service_providers
  for each row execute function private.validate_provider_texts();

create or replace function private.validate_service_texts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.title is distinct from old.title then
    new.title := private.require_text('title', coalesce(new.title, ''), 3, 150);
  end if;
  if tg_op = 'INSERT' or new.description is distinct from old.description then
    new.description := private.require_optional_text('description', new.description, 5000);
  end if;
  return new;
end
$$;
revoke execute on function private.validate_service_texts() from public;

create trigger services_validate_texts
  before insert or update on public.services
  for each row execute function private.validate_service_texts();

create or replace function private.validate_bundle_texts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.name is distinct from old.name then
    new.name := private.require_text('name', coalesce(new.name, ''), 3, 150);
  end if;
  if tg_op = 'INSERT' or new.description is distinct from old.description then
    new.description := private.require_optional_text('description', new.description, 5000);
  end if;
  if tg_op = 'INSERT' or new.terms is distinct from old.terms then
    new.terms := private.require_optional_text('terms', new.terms, 5000);
  end if;
  return new;
end
$$;
revoke execute on function private.validate_bundle_texts() from public;

create trigger bundles_validate_texts
  before insert or update on public.bundles
  for each row execute function private.validate_bundle_texts();
