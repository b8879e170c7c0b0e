-- 0019 stored search documents. Measured with `pnpm bench:catalog` (20,000 services,
-- 2,000 bundles): with the documents only as expression indexes (0013), every candidate
-- row of a prefix query is rechecked and ranked by recomputing its document (unaccent +
-- to_tsvector), and a search took ~4 s. Stored generated columns make the recheck and the
-- rank read a ready tsvector. Same documents (the 0013 functions).
-- list_bundles and search_catalogue are re-created to read the columns, and without the
-- whole-query-to-name trigram match of 0016/0017 in their WHERE: that OR defeated the
-- indexes (a trigram comparison with every row, ~55 ms of the ~75 ms left). Typos are
-- still caught by the vocabulary (private.search_tsquery), and name similarity still
-- ranks the matches.

alter table public.services add column search_document tsvector
  generated always as (private.service_document(title, category_slug, city, description, attributes)) stored;
alter table public.service_providers add column search_document tsvector
  generated always as (private.provider_document(business_name, city, areas_served, languages, description)) stored;
alter table public.bundles add column search_document tsvector
  generated always as (private.bundle_document(name, city, description)) stored;

comment on column public.services.search_document is 'Full-text search document (generated; see 0013/0019).';
comment on column public.service_providers.search_document is 'Full-text search document (generated; see 0013/0019).';
comment on column public.bundles.search_document is 'Full-text search document (generated; see 0013/0019).';

drop index public.services_search_idx;
drop index public.service_providers_search_idx;
drop index public.bundles_search_idx;
-- Whole-table indexes: the planner did not pick partial (where active) GIN indexes for
-- these queries, and inactive rows are few.
create index services_search_idx on public.services using gin (search_document);
create index service_providers_search_idx on public.service_providers using gin (search_document);
create index bundles_search_idx on public.bundles using gin (search_document);

-- Free text to tsquery, as in 0013, with one fix: a word being typed is matched both as
-- typed and as its English stem ("sady" must find "Sadya"; its stem "sadi" alone does not,
-- while "weddings" needs its stem "wed"). Terms are built here and parsed with the
-- `simple` configuration, so nothing is stemmed twice.
create or replace function private.search_tsquery(p_text text)
returns tsquery
language sql
stable
parallel safe
-- Reads the vocabulary, which the API roles cannot select.
security definer
set search_path = ''
set pg_trgm.similarity_threshold = 0.3
as $$
  with words as (
    select m[1] as word, row_number() over () as n
    from regexp_matches(private.fold(left(p_text, 200)), '([[:alnum:]]+)', 'g') as m
    limit 12
  ),
  alternatives as (
    select w.n, w.word,
           array(select x.alt from (
                   select v.word as alt, extensions.similarity(w.word, v.word) as sim
                   from private.search_words v
                   where char_length(w.word) >= 4
                     and v.word operator(extensions.%) w.word
                     and abs(char_length(v.word) - char_length(w.word)) <= 2
                     and not exists (select 1 from private.search_words p where p.word like w.word || '%')
                   order by sim desc, v.word
                   limit 3) x
                 union
                 select sy.synonym from private.search_synonyms sy where sy.word = w.word) as alts
    from words w
    -- English stop words would make the query match nothing (or everything): skip them.
    where coalesce(array_length(ts_lexize('english_stem'::regdictionary, w.word), 1), 0) > 0
  ),
  terms as (
    select a.n, string_agg(distinct quote_literal(t.term) || ':*', ' | ') as alternatives
    from alternatives a
    cross join lateral (
      select unnest(array[a.word] || a.alts) as raw
    ) r
    cross join lateral (
      select r.raw as term
      union
      select unnest(ts_lexize('english_stem'::regdictionary, r.raw))
    ) t
    where t.term <> ''
    group by a.n
  )
  select case when count(*) = 0 then null
              else to_tsquery('simple'::regconfig, string_agg('(' || alternatives || ')', ' & ' order by n)) end
  from terms
$$;

create or replace function public.list_bundles(
  p_q text default null,
  p_city text default null,
  p_min_price bigint default null,
  p_max_price bigint default null,
  p_guests integer default null,
  p_featured boolean default null,
  p_provider_id uuid default null,
  p_sort text default 'featured',
  p_limit integer default 12,
  p_offset integer default 0)
returns table (
  id uuid,
  name text,
  description text,
  city text,
  provider_id uuid,
  provider_name text,
  rating_avg numeric,
  rating_count integer,
  individual_total_paise bigint,
  bundle_price_paise bigint,
  discount_paise bigint,
  discount_percent numeric,
  max_guests integer,
  duration_days integer,
  min_advance_paise bigint,
  terms text,
  featured boolean,
  image_path text,
  items jsonb,
  total_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.6
as $$
declare
  v_q text := nullif(btrim(p_q), '');
  v_tsq tsquery;
begin
  perform private.check_catalogue_filters(p_min_price, p_max_price, p_guests, null, p_limit, p_offset);
  if coalesce(p_sort, 'featured') not in ('featured', 'price_asc', 'price_desc', 'discount', 'newest') then
    raise exception 'unknown sort %', p_sort using errcode = '22023';
  end if;
  if char_length(v_q) > 100 then
    raise exception 'the search text is longer than 100 characters' using errcode = '22023';
  end if;
  v_tsq := private.search_tsquery(v_q);

  return query
  with page as (
    select b.*, sp.business_name, sp.rating_avg as p_rating, sp.rating_count as p_count, count(*) over () as total
    from public.bundles b
    join public.service_providers sp on sp.id = b.provider_id and sp.status = 'approved'
    where b.active
      and (p_city is null or b.city = p_city)
      and (p_provider_id is null or b.provider_id = p_provider_id)
      and (p_featured is null or b.featured = p_featured)
      and (p_min_price is null or b.bundle_price_paise >= p_min_price)
      and (p_max_price is null or b.bundle_price_paise <= p_max_price)
      and (p_guests is null or b.max_guests is null or b.max_guests >= p_guests)
      and (v_q is null
           or (v_tsq is not null and b.search_document @@ v_tsq))
    order by
      case when coalesce(p_sort, 'featured') = 'featured' then b.featured end desc,
      case when p_sort = 'price_asc' then b.bundle_price_paise end asc,
      case when p_sort = 'price_desc' then b.bundle_price_paise end desc,
      case when p_sort = 'newest' then b.created_at end desc,
      b.discount_percent desc, b.bundle_price_paise, b.id
    limit p_limit offset p_offset
  )
  select p.id, p.name, p.description, p.city, p.provider_id, p.business_name, p.p_rating, p.p_count,
         p.individual_total_paise, p.bundle_price_paise, p.discount_paise, p.discount_percent,
         p.max_guests, p.duration_days, p.min_advance_paise, p.terms, p.featured, p.image_path,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'service_type', bi.service_type, 'service_name', bi.service_name,
                     'quantity', bi.quantity, 'unit_price_paise', bi.unit_price_paise,
                     'service_id', bi.service_id) order by bi.sort_order, bi.id)
                   from public.bundle_items bi where bi.bundle_id = p.id), '[]'::jsonb),
         p.total
  from page p
  order by
    case when coalesce(p_sort, 'featured') = 'featured' then p.featured end desc,
    case when p_sort = 'price_asc' then p.bundle_price_paise end asc,
    case when p_sort = 'price_desc' then p.bundle_price_paise end desc,
    case when p_sort = 'newest' then p.created_at end desc,
    p.discount_percent desc, p.bundle_price_paise, p.id;
end
$$;

revoke execute on function public.list_bundles(text, text, bigint, bigint, integer, boolean, uuid, text, integer, integer) from public;
grant execute on function public.list_bundles(text, text, bigint, bigint, integer, boolean, uuid, text, integer, integer)
  to anon, authenticated, service_role;

create or replace function public.search_catalogue(
  p_q text default null,
  p_kind text default null,
  p_category text default null,
  p_city text default null,
  p_min_price bigint default null,
  p_max_price bigint default null,
  p_guests integer default null,
  p_min_rating numeric default null,
  p_event_date date default null,
  p_language text default null,
  p_tradition text default null,
  p_cuisine text default null,
  p_veg boolean default null,
  p_min_capacity integer default null,
  p_style text default null,
  p_limit integer default 20,
  p_offset integer default 0)
returns table (
  kind text,
  id uuid,
  title text,
  provider_id uuid,
  provider_name text,
  category_slug text,
  city text,
  price_paise bigint,
  price_unit text,
  rating_avg numeric,
  rating_count integer,
  image text,
  score real,
  total_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
-- Typo tolerance: how close (0..1) a query must be to part of a name by trigrams.
set pg_trgm.word_similarity_threshold = 0.6
as $$
declare
  v_q text := nullif(btrim(p_q), '');
  v_tsq tsquery;
  v_has_attr boolean := coalesce(p_language, p_tradition, p_cuisine, p_style) is not null
                        or coalesce(p_veg, false) or p_min_capacity is not null;
begin
  if auth.uid() is null and not private.is_system() then
    raise exception 'sign in to search' using errcode = '42501';
  end if;
  perform private.check_catalogue_filters(p_min_price, p_max_price, p_guests, p_min_rating, p_limit, p_offset);
  if p_kind is not null and p_kind not in ('service', 'provider', 'bundle') then
    raise exception 'unknown kind %', p_kind using errcode = '22023';
  end if;
  if char_length(v_q) > 100 then
    raise exception 'the search text is longer than 100 characters' using errcode = '22023';
  end if;
  if p_event_date < current_date then
    raise exception 'the event date is in the past' using errcode = '22023';
  end if;
  if p_min_capacity is not null and p_min_capacity not between 1 and 100000 then
    raise exception 'capacity must be between 1 and 100000' using errcode = '22023';
  end if;
  v_tsq := private.search_tsquery(v_q);

  return query
  with busy as (
    select b.provider_id from private.providers_booked_on(p_event_date) b(provider_id)
    where p_event_date is not null
  ),
  service_hits as (
    select 'service'::text as kind, s.id, s.title, sp.id as provider_id, sp.business_name as provider_name,
           s.category_slug, s.city, s.price_paise, s.price_unit, sp.rating_avg, sp.rating_count, s.images[1] as image,
           (case when v_q is null then 0 else
              coalesce(ts_rank_cd(s.search_document, v_tsq), 0)
              + extensions.word_similarity(v_q, s.title) end
            + sp.rating_avg / 50)::real as score
    from public.services s
    join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
    where (p_kind is null or p_kind = 'service')
      and s.active
      and (v_q is null
           or (v_tsq is not null and s.search_document @@ v_tsq))
      and (p_category is null or s.category_slug = p_category)
      and (p_city is null or s.city = p_city)
      and (p_min_price is null or s.price_paise >= p_min_price)
      and (p_max_price is null or s.price_paise <= p_max_price)
      and (p_guests is null or ((s.max_guests is null or s.max_guests >= p_guests)
                                and (s.min_guests is null or s.min_guests <= p_guests)))
      and (p_min_rating is null or sp.rating_avg >= p_min_rating)
      and (p_language is null or s.attributes -> 'languages' ? p_language)
      and (p_tradition is null or s.attributes ->> 'tradition' = p_tradition)
      and (p_cuisine is null or s.attributes ->> 'cuisine' = p_cuisine)
      and (p_style is null or s.attributes ->> 'style' = p_style)
      and (p_veg is null or not p_veg or s.attributes -> 'veg' = 'true'::jsonb)
      and (p_min_capacity is null or (jsonb_typeof(s.attributes -> 'capacity') = 'number'
                                      and (s.attributes ->> 'capacity')::numeric >= p_min_capacity))
      and not exists (select 1 from busy where busy.provider_id = sp.id)
  ),
  provider_hits as (
    select 'provider'::text, sp.id, sp.business_name, sp.id, sp.business_name,
           o.category_slug, sp.city, o.min_price, null::text, sp.rating_avg, sp.rating_count, sp.avatar_url,
           (case when v_q is null then 0 else
              coalesce(ts_rank_cd(sp.search_document, v_tsq), 0)
              + extensions.word_similarity(v_q, sp.business_name) end
            + sp.rating_avg / 50)::real
    from public.service_providers sp
    -- What the provider offers within the filters: its lowest price and main category.
    cross join lateral (
      select min(s.price_paise) as min_price, mode() within group (order by s.category_slug) as category_slug
      from public.services s
      where s.provider_id = sp.id and s.active
        and (p_category is null or s.category_slug = p_category)
        and (p_min_price is null or s.price_paise >= p_min_price)
        and (p_max_price is null or s.price_paise <= p_max_price)
        and (p_guests is null or ((s.max_guests is null or s.max_guests >= p_guests)
                                  and (s.min_guests is null or s.min_guests <= p_guests)))
    ) o
    where (p_kind is null or p_kind = 'provider')
      and not v_has_attr
      and sp.status = 'approved'
      and o.min_price is not null
      and (v_q is null
           or (v_tsq is not null and sp.search_document @@ v_tsq))
      and (p_city is null or sp.city = p_city)
      and (p_min_rating is null or sp.rating_avg >= p_min_rating)
      and not exists (select 1 from busy where busy.provider_id = sp.id)
  ),
  bundle_hits as (
    select 'bundle'::text, b.id, b.name, sp.id, sp.business_name,
           null::text, b.city, b.bundle_price_paise, null::text, sp.rating_avg, sp.rating_count, b.image_path,
           (case when v_q is null then 0 else
              coalesce(ts_rank_cd(b.search_document, v_tsq), 0)
              + extensions.word_similarity(v_q, b.name) end
            + sp.rating_avg / 50)::real
    from public.bundles b
    join public.service_providers sp on sp.id = b.provider_id and sp.status = 'approved'
    where (p_kind is null or p_kind = 'bundle')
      and not v_has_attr
      and b.active
      and (v_q is null
           or (v_tsq is not null and b.search_document @@ v_tsq))
      and (p_category is null or exists (
             select 1 from public.bundle_items bi where bi.bundle_id = b.id and bi.service_type = p_category))
      and (p_city is null or b.city = p_city)
      and (p_min_price is null or b.bundle_price_paise >= p_min_price)
      and (p_max_price is null or b.bundle_price_paise <= p_max_price)
      and (p_guests is null or b.max_guests is null or b.max_guests >= p_guests)
      and (p_min_rating is null or sp.rating_avg >= p_min_rating)
      and not exists (select 1 from busy where busy.provider_id = sp.id)
  ),
  hits as (
    select * from service_hits
    union all select * from provider_hits
    union all select * from bundle_hits
  )
  select h.kind, h.id, h.title, h.provider_id, h.provider_name, h.category_slug, h.city, h.price_paise,
         h.price_unit, h.rating_avg, h.rating_count, h.image, h.score, count(*) over ()
  from hits h
  order by h.score desc, h.rating_count desc, h.kind, h.id
  limit p_limit offset p_offset;
end
$$;

revoke execute on function public.search_catalogue(text, text, text, text, bigint, bigint, integer, numeric, date,
  text, text, text, boolean, integer, text, integer, integer) from public, anon;
grant execute on function public.search_catalogue(text, text, text, text, bigint, bigint, integer, numeric, date,
  text, text, text, boolean, integer, text, integer, integer) to authenticated, service_role;
