-- 0016 list_bundles: the /bundles page (featured, search box, city, price range, guests)
-- and a provider's bundles, one page at a time with the total count and each bundle's
-- items. Called as rpc('list_bundles', {...}); every argument is optional.
--
-- Decisions:
-- * The search box matches the bundle's name, city and description (full text, word
--   prefixes; typos through the vocabulary of private.search_tsquery, 0013).
-- * The price range applies to the bundle price (what the customer pays).
-- * Guest count keeps bundles whose maximum allows it (no maximum = any).
-- * Sorts: featured (default: featured first, then biggest saving), price_asc,
--   price_desc, discount (biggest saving first), newest.
-- * SECURITY INVOKER: row-level security decides which bundles (and items) are listed.

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

-- The /bundles page's city selector and price range bounds: { cities, price_min, price_max }.
create or replace function public.bundle_facets()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with listed as (
    select b.city, b.bundle_price_paise
    from public.bundles b
    join public.service_providers sp on sp.id = b.provider_id and sp.status = 'approved'
    where b.active
  )
  select jsonb_build_object(
    'cities', coalesce((select jsonb_agg(x order by x) from (select distinct city as x from listed) d), '[]'::jsonb),
    'price_min', (select min(bundle_price_paise) from listed),
    'price_max', (select max(bundle_price_paise) from listed))
$$;
revoke execute on function public.bundle_facets() from public;
grant execute on function public.bundle_facets() to anon, authenticated, service_role;
