-- The catalogue: categories and services, with each category's attribute rules.

create table public.service_categories (
  -- The slug is the key: it is the URL segment and what services filter on.
  slug        text                     not null,
  name        text                     not null,
  description text,
  sort_order  integer                  not null default 0,
  image_path  text,
  active      boolean                  not null default true,
  created_at  timestamp with time zone not null default now(),
  updated_at  timestamp with time zone not null default now(),
  constraint service_categories_description_check check (((description is null) or (char_length(description) <= 1000))),
  constraint service_categories_image_path_check check (((image_path is null) or (char_length(image_path) <= 500))),
  constraint service_categories_name_check check (((char_length(btrim(name)) >= 2) and (char_length(btrim(name)) <= 80))),
  constraint service_categories_pkey primary key (slug),
  constraint service_categories_slug_check check (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) and (char_length(slug) <= 60)))
);

alter table public.service_categories
  enable row level security;

grant select on table public.service_categories to anon;

grant delete, insert, select, update on table public.service_categories to authenticated;

grant delete, insert, select, update on table public.service_categories to service_role;

-- Title first, then what a customer types to narrow down (category, city, tradition,
-- cuisine, style), then the description.
create or replace function private.service_document (
  p_title       text,
  p_category    text,
  p_city        text,
  p_description text,
  p_attributes  jsonb
)
  returns tsvector
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select setweight(to_tsvector('english'::regconfig, private.fold(p_title)), 'A')
      || setweight(to_tsvector('english'::regconfig, private.fold(
           replace(p_category, '-', ' ') || ' ' || coalesce(p_city, '') || ' '
           || coalesce(p_attributes ->> 'tradition', '') || ' '
           || coalesce(p_attributes ->> 'cuisine', '') || ' '
           || coalesce(p_attributes ->> 'style', ''))), 'B')
      || setweight(to_tsvector('english'::regconfig, private.fold(p_description)), 'C')
$$;
revoke all on function private.service_document(text, text, text, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function private.service_document(text, text, text, text, jsonb) to authenticated, service_role;

create table public.services (
  id                  uuid                     not null default gen_random_uuid(),
  provider_id         uuid                     not null,
  category_slug       text                     not null,
  title               text                     not null,
  description         text,
  -- Money is always integer paise: ₹1 = 100 paise. Upper bound ₹1 crore per unit.
  price_paise         bigint                   not null,
  price_unit          text                     not null default 'per_event'::text,
  min_guests          integer,
  max_guests          integer,
  duration_hours      numeric(5,2),
  city                text                     not null,
  images              text[]                   not null default '{}'::text[],
  -- Category-specific details: languages/tradition (pooja), cuisine/veg (catering),
  -- capacity/parking (halls), hours of coverage (photography) and so on.
  attributes          jsonb                    not null default '{}'::jsonb,
  active              boolean                  not null default true,
  created_at          timestamp with time zone not null default now(),
  updated_at          timestamp with time zone not null default now(),
  -- The documents as stored generated columns: a search's recheck and rank read a ready
  -- tsvector instead of recomputing unaccent + to_tsvector for every candidate row
  -- (measured with `pnpm bench:catalog`, 20,000 services and 2,000 bundles: ~4 s a search
  -- with expression indexes). Whole-table GIN indexes: the planner did not pick partial
  -- (where active) ones for these queries, and inactive rows are few.
  search_document     tsvector                 generated always as (private.service_document(title, category_slug, city, description, attributes)) stored,
  rating_count        integer                  not null default 0,
  rating_stars        integer                  not null default 0,
  concurrent_capacity integer                  not null default 1,
  -- The language title and description were written in; translations holds the others as
  -- {"<lang>": {"title": ..., "description": ...}} (pages fall back to the original).
  original_language   text                     not null default 'en'::text,
  translations        jsonb                    not null default '{}'::jsonb,
  -- Uploaded photos as [{"url", "width", "height"}]: pages reserve the space before they load.
  -- images stays the list of addresses every listing reads (the guard keeps it in step).
  photos              jsonb                    not null default '[]'::jsonb,
  -- The provider's weighted rating, the third key of a category page's order, copied here
  -- (kept by triggers in 65_listings_and_search.sql) so the page is read in the order of
  -- one index (services_listing_rating_idx) instead of sorting every service of a category.
  provider_score      double precision         not null default 3.5,
  -- Whether its provider is approved (only their services are public), copied here by the
  -- same triggers, so a search's stages read the services alone instead of joining every
  -- match to its provider.
  provider_approved   boolean                  not null default false,
  -- Its provider's rating and review count, copied by the same triggers: a search without
  -- words is ordered by them (services_search_filters_idx), as its scores are. numeric, not
  -- numeric(3,2) as the provider's: a function returning it as numeric would cast it, and a
  -- cast is not the index's column, so the walk would not be taken.
  provider_rating     numeric                  not null default 0,
  provider_rating_count integer                not null default 0,
  constraint services_attributes_check check ((jsonb_typeof(attributes) = 'object'::text)),
  constraint services_category_slug_fkey foreign key (category_slug) references public.service_categories(slug) on update cascade,
  constraint services_check check (((min_guests is null) or (max_guests is null) or (min_guests <= max_guests))),
  constraint services_city_check check (((char_length(btrim(city)) >= 2) and (char_length(btrim(city)) <= 80))),
  constraint services_concurrent_capacity_check check (((concurrent_capacity >= 1) and (concurrent_capacity <= 50))),
  constraint services_description_check check (((description is null) or (char_length(description) <= 5000))),
  constraint services_duration_hours_check check (((duration_hours is null) or ((duration_hours > (0)::numeric) and (duration_hours <= (720)::numeric)))),
  constraint services_images_check check ((cardinality(images) <= 20)),
  constraint services_max_guests_check check (((max_guests is null) or ((max_guests >= 1) and (max_guests <= 100000)))),
  constraint services_min_guests_check check (((min_guests is null) or ((min_guests >= 1) and (min_guests <= 100000)))),
  constraint services_pkey primary key (id),
  constraint services_price_paise_check check (((price_paise > 0) and (price_paise <= 1000000000))),
  constraint services_price_unit_check check ((price_unit = any (array['per_event'::text, 'per_plate'::text, 'per_hour'::text, 'per_day'::text, 'per_person'::text]))),
  constraint services_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade,
  constraint services_rating_count_check check ((rating_count >= 0)),
  constraint services_rating_stars_check check ((rating_stars >= 0)),
  constraint services_title_check check (((char_length(btrim(title)) >= 3) and (char_length(btrim(title)) <= 150))),
  constraint services_original_language_check check ((original_language = any (array['en'::text, 'hi'::text, 'ta'::text, 'te'::text, 'kn'::text]))),
  constraint services_translations_check check ((jsonb_typeof(translations) = 'object'::text)),
  constraint services_photos_check check (((jsonb_typeof(photos) = 'array'::text) and (jsonb_array_length(photos) <= 20)))
);

alter table public.services
  enable row level security;

-- A category page in a city (list_services) reads a city's entries alone: the price range
-- bounds them, and the rest of what its count and ranking read rides along, so neither
-- visits the table (nor does a search without words that sorts a city's services, which
-- reads their provider's rating).
create index services_category_city_idx on public.services using btree (category_slug, city, price_paise)
  include (min_guests, max_guests, price_unit, duration_hours, rating_count, rating_stars, provider_score,
           provider_approved, created_at, provider_id, id, provider_rating, provider_rating_count)
  where active;

create index services_category_created_idx on public.services using btree (category_slug, created_at desc)
  where active;

-- Listing: a category page filters by category (and often city) and sorts by price or date.
create index services_category_price_idx on public.services using btree (category_slug, price_paise)
  where active;

create index services_provider_active_idx on public.services using btree (provider_id, price_paise)
  where active;

create index services_provider_idx on public.services using btree (provider_id);

create index services_title_trgm_idx on public.services using gin (title extensions.gin_trgm_ops);

comment on column public.services.concurrent_capacity is 'How many bookings of this service can overlap in time (teams, halls); 1 for most (0034).';

comment on column public.services.rating_count is 'Number of reviews of bookings of this service (kept by a trigger, 0026).';

comment on column public.services.rating_stars is 'Sum of their stars (kept by a trigger, 0026); the average is rating_stars / rating_count.';

grant select on table public.services to anon;

grant delete, insert, select, update on table public.services to authenticated;

grant delete, insert, select, update on table public.services to service_role;

comment on column public.services.search_document is 'Full-text search document (generated; see 0013).';

create index services_search_idx on public.services using gin (search_document);

-- What each category's attributes may hold (the catalogue's filters and cards read them:
-- 0014-0017, 0030): per key its type and, for numbers, whole numbers in a sane range; text
-- up to 80 characters; `languages` a list of up to 20 names. Unknown keys are refused, so
-- a typo does not silently fall out of the filters. `p_min`/`p_max` bound numbers.
create or replace function private.service_attribute_rules (
  p_category text
)
  returns jsonb
  language sql
  immutable
  set search_path to ''
  as $$
  select '{"languages": {"type": "list"}}'::jsonb || case p_category
    when 'pooja-services' then '{"tradition": {"type": "text"}, "samagri_included": {"type": "boolean"},
                                 "pandits": {"type": "integer", "min": 1, "max": 50}}'
    when 'wedding-photography' then '{"photographers": {"type": "integer", "min": 0, "max": 50},
                                      "videographers": {"type": "integer", "min": 0, "max": 50},
                                      "album_pages": {"type": "integer", "min": 0, "max": 1000},
                                      "drone": {"type": "boolean"}, "locations": {"type": "integer", "min": 1, "max": 50},
                                      "style": {"type": "text"}}'
    when 'mehendi-artists' then '{"style": {"type": "text"}, "organic": {"type": "boolean"},
                                  "artists": {"type": "integer", "min": 1, "max": 100}}'
    when 'catering' then '{"cuisine": {"type": "text"}, "veg": {"type": "boolean"},
                           "live_counters": {"type": "integer", "min": 0, "max": 50}}'
    when 'music' then '{"musicians": {"type": "integer", "min": 1, "max": 500},
                        "sound_watts": {"type": "integer", "min": 0, "max": 1000000}, "style": {"type": "text"}}'
    when 'decoration' then '{"flowers": {"type": "text"}, "theme": {"type": "text"}, "style": {"type": "text"}}'
    when 'function-hall' then '{"capacity": {"type": "integer", "min": 1, "max": 100000},
                                "parking": {"type": "integer", "min": 0, "max": 100000}, "ac": {"type": "boolean"}}'
    else '{}' end::jsonb
$$;
revoke all on function private.service_attribute_rules(text) from public, anon, authenticated, service_role;
grant execute on function private.service_attribute_rules(text) to authenticated, service_role;

-- Refuses attributes that break the rules above (23514, naming the key).
create or replace function private.check_service_attributes (
  p_category   text,
  p_attributes jsonb
)
  returns void
  language plpgsql
  immutable
  set search_path to ''
  as $$
declare
  v_rules jsonb := private.service_attribute_rules(p_category);
  v_key text;
  v_value jsonb;
  v_rule jsonb;
begin
  if jsonb_typeof(p_attributes) is distinct from 'object' then
    return;  -- the table's CHECK refuses it
  end if;
  for v_key, v_value in select e.key, e.value from jsonb_each(p_attributes) e loop
    v_rule := v_rules -> v_key;
    if v_rule is null then
      raise exception 'attribute "%" is not one of the % attributes', v_key, p_category using errcode = '23514', hint = 'attribute_invalid', detail = json_build_object('field', 'attributes', 'attribute', v_key, 'category', p_category)::text;
    end if;
    case v_rule ->> 'type'
      when 'boolean' then
        if jsonb_typeof(v_value) <> 'boolean' then
          raise exception 'attribute "%" must be true or false', v_key using errcode = '23514', hint = 'attribute_invalid', detail = json_build_object('field', 'attributes', 'attribute', v_key)::text;
        end if;
      when 'integer' then
        if jsonb_typeof(v_value) <> 'number' or v_value::numeric <> trunc(v_value::numeric)
           or v_value::numeric not between (v_rule ->> 'min')::numeric and (v_rule ->> 'max')::numeric then
          raise exception 'attribute "%" must be a whole number from % to %', v_key, v_rule ->> 'min', v_rule ->> 'max'
            using errcode = '23514', hint = 'value_out_of_range',
                  detail = json_build_object('field', 'attributes', 'attribute', v_key, 'min', (v_rule ->> 'min')::numeric, 'max', (v_rule ->> 'max')::numeric)::text;
        end if;
      when 'text' then
        if jsonb_typeof(v_value) <> 'string' or char_length(btrim(v_value #>> '{}')) not between 1 and 80 then
          raise exception 'attribute "%" must be text of 1 to 80 characters', v_key using errcode = '23514', hint = 'attribute_invalid', detail = json_build_object('field', 'attributes', 'attribute', v_key, 'min', 1, 'max', 80)::text;
        end if;
      when 'list' then
        if jsonb_typeof(v_value) <> 'array' or jsonb_array_length(v_value) > 20
           or exists (select 1 from jsonb_array_elements(v_value) x
                      where jsonb_typeof(x) <> 'string' or char_length(btrim(x #>> '{}')) not between 1 and 40) then
          raise exception 'attribute "%" must be a list of up to 20 names of 1 to 40 characters', v_key
            using errcode = '23514', hint = 'attribute_invalid',
                  detail = json_build_object('field', 'attributes', 'attribute', v_key, 'max_items', 20, 'min', 1, 'max', 40)::text;
        end if;
    end case;
  end loop;
end
$$;
-- The services guard calls it as the writing role.
revoke all on function private.check_service_attributes(text, jsonb) from public, anon, authenticated, service_role;
grant execute on function private.check_service_attributes(text, jsonb) to authenticated, service_role;

-- Each photo is {"url", "width", "height"}: the public address of an object in the owner's own
-- folder of provider-photos (any host: local stack or hosted project) and the pixel size the
-- browser measured after resizing, so pages can reserve the box (nothing jumps while loading).
-- Another address (a tracker, someone else's upload) is refused: public pages show these.
create or replace function private.check_service_photos (
  p_photos jsonb,
  p_owner  uuid
)
  returns void
  language plpgsql
  immutable
  set search_path to ''
  as $$
declare
  v_photo jsonb;
begin
  if jsonb_typeof(p_photos) is distinct from 'array' then
    return;  -- the table's CHECK refuses it
  end if;
  for v_photo in select p from jsonb_array_elements(p_photos) p loop
    -- A missing key's jsonb_typeof is null, hence "is distinct from".
    if jsonb_typeof(v_photo) <> 'object'
       or jsonb_typeof(v_photo -> 'url') is distinct from 'string'
       or not ((v_photo ->> 'url') ~ ('^https?://[^/\s]+/storage/v1/object/public/provider-photos/' || p_owner::text || '/[^/?#\s]+$'))
       or char_length(v_photo ->> 'url') > 500
       or jsonb_typeof(v_photo -> 'width') is distinct from 'number' or jsonb_typeof(v_photo -> 'height') is distinct from 'number'
       or (v_photo ->> 'width')::numeric not between 1 and 10000
       or (v_photo ->> 'height')::numeric not between 1 and 10000
       or exists (select 1 from jsonb_object_keys(v_photo) k where k not in ('url', 'width', 'height')) then
      raise exception 'a photo is {url, width, height}: the address of an upload in the owner''s folder and a size of 1 to 10000 pixels'
        using errcode = '23514', hint = 'photo_invalid', detail = json_build_object('field', 'photos')::text;
    end if;
  end loop;
end
$$;
revoke all on function private.check_service_photos(jsonb, uuid) from public, anon, authenticated, service_role;
grant execute on function private.check_service_photos(jsonb, uuid) to authenticated, service_role;

-- Translations of a service's title and description into the other four languages: keys are
-- languages other than the original, each {"title", "description"?} within the same lengths as
-- the original's; returned trimmed (blank descriptions dropped).
create or replace function private.require_service_translations (
  p_translations      jsonb,
  p_original_language text
)
  returns jsonb
  language plpgsql
  immutable
  set search_path to ''
  as $$
declare
  v_lang text;
  v_value jsonb;
  v_out jsonb := '{}'::jsonb;
  v_description text;
begin
  if jsonb_typeof(p_translations) is distinct from 'object' then
    return p_translations;  -- the table's CHECK refuses it
  end if;
  for v_lang, v_value in select e.key, e.value from jsonb_each(p_translations) e loop
    if v_lang not in ('en', 'hi', 'ta', 'te', 'kn') or v_lang = p_original_language
       or jsonb_typeof(v_value) <> 'object'
       or exists (select 1 from jsonb_object_keys(v_value) k where k not in ('title', 'description'))
       or jsonb_typeof(v_value -> 'title') is distinct from 'string'
       or (v_value ? 'description' and jsonb_typeof(v_value -> 'description') not in ('string', 'null')) then
      raise exception 'translation "%" must be another of the five languages with a title and an optional description', v_lang
        using errcode = '23514', hint = 'translation_invalid', detail = json_build_object('field', 'translations', 'language', v_lang)::text;
    end if;
    v_description := private.require_optional_text('description', v_value ->> 'description', 5000);
    v_out := v_out || jsonb_build_object(v_lang, jsonb_strip_nulls(jsonb_build_object(
      'title', private.require_text('title', v_value ->> 'title', 3, 150),
      'description', v_description)));
  end loop;
  return v_out;
end
$$;
revoke all on function private.require_service_translations(jsonb, text) from public, anon, authenticated, service_role;

-- A service someone has booked stays for their records: deleting it pauses it instead (it
-- leaves the catalogue, its bookings keep their service). remove_service says which happened.
create or replace function private.pause_booked_service()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if exists (select 1 from public.bookings b where b.service_id = old.id) then
    update public.services set active = false where id = old.id and active;
    return null;
  end if;
  return old;
end
$$;
revoke all on function private.pause_booked_service() from public, anon, authenticated, service_role;

-- Deletes one of the caller's services, or pauses it when it has bookings: 'deleted' or 'paused'.
create or replace function public.remove_service (
  p_service_id uuid
)
  returns text
  language plpgsql
  set search_path to ''
  as $$
declare
  v_id uuid;
begin
  if not exists (select 1 from public.services s
                 where s.id = p_service_id
                   and (s.provider_id = private.my_provider_id() or private.is_admin())) then
    raise exception 'no such service of yours' using errcode = '42501', hint = 'not_found';
  end if;
  delete from public.services s where s.id = p_service_id returning s.id into v_id;
  return case when v_id is null then 'paused' else 'deleted' end;
end
$$;
comment on function public.remove_service(uuid) is 'Deletes one of the caller''s services (admins: any), or pauses it when it has bookings (issue 24): returns deleted or paused.';
revoke all on function public.remove_service(uuid) from public, anon, authenticated, service_role;
grant execute on function public.remove_service(uuid) to authenticated, service_role;

-- The review totals are the trigger's alone.
create or replace function private.guard_service()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
begin
  if tg_op = 'UPDATE' then
    if new.provider_id <> old.provider_id and not private.is_system() then
      raise exception 'a service cannot move to another provider' using errcode = '42501', hint = 'forbidden';
    end if;
    new.created_at := old.created_at;
  end if;
  if not private.is_system() then
    if tg_op = 'INSERT' then
      new.rating_count := 0;
      new.rating_stars := 0;
    else
      new.rating_count := old.rating_count;
      new.rating_stars := old.rating_stars;
    end if;
  end if;
  if tg_op = 'INSERT' or new.photos is distinct from old.photos then
    perform private.check_service_photos(new.photos, private.provider_profile_id(new.provider_id));
    if jsonb_array_length(new.photos) > 0 or (tg_op = 'UPDATE' and jsonb_array_length(old.photos) > 0) then
      new.images := array(select p ->> 'url' from jsonb_array_elements(new.photos) p);
    end if;
  end if;
  -- A service is in its provider's city unless it says otherwise.
  if new.city is null then
    select sp.city into new.city from public.service_providers sp where sp.id = new.provider_id;
  end if;
  -- Everyone's attributes, the system's included: every visitor's filters read them.
  if tg_op = 'INSERT' or (new.attributes, new.category_slug) is distinct from (old.attributes, old.category_slug) then
    perform private.check_service_attributes(new.category_slug, new.attributes);
  end if;
  return new;
end
$$;

create or replace function private.validate_service_texts()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if tg_op = 'INSERT' or new.title is distinct from old.title then
    new.title := private.require_text('title', coalesce(new.title, ''), 3, 150);
  end if;
  if tg_op = 'INSERT' or new.description is distinct from old.description then
    new.description := private.require_optional_text('description', new.description, 5000);
  end if;
  if tg_op = 'INSERT' or (new.translations, new.original_language) is distinct from (old.translations, old.original_language) then
    new.translations := private.require_service_translations(new.translations, new.original_language);
  end if;
  return new;
end
$$;
revoke all on function private.validate_service_texts() from public, anon, authenticated, service_role;

-- Triggers

create trigger service_categories_touch
  before update on public.service_categories
  for each row
  execute function private.touch_updated_at();

create trigger services_pause_booked
  before delete on public.services
  for each row
  execute function private.pause_booked_service();

create trigger services_guard
  before insert or update on public.services
  for each row
  execute function private.guard_service();

create trigger services_touch
  before update on public.services
  for each row
  execute function private.touch_updated_at();

create trigger services_validate_texts
  before insert or update on public.services
  for each row
  execute function private.validate_service_texts();

-- Row level security policies

create policy "service_categories: admins delete" on public.service_categories
  for delete
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "service_categories: admins insert" on public.service_categories
  for insert
  to authenticated
  with check (( select private.is_admin() as is_admin));

create policy "service_categories: admins update" on public.service_categories
  for update
  to authenticated
  using (( select private.is_admin() as is_admin))
  with check (( select private.is_admin() as is_admin));

create policy "service_categories: public" on public.service_categories
  for select
  to anon, authenticated
  using (true);

-- The public catalogue: active services of approved providers.
create policy "services: active services of approved providers are public" on public.services
  for select
  to anon, authenticated
  using ((active and (exists ( select 1
   from public.service_providers sp
  where ((sp.id = services.provider_id) and (sp.status = 'approved'::text))))));

create policy "services: admins add" on public.services
  for insert
  to authenticated
  with check (( select private.is_admin() as is_admin));

create policy "services: admins delete" on public.services
  for delete
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "services: admins read all" on public.services
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "services: admins update" on public.services
  for update
  to authenticated
  using (( select private.is_admin() as is_admin))
  with check (( select private.is_admin() as is_admin));

-- "Add New Service" is for approved providers only.
create policy "services: approved providers add" on public.services
  for insert
  to authenticated
  with check ((provider_id = ( select private.my_approved_provider_id() as my_approved_provider_id)));

create policy "services: providers delete own" on public.services
  for delete
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "services: providers read own" on public.services
  for select
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "services: providers update own" on public.services
  for update
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)))
  with check ((provider_id = ( select private.my_provider_id() as my_provider_id)));
