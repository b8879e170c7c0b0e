-- Bundles: a provider's package of services at one price, with its items.

create or replace function private.bundle_document (
  p_name        text,
  p_city        text,
  p_description text
)
  returns tsvector
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $$
  select setweight(to_tsvector('english'::regconfig, private.fold(p_name)), 'A')
      || setweight(to_tsvector('english'::regconfig, private.fold(p_city)), 'B')
      || setweight(to_tsvector('english'::regconfig, private.fold(p_description)), 'C')
$$;
revoke all on function private.bundle_document(text, text, text) from public, anon, authenticated, service_role;
grant execute on function private.bundle_document(text, text, text) to authenticated, service_role;

create table public.bundles (
  id                     uuid                     not null default gen_random_uuid(),
  provider_id            uuid                     not null,
  name                   text                     not null,
  description            text,
  individual_total_paise bigint                   not null default 0,
  bundle_price_paise     bigint                   not null,
  discount_paise         bigint                   not null default 0,
  discount_percent       numeric(5,2)             not null default 0,
  max_guests             integer,
  duration_days          integer                  not null default 1,
  terms                  text,
  -- The advance a customer pays to confirm a booking of this bundle.
  min_advance_paise      bigint                   not null default 0,
  city                   text                     not null,
  image_path             text,
  featured               boolean                  not null default false,
  active                 boolean                  not null default true,
  created_at             timestamp with time zone not null default now(),
  updated_at             timestamp with time zone not null default now(),
  search_document        tsvector                 generated always as (private.bundle_document(name, city, description)) stored,
  -- Whether its provider is approved (only their bundles are public), copied here by triggers
  -- (65_listings_and_search.sql), so a listing reads the bundles alone instead of joining
  -- every candidate to its provider.
  provider_approved      boolean                  not null default false,
  -- Its provider's rating and review count, copied by the same triggers: a search without
  -- words walks the bundles in their order (bundles_search_filters_idx), as the services'.
  provider_rating        numeric                  not null default 0,
  provider_rating_count  integer                  not null default 0,
  constraint bundles_bundle_price_paise_check check (((bundle_price_paise > 0) and (bundle_price_paise <= '10000000000'::bigint))),
  constraint bundles_check check ((min_advance_paise <= bundle_price_paise)),
  constraint bundles_city_check check (((char_length(btrim(city)) >= 2) and (char_length(btrim(city)) <= 80))),
  constraint bundles_description_check check (((description is null) or (char_length(description) <= 5000))),
  constraint bundles_discount_paise_check check ((discount_paise >= 0)),
  constraint bundles_discount_percent_check check (((discount_percent >= (0)::numeric) and (discount_percent <= (100)::numeric))),
  constraint bundles_duration_days_check check (((duration_days >= 1) and (duration_days <= 30))),
  constraint bundles_image_path_check check (((image_path is null) or (char_length(image_path) <= 500))),
  constraint bundles_individual_total_paise_check check ((individual_total_paise >= 0)),
  constraint bundles_max_guests_check check (((max_guests is null) or ((max_guests >= 1) and (max_guests <= 100000)))),
  constraint bundles_min_advance_paise_check check ((min_advance_paise >= 0)),
  constraint bundles_name_check check (((char_length(btrim(name)) >= 3) and (char_length(btrim(name)) <= 150))),
  constraint bundles_pkey primary key (id),
  constraint bundles_terms_check check (((terms is null) or (char_length(terms) <= 5000))),
  constraint bundles_provider_id_fkey foreign key (provider_id) references public.service_providers(id) on delete cascade
);

alter table public.bundles
  enable row level security;

-- The /bundles filter (list_bundles) reads a city's entries alone: they carry what its count
-- and its order read, so neither visits the table.
create index bundles_city_price_idx on public.bundles using btree (city, bundle_price_paise)
  include (featured, discount_percent, created_at, provider_approved, max_guests, provider_id, id)
  where active;

create index bundles_featured_idx on public.bundles using btree (featured)
  where (active and featured);

create index bundles_name_trgm_idx on public.bundles using gin (name extensions.gin_trgm_ops);

create index bundles_provider_idx on public.bundles using btree (provider_id);

grant select on table public.bundles to anon;

grant delete, insert, select, update on table public.bundles to authenticated;

grant delete, insert, select, update on table public.bundles to service_role;

comment on column public.bundles.search_document is 'Full-text search document (generated; see 0013).';

create index bundles_search_idx on public.bundles using gin (search_document);

create table public.bundle_items (
  id               uuid                     not null default gen_random_uuid(),
  bundle_id        uuid                     not null,
  -- The spec's "service type": one of the categories.
  service_type     text                     not null,
  service_name     text                     not null,
  quantity         integer                  not null default 1,
  unit_price_paise bigint                   not null default 0,
  service_id       uuid,
  sort_order       integer                  not null default 0,
  created_at       timestamp with time zone not null default now(),
  constraint bundle_items_pkey primary key (id),
  constraint bundle_items_quantity_check check (((quantity >= 1) and (quantity <= 100000))),
  constraint bundle_items_service_name_check check (((char_length(btrim(service_name)) >= 2) and (char_length(btrim(service_name)) <= 150))),
  constraint bundle_items_unit_price_paise_check check (((unit_price_paise >= 0) and (unit_price_paise <= 1000000000))),
  constraint bundle_items_bundle_id_fkey foreign key (bundle_id) references public.bundles(id) on delete cascade,
  constraint bundle_items_service_type_fkey foreign key (service_type) references public.service_categories(slug) on update cascade,
  constraint bundle_items_service_id_fkey foreign key (service_id) references public.services(id) on delete set null
);

alter table public.bundle_items
  enable row level security;

create index bundle_items_bundle_idx on public.bundle_items using btree (bundle_id, sort_order);

create index bundle_items_service_idx on public.bundle_items using btree (service_id);

create index bundle_items_service_type_idx on public.bundle_items using btree (service_type);

grant select on table public.bundle_items to anon;

grant delete, insert, select, update on table public.bundle_items to authenticated;

grant delete, insert, select, update on table public.bundle_items to service_role;

-- Any change to the items re-runs the bundle's guard, which recomputes the totals.
create or replace function private.bundle_items_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.bundles set updated_at = now() where id = old.bundle_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.bundle_id <> old.bundle_id) then
    update public.bundles set updated_at = now() where id = new.bundle_id;
  end if;
  return null;
end
$$;
revoke all on function private.bundle_items_changed() from public, anon, authenticated, service_role;

-- What a bundle saves against its items bought one by one: never negative; the percent of
-- the individual total, to two places. The guard and bundle_quote share it.
create or replace function private.bundle_discount (
  p_individual_total_paise bigint,
  p_bundle_price_paise     bigint
)
  returns table (
    discount_paise   bigint,
    discount_percent numeric
  )
  language sql
  immutable
  set search_path to ''
  as $$
  select greatest(p_individual_total_paise - p_bundle_price_paise, 0),
         case when p_individual_total_paise > 0
           then round(100.0 * greatest(p_individual_total_paise - p_bundle_price_paise, 0) / p_individual_total_paise, 2)
           else 0 end::numeric
$$;
revoke all on function private.bundle_discount(bigint, bigint) from public, anon, authenticated, service_role;
grant execute on function private.bundle_discount(bigint, bigint) to authenticated, service_role;

-- Recomputes the derived money columns and guards the admin-only/immutable columns.
create or replace function private.guard_bundle()
  returns trigger
  language plpgsql
  set search_path to ''
  as $$
declare
  v_system boolean := private.is_system();
begin
  if tg_op = 'UPDATE' then
    if new.provider_id <> old.provider_id and not v_system then
      raise exception 'a bundle cannot move to another provider' using errcode = '42501', hint = 'forbidden';
    end if;
    new.created_at := old.created_at;
  end if;
  if not v_system and not private.is_admin() then
    new.featured := case when tg_op = 'UPDATE' then old.featured else false end;
  end if;
  select coalesce(sum(bi.quantity::bigint * bi.unit_price_paise), 0)
    into new.individual_total_paise
    from public.bundle_items bi where bi.bundle_id = new.id;
  select m.discount_paise, m.discount_percent into new.discount_paise, new.discount_percent
    from private.bundle_discount(new.individual_total_paise, new.bundle_price_paise) m;
  return new;
end
$$;

-- Bundles whose provider is the caller (for item policies).
create or replace function private.owns_bundle (
  p_bundle_id uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $$
  select exists (
    select 1 from public.bundles b
    join public.service_providers sp on sp.id = b.provider_id
    where b.id = p_bundle_id and sp.profile_id = auth.uid())
$$;
revoke all on function private.owns_bundle(uuid) from public, anon, authenticated, service_role;
grant execute on function private.owns_bundle(uuid) to authenticated, service_role;

-- Linked items take their price and category from the service.
create or replace function private.prepare_bundle_item()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  v_linking boolean;
  s record;
begin
  if new.service_id is not null then
    v_linking := tg_op = 'INSERT' or new.service_id is distinct from old.service_id;
    select sv.price_paise, sv.category_slug, sv.active, sv.provider_id = b.provider_id as same_provider
      into s
      from public.services sv, public.bundles b
     where sv.id = new.service_id and b.id = new.bundle_id;
    if not found or not s.same_provider or (v_linking and not s.active) then
      raise exception 'a bundle item can only link an active service of the bundle''s own provider'
        using errcode = '23514', hint = 'bundle_item_service_invalid',
              detail = json_build_object('field', 'service_id')::text;
    end if;
    new.unit_price_paise := s.price_paise;
    new.service_type := s.category_slug;
  end if;
  return new;
end
$$;
revoke all on function private.prepare_bundle_item() from public, anon, authenticated, service_role;

create or replace function private.validate_bundle_texts()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function private.validate_bundle_texts() from public, anon, authenticated, service_role;

-- The items a provider picks for a bundle, as [{service_id, quantity}], checked: at least two,
-- each an active service of the caller's (or, for an admin, of p_provider_id's), quantities 1 to
-- 100000, no service twice. Returns them with the service's title, category and price.
create or replace function private.bundle_items_picked (
  p_items       jsonb,
  p_provider_id uuid
)
  returns table (
    service_id       uuid,
    quantity         integer,
    service_name     text,
    service_type     text,
    unit_price_paise bigint,
    sort_order       integer
  )
  language plpgsql
  stable
  set search_path to ''
  as $$
declare
  v_count integer;
begin
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) < 2 or jsonb_array_length(p_items) > 30 then
    raise exception 'a bundle combines 2 to 30 services' using errcode = '23514', hint = 'bundle_items_too_few',
      detail = json_build_object('field', 'items', 'min', 2, 'max', 30)::text;
  end if;
  if exists (select 1 from jsonb_array_elements(p_items) i
             where jsonb_typeof(i -> 'quantity') is distinct from 'number'
                or (i ->> 'quantity')::numeric <> trunc((i ->> 'quantity')::numeric)
                or (i ->> 'quantity')::numeric not between 1 and 100000) then
    raise exception 'a quantity is a whole number from 1 to 100000' using errcode = '23514', hint = 'value_out_of_range',
      detail = json_build_object('field', 'quantity', 'min', 1, 'max', 100000)::text;
  end if;
  return query
  select sv.id, (i.value ->> 'quantity')::integer, sv.title, sv.category_slug, sv.price_paise, i.ordinality::integer
  from jsonb_array_elements(p_items) with ordinality i
  join public.services sv on sv.id::text = i.value ->> 'service_id'
                         and sv.provider_id = p_provider_id and sv.active
  order by i.ordinality;
  get diagnostics v_count = row_count;
  if v_count <> jsonb_array_length(p_items)
     or (select count(distinct i ->> 'service_id') from jsonb_array_elements(p_items) i) <> v_count then
    raise exception 'a bundle item can only link an active service of the bundle''s own provider, once'
      using errcode = '23514', hint = 'bundle_item_service_invalid', detail = json_build_object('field', 'items')::text;
  end if;
end
$$;
revoke all on function private.bundle_items_picked(jsonb, uuid) from public, anon, authenticated, service_role;
grant execute on function private.bundle_items_picked(jsonb, uuid) to authenticated, service_role;

-- The "Create Bundle" form's totals, from the database's prices: what the picked services cost
-- one by one and what the bundle price saves, before anything is saved.
create or replace function public.bundle_quote (
  p_items              jsonb,
  p_bundle_price_paise bigint default null::bigint
)
  returns table (
    individual_total_paise bigint,
    discount_paise         bigint,
    discount_percent       numeric
  )
  language plpgsql
  stable
  set search_path to ''
  as $$
declare
  v_provider uuid := private.my_approved_provider_id();
  v_total bigint;
begin
  if v_provider is null then
    raise exception 'only an approved provider makes bundles' using errcode = '42501', hint = 'forbidden';
  end if;
  select coalesce(sum(p.quantity::bigint * p.unit_price_paise), 0) into v_total
    from private.bundle_items_picked(p_items, v_provider) p;
  return query
  select v_total, m.discount_paise, m.discount_percent
  from private.bundle_discount(v_total, coalesce(p_bundle_price_paise, v_total)) m;
end
$$;
comment on function public.bundle_quote(jsonb, bigint) is 'For the signed-in approved provider: the individual total of [{service_id, quantity}] of their active services and the discount a bundle price gives (issue 24).';
revoke all on function public.bundle_quote(jsonb, bigint) from public, anon, authenticated, service_role;
grant execute on function public.bundle_quote(jsonb, bigint) to authenticated, service_role;

-- Creates (p_bundle_id null) or edits one of the caller's bundles with its items in one
-- transaction, so a bundle never exists without them; the city is the provider's. Runs as the
-- caller: the bundles and bundle_items policies decide, as for a direct write.
create or replace function public.save_bundle (
  p_name               text,
  p_bundle_price_paise bigint,
  p_items              jsonb,
  p_description        text    default null::text,
  p_max_guests         integer default null::integer,
  p_duration_days      integer default 1,
  p_terms              text    default null::text,
  p_min_advance_paise  bigint  default 0,
  p_active             boolean default true,
  p_bundle_id          uuid    default null::uuid
)
  returns uuid
  language plpgsql
  set search_path to ''
  as $$
declare
  v_provider uuid;
  v_id uuid;
begin
  if p_bundle_id is null then
    v_provider := private.my_approved_provider_id();
    if v_provider is null then
      raise exception 'only an approved provider makes bundles' using errcode = '42501', hint = 'forbidden';
    end if;
    insert into public.bundles (provider_id, name, description, bundle_price_paise, max_guests, duration_days,
                                terms, min_advance_paise, active, city)
    select v_provider, p_name, p_description, p_bundle_price_paise, p_max_guests, coalesce(p_duration_days, 1),
           p_terms, coalesce(p_min_advance_paise, 0), coalesce(p_active, true), sp.city
    from public.service_providers sp where sp.id = v_provider
    returning id into v_id;
  else
    update public.bundles b
       set name = p_name, description = p_description, bundle_price_paise = p_bundle_price_paise,
           max_guests = p_max_guests, duration_days = coalesce(p_duration_days, 1), terms = p_terms,
           min_advance_paise = coalesce(p_min_advance_paise, 0), active = coalesce(p_active, true)
     where b.id = p_bundle_id
    returning b.id, b.provider_id into v_id, v_provider;
    if v_id is null then
      raise exception 'no such bundle of yours' using errcode = '42501', hint = 'not_found';
    end if;
    delete from public.bundle_items bi where bi.bundle_id = v_id;
  end if;
  insert into public.bundle_items (bundle_id, service_id, quantity, service_name, service_type, sort_order)
  select v_id, p.service_id, p.quantity, left(p.service_name, 150), p.service_type, p.sort_order
  from private.bundle_items_picked(p_items, v_provider) p;
  return v_id;
end
$$;
comment on function public.save_bundle(text, bigint, jsonb, text, integer, integer, text, bigint, boolean, uuid) is
  'Creates or edits one of the caller''s bundles with its items [{service_id, quantity}] at once; totals and discount are the guard''s (issue 24).';
revoke all on function public.save_bundle(text, bigint, jsonb, text, integer, integer, text, bigint, boolean, uuid) from public, anon, authenticated, service_role;
grant execute on function public.save_bundle(text, bigint, jsonb, text, integer, integer, text, bigint, boolean, uuid) to authenticated, service_role;

-- Triggers

create trigger bundle_items_changed
  after insert or delete or update on public.bundle_items
  for each row
  execute function private.bundle_items_changed();

create trigger bundle_items_prepare
  before insert or update on public.bundle_items
  for each row
  execute function private.prepare_bundle_item();

create trigger bundles_guard
  before insert or update on public.bundles
  for each row
  execute function private.guard_bundle();

create trigger bundles_touch
  before update on public.bundles
  for each row
  execute function private.touch_updated_at();

create trigger bundles_validate_texts
  before insert or update on public.bundles
  for each row
  execute function private.validate_bundle_texts();

-- The public bundles' (active, of an approved provider) search documents and what the bundles
-- page filters and orders them by, kept by the statement trigger below: a search box counts a
-- common word's matches up to 1,001 and walks the page's order over these narrow rows instead
-- of the bundles' wide ones (bench:catalog, 200,000 services, "wedding": the count read 1,000
-- bundle pages for 1,001 matches).
create table private.bundle_search_docs (
  id                 uuid                     not null,
  search_document    tsvector                 not null,
  city               text                     not null,
  provider_id        uuid                     not null,
  featured           boolean                  not null,
  discount_percent   numeric(5,2)             not null,
  bundle_price_paise bigint                   not null,
  max_guests         integer,
  created_at         timestamp with time zone not null,
  constraint bundle_search_docs_pkey primary key (id)
);

alter table private.bundle_search_docs
  enable row level security;

create index bundle_search_docs_search_idx on private.bundle_search_docs using gin (search_document);

-- The bundles page's order (featured first, then the saving, the price and id): a search box's
-- common word walks it until its page is found (list_bundles) instead of sorting every match
-- (200,000 services: "wedding" sorted 2,502 matches read from 1,113 pages).
create index bundle_search_docs_featured_order_idx on private.bundle_search_docs using btree (featured desc, discount_percent desc, bundle_price_paise, id);

-- A city's bundles in the page's default order (list_bundles: a city's first page walks it). It
-- carries every column the page filters on: the walk reads no table rows, and a plan made once
-- per connection (which cannot know how many pass the filters) walks it rather than sorting.
create index bundle_search_docs_city_order_idx on private.bundle_search_docs using btree (city, featured desc, discount_percent desc, bundle_price_paise, id)
  include (provider_id, max_guests);

-- How many public bundles hold each word of their search documents (private.bundle_search_docs),
-- kept by the statement triggers on the copies below: a search box's word that more than 1,000
-- of them hold is "1,000+" without counting its matches (list_bundles; 200,000 services,
-- "wedding": the count read 266 pages for 1,001 of 2,502 matches, 2.0 of a call's 3.7 ms).
create table private.bundle_lexeme_counts (
  lexeme    text    not null,
  documents integer not null,
  constraint bundle_lexeme_counts_pkey primary key (lexeme)
);

alter table private.bundle_lexeme_counts
  enable row level security;

-- One statement's change to a table of search copies (its rows' search_document), added to the
-- words' counts in the table private.<TG_ARGV[0]> (lexeme, documents): once per word, in the
-- words' order (two writers wait for each other instead of deadlocking). Rows whose document
-- did not change (a price, a review moving a rating) are not read, and write nothing.
create or replace function private.count_search_lexemes()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
declare
  -- The rows' words, +1 for a document that came in, -1 for one that went. The transition
  -- tables exist only for the operation their trigger names.
  v_words text := case tg_op
    when 'INSERT' then
      'select l.lexeme, 1 as n from new_rows r cross join unnest(pg_catalog.tsvector_to_array(r.search_document)) l(lexeme)'
    when 'DELETE' then
      'select l.lexeme, -1 as n from old_rows r cross join unnest(pg_catalog.tsvector_to_array(r.search_document)) l(lexeme)'
    else
      'select l.lexeme, 1 as n
         from new_rows r join old_rows o on o.id = r.id
         cross join unnest(pg_catalog.tsvector_to_array(r.search_document)) l(lexeme)
        where r.search_document is distinct from o.search_document
       union all
       select l.lexeme, -1
         from old_rows o join new_rows r on r.id = o.id
         cross join unnest(pg_catalog.tsvector_to_array(o.search_document)) l(lexeme)
        where r.search_document is distinct from o.search_document' end;
begin
  if tg_op = 'TRUNCATE' then
    execute pg_catalog.format('delete from private.%I', tg_argv[0]);
  else
    execute pg_catalog.format(
      'insert into private.%I as c (lexeme, documents)
       select w.lexeme, sum(w.n)
         from (%s) w
        group by w.lexeme
       having sum(w.n) <> 0
        order by w.lexeme
       on conflict (lexeme) do update set documents = c.documents + excluded.documents', tg_argv[0], v_words);
  end if;
  return null;
end
$$;
revoke all on function private.count_search_lexemes() from public, anon, authenticated, service_role;

create trigger bundle_search_docs_lexemes_insert
  after insert on private.bundle_search_docs
  referencing new table as new_rows
  for each statement
  execute function private.count_search_lexemes('bundle_lexeme_counts');

create trigger bundle_search_docs_lexemes_update
  after update on private.bundle_search_docs
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function private.count_search_lexemes('bundle_lexeme_counts');

create trigger bundle_search_docs_lexemes_delete
  after delete on private.bundle_search_docs
  referencing old table as old_rows
  for each statement
  execute function private.count_search_lexemes('bundle_lexeme_counts');

create trigger bundle_search_docs_lexemes_truncate
  after truncate on private.bundle_search_docs
  for each statement
  execute function private.count_search_lexemes('bundle_lexeme_counts');

-- One statement's change to the copies: the bundles it unlisted go, the listed ones it added or
-- changed come in; an update that changes none of the copied columns (its terms, an image)
-- writes nothing. The values are the bundles' as they are now, not the transition tables': a
-- statement that inserts bundles and their items together (a CTE) has the items' trigger update
-- the new bundles, and copy them, before this insert's own trigger runs with the older rows.
create or replace function private.copy_bundle_search_docs()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $$
begin
  -- The transition tables exist only for the operation their trigger names.
  if tg_op = 'UPDATE' then
    delete from private.bundle_search_docs d
     using old_rows o
     where d.id = o.id
       and not exists (select 1 from public.bundles b where b.id = o.id and b.active and b.provider_approved);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.bundle_search_docs as d (id, search_document, city, provider_id, featured, discount_percent,
                                                 bundle_price_paise, max_guests, created_at)
    select b.id, b.search_document, b.city, b.provider_id, b.featured, b.discount_percent, b.bundle_price_paise,
           b.max_guests, b.created_at
      from new_rows n
      join public.bundles b on b.id = n.id
     where b.active and b.provider_approved
    on conflict (id) do update
      set search_document = excluded.search_document, city = excluded.city, provider_id = excluded.provider_id,
          featured = excluded.featured, discount_percent = excluded.discount_percent,
          bundle_price_paise = excluded.bundle_price_paise, max_guests = excluded.max_guests,
          created_at = excluded.created_at
      where (d.search_document, d.city, d.provider_id, d.featured, d.discount_percent, d.bundle_price_paise,
             d.max_guests, d.created_at)
            is distinct from (excluded.search_document, excluded.city, excluded.provider_id, excluded.featured,
                              excluded.discount_percent, excluded.bundle_price_paise, excluded.max_guests,
                              excluded.created_at);
  elsif tg_op = 'DELETE' then
    delete from private.bundle_search_docs d using old_rows o where d.id = o.id;
  else
    delete from private.bundle_search_docs;
  end if;
  return null;
end
$$;
revoke all on function private.copy_bundle_search_docs() from public, anon, authenticated, service_role;

-- The copies rebuilt from the bundles: for a database whose rows were written with triggers off
-- (db:restore runs every private.recount_*()). TRUNCATE, not DELETE: the rebuilt rows would
-- otherwise follow the old ones' dead space, which a search's count reads in table order.
create or replace function private.recount_bundle_search_docs()
  returns void
  language sql
  security definer
  set search_path to ''
  as $$
  truncate private.bundle_search_docs;
  insert into private.bundle_search_docs (id, search_document, city, provider_id, featured, discount_percent,
                                          bundle_price_paise, max_guests, created_at)
  select b.id, b.search_document, b.city, b.provider_id, b.featured, b.discount_percent, b.bundle_price_paise,
         b.max_guests, b.created_at
    from public.bundles b
   where b.active and b.provider_approved;
  -- Rebuilt here too: db:restore runs this with triggers off.
  truncate private.bundle_lexeme_counts;
  insert into private.bundle_lexeme_counts (lexeme, documents)
  select l.lexeme, count(*)
    from private.bundle_search_docs d cross join unnest(pg_catalog.tsvector_to_array(d.search_document)) l(lexeme)
   group by l.lexeme;
$$;
revoke all on function private.recount_bundle_search_docs() from public, anon, authenticated, service_role;

create trigger bundles_search_docs_insert
  after insert on public.bundles
  referencing new table as new_rows
  for each statement
  execute function private.copy_bundle_search_docs();

create trigger bundles_search_docs_update
  after update on public.bundles
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function private.copy_bundle_search_docs();

create trigger bundles_search_docs_delete
  after delete on public.bundles
  referencing old table as old_rows
  for each statement
  execute function private.copy_bundle_search_docs();

create trigger bundles_search_docs_truncate
  after truncate on public.bundles
  for each statement
  execute function private.copy_bundle_search_docs();

-- Row level security policies

create policy "bundle_items: owners and admins delete" on public.bundle_items
  for delete
  to authenticated
  using ((private.owns_bundle(bundle_id) or ( select private.is_admin() as is_admin)));

create policy "bundle_items: owners and admins insert" on public.bundle_items
  for insert
  to authenticated
  with check ((private.owns_bundle(bundle_id) or ( select private.is_admin() as is_admin)));

create policy "bundle_items: owners and admins update" on public.bundle_items
  for update
  to authenticated
  using ((private.owns_bundle(bundle_id) or ( select private.is_admin() as is_admin)))
  with check ((private.owns_bundle(bundle_id) or ( select private.is_admin() as is_admin)));

-- Items are as visible as their bundle (the subquery runs under the bundles policies).
create policy "bundle_items: visible with their bundle" on public.bundle_items
  for select
  to anon, authenticated
  using ((exists ( select 1
   from public.bundles b
  where (b.id = bundle_items.bundle_id))));

create policy "bundles: active bundles of approved providers are public" on public.bundles
  for select
  to anon, authenticated
  using ((active and (exists ( select 1
   from public.service_providers sp
  where ((sp.id = bundles.provider_id) and (sp.status = 'approved'::text))))));

create policy "bundles: admins create" on public.bundles
  for insert
  to authenticated
  with check (( select private.is_admin() as is_admin));

create policy "bundles: admins delete" on public.bundles
  for delete
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "bundles: admins read all" on public.bundles
  for select
  to authenticated
  using (( select private.is_admin() as is_admin));

create policy "bundles: admins update" on public.bundles
  for update
  to authenticated
  using (( select private.is_admin() as is_admin))
  with check (( select private.is_admin() as is_admin));

create policy "bundles: approved providers create" on public.bundles
  for insert
  to authenticated
  with check ((provider_id = ( select private.my_approved_provider_id() as my_approved_provider_id)));

create policy "bundles: providers delete own" on public.bundles
  for delete
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "bundles: providers read own" on public.bundles
  for select
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)));

create policy "bundles: providers update own" on public.bundles
  for update
  to authenticated
  using ((provider_id = ( select private.my_provider_id() as my_provider_id)))
  with check ((provider_id = ( select private.my_provider_id() as my_provider_id)));
