-- Service providers: a profile's business, approved by an admin before it is listed, and the
-- dates a provider is not available.

create or replace function private.provider_document (
  p_name        text,
  p_city        text,
  p_areas       text[],
  p_languages   text[],
  p_description text
)
  returns tsvector
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select setweight(to_tsvector('english'::regconfig, private.fold(p_name)), 'A')
      || setweight(to_tsvector('english'::regconfig, private.fold(
           coalesce(p_city, '') || ' ' || array_to_string(p_areas, ' ') || ' '
           || array_to_string(p_languages, ' '))), 'B')
      || setweight(to_tsvector('english'::regconfig, private.fold(p_description)), 'C')
$$;
revoke all on function private.provider_document(text, text, text[], text[], text) from public, anon, authenticated, service_role;
grant execute on function private.provider_document(text, text, text[], text[], text) to authenticated, service_role;

-- A GSTIN's shape and its check character (GSTN's mod-36 scheme: the first 14 characters'
-- values, weighted 1 and 2 alternately, each product folded as quotient + remainder by 36).
-- mf-provider/src/domain/provider/utils/gstin.ts is its twin for the form; its test and
-- provider_applications.test use the same samples.
create or replace function private.gstin_is_valid (
  p_gstin text
)
  returns boolean
  language plpgsql
  immutable
  parallel safe
  set search_path to ''
  as $$
declare
  v_chars constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  v_sum integer := 0;
  v_product integer;
begin
  if p_gstin is null or p_gstin !~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' then
    return false;
  end if;
  for i in 1..14 loop
    v_product := (strpos(v_chars, substr(p_gstin, i, 1)) - 1) * (case when i % 2 = 1 then 1 else 2 end);
    v_sum := v_sum + v_product / 36 + v_product % 36;
  end loop;
  return substr(v_chars, ((36 - v_sum % 36) % 36) + 1, 1) = substr(p_gstin, 15, 1);
end
$$;
revoke all on function private.gstin_is_valid(text) from public, anon, authenticated, service_role;

create table public.service_providers (
  id               uuid                     not null default gen_random_uuid(),
  profile_id       uuid                     not null,
  business_name    text                     not null,
  description      text,
  city             text                     not null,
  areas_served     text[]                   not null default '{}'::text[],
  languages        text[]                   not null default '{}'::text[],
  experience_years integer                  not null default 0,
  phone            text,
  avatar_url       text,
  status           text                     not null default 'pending'::text,
  status_reason    text,
  submitted_at     timestamp with time zone not null default now(),
  approved_at      timestamp with time zone,
  -- Kept by a trigger on reviews (0007); clients cannot set them.
  rating_avg       numeric(3,2)             not null default 0,
  rating_count     integer                  not null default 0,
  created_at       timestamp with time zone not null default now(),
  updated_at       timestamp with time zone not null default now(),
  search_document  tsvector                 generated always as (private.provider_document(business_name, city, areas_served, languages, description)) stored,
  -- Verification (issue 24): read by the owner and admins only, through my_provider_application()
  -- (no column grant: the row itself is public once approved). The GSTIN's checksum is checked
  -- by the validate trigger (private.gstin_is_valid), its shape here.
  pan                    text,
  gstin                  text,
  -- The identity document's object name in the private provider-documents bucket.
  identity_document_path text,
  travels_outside_city   boolean                  not null default false,
  travel_fee_paise       bigint,
  contact_preferences    text[]                   not null default '{call,whatsapp}'::text[],
  -- The Terms version accepted with the application (user_consents keeps the proof).
  terms_version          text,
  constraint service_providers_pan_check check (((pan is null) or (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'::text))),
  constraint service_providers_gstin_check check (((gstin is null) or (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'::text))),
  constraint service_providers_identity_document_path_check check (((identity_document_path is null) or (char_length(identity_document_path) <= 500))),
  constraint service_providers_travel_fee_paise_check check (((travel_fee_paise is null) or ((travel_fee_paise >= 0) and (travel_fee_paise <= 10000000)))),
  constraint service_providers_contact_preferences_check check (((cardinality(contact_preferences) >= 1) and (contact_preferences <@ array['call'::text, 'whatsapp'::text, 'chat'::text]))),
  constraint service_providers_terms_version_check check (((terms_version is null) or (char_length(terms_version) <= 40))),
  constraint service_providers_areas_served_check check ((cardinality(areas_served) <= 50)),
  constraint service_providers_avatar_url_check check (((avatar_url is null) or (char_length(avatar_url) <= 1000))),
  constraint service_providers_business_name_check check (((char_length(btrim(business_name)) >= 2) and (char_length(btrim(business_name)) <= 120))),
  constraint service_providers_check check (((status <> 'approved'::text) or (approved_at is not null))),
  constraint service_providers_city_check check (((char_length(btrim(city)) >= 2) and (char_length(btrim(city)) <= 80))),
  constraint service_providers_description_check check (((description is null) or (char_length(description) <= 4000))),
  constraint service_providers_experience_years_check check (((experience_years >= 0) and (experience_years <= 80))),
  constraint service_providers_languages_check check ((cardinality(languages) <= 20)),
  constraint service_providers_phone_canonical check (((phone is null) or (phone ~ '^\+91[6-9][0-9]{9}$'::text))),
  constraint service_providers_pkey primary key (id),
  constraint service_providers_profile_id_fkey foreign key (profile_id) references public.profiles(id) on delete cascade,
  constraint service_providers_profile_id_key unique (profile_id),
  constraint service_providers_rating_avg_check check (((rating_avg >= (0)::numeric) and (rating_avg <= (5)::numeric))),
  constraint service_providers_rating_count_check check ((rating_count >= 0)),
  -- needs_info (issue 26): the admin asked for more (status_reason says what); the applicant edits
  -- and submits again, which makes it pending. Out of the queue meanwhile.
  constraint service_providers_status_check check ((status = any (array['pending'::text, 'approved'::text, 'rejected'::text, 'suspended'::text, 'needs_info'::text]))),
  constraint service_providers_status_reason_check check (((status_reason is null) or (char_length(status_reason) <= 1000)))
);

alter table public.service_providers
  enable row level security;

-- Its id last: a search without words lists providers in this order (rating, review count,
-- id) and walks it to the page's end; without the id it sorted every approved provider's tie
-- group, and read them all (200,000 services, catering: 4,043 providers, 30 ms; 0.5 with it).
create index service_providers_approved_rating_idx on public.service_providers using btree (rating_avg desc, rating_count desc, id)
  where (status = 'approved'::text);

-- services.title and bundles.name already have trigram indexes (0003, 0004).
create index service_providers_name_trgm_idx on public.service_providers using gin (business_name extensions.gin_trgm_ops);

create index service_providers_status_city_idx on public.service_providers using btree (status, city);

comment on table public.service_providers is 'Provider applications. Public when approved. Status, reason, approval time and ratings are set only by admins or the system.';

grant select (areas_served, avatar_url, business_name, city, contact_preferences, description, experience_years, id, languages, rating_avg, rating_count, status, travel_fee_paise, travels_outside_city) on table public.service_providers to anon;

grant select (approved_at, areas_served, avatar_url, business_name, city, contact_preferences, created_at, description, experience_years, id, languages, profile_id, rating_avg, rating_count, status_reason, status, submitted_at, travel_fee_paise, travels_outside_city, updated_at) on table public.service_providers to authenticated;

grant delete, update on table public.service_providers to authenticated;

grant delete, insert, select, update on table public.service_providers to service_role;

comment on column public.service_providers.search_document is 'Full-text search document (generated; see 0013).';

grant select (search_document) on table public.service_providers to authenticated;

create index service_providers_search_idx on public.service_providers using gin (search_document);

create or replace function private.guard_service_provider()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
declare
  v_system boolean := private.is_system();
  v_admin boolean := not v_system and private.is_admin();
begin
  if tg_op = 'INSERT' then
    if not v_system then
      new.created_at := now();
      new.rating_avg := 0;
      new.rating_count := 0;
      if not v_admin then
        -- A provider's own application always starts pending.
        new.status := 'pending';
        new.status_reason := null;
        new.approved_at := null;
        new.submitted_at := now();
      end if;
    end if;
    if new.status = 'approved' then
      new.approved_at := coalesce(new.approved_at, now());
    end if;
    return new;
  end if;

  if new.profile_id <> old.profile_id or new.id <> old.id then
    raise exception 'a provider application cannot move to another profile' using errcode = '42501', hint = 'forbidden';
  end if;
  if not v_system then
    new.created_at := old.created_at;
    new.submitted_at := old.submitted_at;
    -- Ratings come from reviews only: silently keep the stored values.
    new.rating_avg := old.rating_avg;
    new.rating_count := old.rating_count;
    if not v_admin and (new.status is distinct from old.status
        or new.status_reason is distinct from old.status_reason
        or new.approved_at is distinct from old.approved_at) then
      raise exception 'only an admin can change a provider''s status' using errcode = '42501', hint = 'forbidden';
    end if;
    -- What the admin verified changes only with a new application (submit_provider_application).
    if not v_admin and (new.pan is distinct from old.pan or new.gstin is distinct from old.gstin
        or new.identity_document_path is distinct from old.identity_document_path
        or new.terms_version is distinct from old.terms_version) then
      raise exception 'verification details change only by applying again' using errcode = '42501', hint = 'forbidden';
    end if;
  end if;
  if new.status is distinct from old.status then
    new.approved_at := case when new.status = 'approved' then now() else old.approved_at end;
  end if;
  return new;
end
$$;

-- The caller's provider id if the application is approved.
create or replace function private.my_approved_provider_id()
  returns uuid
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select sp.id from public.service_providers sp
  where sp.profile_id = auth.uid() and sp.status = 'approved'
$$;
revoke all on function private.my_approved_provider_id() from public, anon, authenticated, service_role;
grant execute on function private.my_approved_provider_id() to authenticated, service_role;

-- The caller's provider id (a profile has at most one), for policies.
create or replace function private.my_provider_id()
  returns uuid
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select sp.id from public.service_providers sp where sp.profile_id = auth.uid()
$$;
revoke all on function private.my_provider_id() from public, anon, authenticated, service_role;
grant execute on function private.my_provider_id() to authenticated, service_role;

-- Profile id behind a provider id.
create or replace function private.provider_profile_id (
  p_provider_id uuid
)
  returns uuid
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select sp.profile_id from public.service_providers sp where sp.id = p_provider_id
$$;
revoke all on function private.provider_profile_id(uuid) from public, anon, authenticated, service_role;
grant execute on function private.provider_profile_id(uuid) to authenticated, service_role;

-- Keeps profiles.user_type in step with the application (see the decision above).
create or replace function private.sync_provider_user_type()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if tg_op = 'DELETE' then
    update public.profiles set user_type = 'guest'
    where id = old.profile_id and user_type = 'service_provider';
    return old;
  end if;
  if new.status = 'approved' then
    update public.profiles set user_type = 'service_provider'
    where id = new.profile_id and user_type = 'guest';
  elsif new.status = 'rejected' then
    update public.profiles set user_type = 'guest'
    where id = new.profile_id and user_type = 'service_provider';
  end if;
  return new;
end
$$;
revoke all on function private.sync_provider_user_type() from public, anon, authenticated, service_role;

create or replace function private.validate_provider_texts()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function private.validate_provider_texts() from public, anon, authenticated, service_role;

-- service_providers: the business's phone and city, when new or changed.
create or replace function private.validate_service_provider()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if tg_op = 'INSERT' or new.phone is distinct from old.phone then
    new.phone := private.require_phone('phone', new.phone);
  end if;
  if tg_op = 'INSERT' or new.city is distinct from old.city then
    new.city := private.require_text('city', coalesce(new.city, ''), 2, 80);
  end if;
  if (tg_op = 'INSERT' or new.pan is distinct from old.pan) and new.pan is not null
     and new.pan !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
    raise exception 'pan is not a PAN' using errcode = '23514', hint = 'pan_invalid', detail = json_build_object('field', 'pan')::text;
  end if;
  if (tg_op = 'INSERT' or new.gstin is distinct from old.gstin or new.pan is distinct from old.pan) and new.gstin is not null then
    if not private.gstin_is_valid(new.gstin) then
      raise exception 'gstin is not a GSTIN' using errcode = '23514', hint = 'gstin_invalid', detail = json_build_object('field', 'gstin')::text;
    end if;
    -- A GSTIN carries its holder's PAN in characters 3 to 12.
    if new.pan is not null and substr(new.gstin, 3, 10) <> new.pan then
      raise exception 'the GSTIN belongs to another PAN' using errcode = '23514', hint = 'gstin_pan_mismatch', detail = json_build_object('field', 'gstin')::text;
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.validate_service_provider() from public, anon, authenticated, service_role;

-- Triggers

create trigger service_providers_guard
  before insert or update on public.service_providers
  for each row
  execute function private.guard_service_provider();

create trigger service_providers_sync_user_type
  after insert or delete or update of status on public.service_providers
  for each row
  execute function private.sync_provider_user_type();

create trigger service_providers_touch
  before update on public.service_providers
  for each row
  execute function private.touch_updated_at();

create trigger service_providers_validate_texts
  before insert or update on public.service_providers
  for each row
  execute function private.validate_provider_texts();

create trigger service_providers_validate
  before insert or update on public.service_providers
  for each row
  execute function private.validate_service_provider();

-- Row level security policies

-- No admins' delete policy (issue 26): admins act through the audited admin functions of
-- 90_admin; a bare write would be silent.

create policy "service_providers: admins read all" on public.service_providers
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

-- No admins' update policy (issue 26): admins act through the audited admin functions of
-- 90_admin; a bare write would be silent.

-- Applicants apply through submit_provider_application(), which checks the whole application;
-- nobody inserts a bare row through the API, admins included (issue 26: nothing silent).

create policy "service_providers: approved are public" on public.service_providers
  for select
  to anon, authenticated
  using ((status = 'approved'::text));

create policy "service_providers: read own" on public.service_providers
  for select
  to authenticated
  using ((profile_id = ( select auth.uid() as uid)));

create policy "service_providers: update own details" on public.service_providers
  for update
  to authenticated
  using ((profile_id = ( select auth.uid() as uid)))
  with check ((profile_id = ( select auth.uid() as uid)));

-- An applicant may withdraw an application that was never approved (sent back for more
-- information too, issue 26).
create policy "service_providers: withdraw own application" on public.service_providers
  for delete
  to authenticated
  using (((profile_id = ( select auth.uid() as uid)) and (status = any (array['pending'::text, 'rejected'::text, 'needs_info'::text]))));
