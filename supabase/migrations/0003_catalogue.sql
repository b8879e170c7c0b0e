-- 0003 catalogue: the seven service categories of the spec and the services providers offer.
-- Categories are reference data the routes (/services/<slug>) depend on, so they are
-- created here rather than in the demo seed: a hosted project has them too.

create extension if not exists pg_trgm with schema extensions;

create table public.service_categories (
  -- The slug is the key: it is the URL segment and what services filter on.
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 60),
  name text not null check (char_length(btrim(name)) between 2 and 80),
  description text check (description is null or char_length(description) <= 1000),
  sort_order integer not null default 0,
  image_path text check (image_path is null or char_length(image_path) <= 500),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

insert into public.service_categories (slug, name, description, sort_order, image_path) values
  ('pooja-services', 'Pooja Services', 'Experienced pandits for griha pravesh, satyanarayan katha, havans and every home ceremony.', 1, '/images/categories/pooja-services.jpg'),
  ('wedding-photography', 'Wedding Photography', 'Candid and traditional photographers and cinematographers for every ritual.', 2, '/images/categories/wedding-photography.jpg'),
  ('mehendi-artists', 'Mehendi Artists', 'Bridal, Arabic and contemporary mehendi designs for the bride and guests.', 3, '/images/categories/mehendi-artists.jpg'),
  ('catering', 'Catering', 'Vegetarian and non-vegetarian caterers for regional and multi-cuisine menus.', 4, '/images/categories/catering.jpg'),
  ('music', 'Music', 'Nadaswaram, shehnai, dhol, live bands and DJs for every part of the celebration.', 5, '/images/categories/music.jpg'),
  ('decoration', 'Decoration', 'Mandap, floral, stage and lighting decoration for weddings and festivals.', 6, '/images/categories/decoration.jpg'),
  ('function-hall', 'Function Halls', 'Kalyana mandapams, banquet halls and lawns for every guest count.', 7, '/images/categories/function-hall.jpg');

create trigger service_categories_touch
  before update on public.service_categories
  for each row execute function private.touch_updated_at();

alter table public.service_categories enable row level security;

create policy "service_categories: public" on public.service_categories
  for select to anon, authenticated
  using (true);
create policy "service_categories: admins insert" on public.service_categories
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "service_categories: admins update" on public.service_categories
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "service_categories: admins delete" on public.service_categories
  for delete to authenticated
  using ((select private.is_admin()));

grant select on public.service_categories to anon;
grant select, insert, update, delete on public.service_categories to authenticated, service_role;

create table public.services (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.service_providers (id) on delete cascade,
  category_slug text not null references public.service_categories (slug) on update cascade,
  title text not null check (char_length(btrim(title)) between 3 and 150),
  description text check (description is null or char_length(description) <= 5000),
  -- Money is always integer paise: ₹1 = 100 paise. Upper bound ₹1 crore per unit.
  price_paise bigint not null check (price_paise > 0 and price_paise <= 1000000000),
  price_unit text not null default 'per_event'
    check (price_unit in ('per_event', 'per_plate', 'per_hour', 'per_day', 'per_person')),
  min_guests integer check (min_guests is null or min_guests between 1 and 100000),
  max_guests integer check (max_guests is null or max_guests between 1 and 100000),
  duration_hours numeric(5, 2) check (duration_hours is null or (duration_hours > 0 and duration_hours <= 720)),
  city text not null check (char_length(btrim(city)) between 2 and 80),
  images text[] not null default '{}' check (cardinality(images) <= 20),
  -- Category-specific details: languages/tradition (pooja), cuisine/veg (catering),
  -- capacity/parking (halls), hours of coverage (photography) and so on.
  attributes jsonb not null default '{}'::jsonb check (jsonb_typeof(attributes) = 'object'),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_guests is null or max_guests is null or min_guests <= max_guests)
);

create index services_provider_idx on public.services (provider_id);
create index services_category_city_idx on public.services (category_slug, city) where active;
create index services_title_trgm_idx on public.services using gin (title extensions.gin_trgm_ops);

-- API rights, explicit as on hosted (new tables get none); row-level security decides the rows.
grant select on public.services to anon;
grant select, insert, update, delete on public.services to authenticated, service_role;

-- What each category's attributes may hold (the catalogue's filters and cards read them:
-- 0014-0017, 0030): per key its type and, for numbers, whole numbers in a sane range; text
-- up to 80 characters; `languages` a list of up to 20 names. Unknown keys are refused, so
-- a typo does not silently fall out of the filters. `p_min`/`p_max` bound numbers.
create or replace function private.service_attribute_rules(p_category text)
returns jsonb
language sql
immutable
set search_path = ''
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
revoke execute on function private.service_attribute_rules(text) from public, anon;
grant execute on function private.service_attribute_rules(text) to authenticated, service_role;

-- Refuses attributes that break the rules above (23514, naming the key).
create or replace function private.check_service_attributes(p_category text, p_attributes jsonb)
returns void
language plpgsql
immutable
set search_path = ''
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
      raise exception 'attribute "%" is not one of the % attributes', v_key, p_category using errcode = '23514';
    end if;
    case v_rule ->> 'type'
      when 'boolean' then
        if jsonb_typeof(v_value) <> 'boolean' then
          raise exception 'attribute "%" must be true or false', v_key using errcode = '23514';
        end if;
      when 'integer' then
        if jsonb_typeof(v_value) <> 'number' or v_value::numeric <> trunc(v_value::numeric)
           or v_value::numeric not between (v_rule ->> 'min')::numeric and (v_rule ->> 'max')::numeric then
          raise exception 'attribute "%" must be a whole number from % to %', v_key, v_rule ->> 'min', v_rule ->> 'max'
            using errcode = '23514';
        end if;
      when 'text' then
        if jsonb_typeof(v_value) <> 'string' or char_length(btrim(v_value #>> '{}')) not between 1 and 80 then
          raise exception 'attribute "%" must be text of 1 to 80 characters', v_key using errcode = '23514';
        end if;
      when 'list' then
        if jsonb_typeof(v_value) <> 'array' or jsonb_array_length(v_value) > 20
           or exists (select 1 from jsonb_array_elements(v_value) x
                      where jsonb_typeof(x) <> 'string' or char_length(btrim(x #>> '{}')) not between 1 and 40) then
          raise exception 'attribute "%" must be a list of up to 20 names of 1 to 40 characters', v_key
            using errcode = '23514';
        end if;
    end case;
  end loop;
end
$$;
-- The services guard calls it as the writing role.
revoke execute on function private.check_service_attributes(text, jsonb) from public, anon;
grant execute on function private.check_service_attributes(text, jsonb) to authenticated, service_role;

create or replace function private.guard_service()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.provider_id <> old.provider_id and not private.is_system() then
      raise exception 'a service cannot move to another provider' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
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

create trigger services_guard
  before insert or update on public.services
  for each row execute function private.guard_service();
create trigger services_touch
  before update on public.services
  for each row execute function private.touch_updated_at();

alter table public.services enable row level security;

-- The public catalogue: active services of approved providers.
create policy "services: active services of approved providers are public" on public.services
  for select to anon, authenticated
  using (active and exists (
    select 1 from public.service_providers sp
    where sp.id = services.provider_id and sp.status = 'approved'));
create policy "services: providers read own" on public.services
  for select to authenticated
  using (provider_id = (select private.my_provider_id()));
create policy "services: admins read all" on public.services
  for select to authenticated
  using ((select private.is_admin()));
-- "Add New Service" is for approved providers only.
create policy "services: approved providers add" on public.services
  for insert to authenticated
  with check (provider_id = (select private.my_approved_provider_id()));
create policy "services: admins add" on public.services
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "services: providers update own" on public.services
  for update to authenticated
  using (provider_id = (select private.my_provider_id()))
  with check (provider_id = (select private.my_provider_id()));
create policy "services: admins update" on public.services
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "services: providers delete own" on public.services
  for delete to authenticated
  using (provider_id = (select private.my_provider_id()));
create policy "services: admins delete" on public.services
  for delete to authenticated
  using ((select private.is_admin()));
