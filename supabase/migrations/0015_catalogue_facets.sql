-- 0015 catalogue facets: what the /services overview and a category page's filters
-- offer, computed from the live catalogue (so a filter never offers a city, language or
-- tradition that would list nothing).

-- The seven categories with how many services, providers and cities each has and its
-- lowest price: the /services overview.
create or replace function public.catalogue_categories()
returns table (
  slug text,
  name text,
  sort_order integer,
  service_count bigint,
  provider_count bigint,
  city_count bigint,
  min_price_paise bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.slug, c.name, c.sort_order,
         count(s.id), count(distinct s.provider_id), count(distinct s.city), min(s.price_paise)
  from public.service_categories c
  left join (public.services s join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved')
         on s.category_slug = c.slug and s.active
  where c.active
  group by c.slug, c.name, c.sort_order
  order by c.sort_order, c.slug
$$;
revoke execute on function public.catalogue_categories() from public;
grant execute on function public.catalogue_categories() to anon, authenticated, service_role;

-- Filter options of one category (or of the whole catalogue when p_category is null):
-- { cities, languages, traditions, cuisines, styles: sorted text arrays,
--   price_min, price_max: paise, capacity_max: integer or null, price_units: text array }.
create or replace function public.catalogue_facets(p_category text default null)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with listed as (
    select s.city, s.price_paise, s.price_unit, s.attributes
    from public.services s
    join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
    where s.active and (p_category is null or s.category_slug = p_category)
  )
  select jsonb_build_object(
    'cities', coalesce((select jsonb_agg(x order by x) from (select distinct city as x from listed) d), '[]'::jsonb),
    'languages', coalesce((select jsonb_agg(x order by x) from (
        select distinct jsonb_array_elements_text(attributes -> 'languages') as x
        from listed where jsonb_typeof(attributes -> 'languages') = 'array') d), '[]'::jsonb),
    'traditions', coalesce((select jsonb_agg(x order by x) from (
        select distinct attributes ->> 'tradition' as x from listed where attributes ? 'tradition') d), '[]'::jsonb),
    'cuisines', coalesce((select jsonb_agg(x order by x) from (
        select distinct attributes ->> 'cuisine' as x from listed where attributes ? 'cuisine') d), '[]'::jsonb),
    'styles', coalesce((select jsonb_agg(x order by x) from (
        select distinct attributes ->> 'style' as x from listed where attributes ? 'style') d), '[]'::jsonb),
    'price_units', coalesce((select jsonb_agg(x order by x) from (select distinct price_unit as x from listed) d), '[]'::jsonb),
    'price_min', (select min(price_paise) from listed),
    'price_max', (select max(price_paise) from listed),
    'capacity_max', (select max((attributes ->> 'capacity')::numeric)::integer from listed
                     where jsonb_typeof(attributes -> 'capacity') = 'number'))
$$;
revoke execute on function public.catalogue_facets(text) from public;
grant execute on function public.catalogue_facets(text) to anon, authenticated, service_role;
