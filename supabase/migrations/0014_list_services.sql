-- 0014 list_services: one page of a category (or a provider's) services as cards, with
-- the filters of the category pages, a sort, and the total for the pager. Called as
-- rpc('list_services', {...}); every argument is optional.
--
-- Decisions:
-- * SECURITY INVOKER: row-level security decides what is listed (the public catalogue is
--   the active services of approved providers), so it lists nothing a caller could not
--   select anyway.
-- * A service's rating is its provider's (reviews are per booking, and providers answer them).
-- * Guest count keeps services whose min/max guests allow it (no limit stated = any).
-- * Category filters read the service's attributes: language (attributes.languages
--   contains it), tradition, cuisine, style (equal), veg (true), capacity (at least).
-- * Sorts: rating (default: rating, then number of reviews), price_asc, price_desc,
--   newest. Ties break on id so pages never overlap.
-- * Bad arguments are refused with 22023 (PostgREST answers 400) instead of being guessed.

create or replace function public.list_services(
  p_category text default null,
  p_city text default null,
  p_min_price bigint default null,
  p_max_price bigint default null,
  p_guests integer default null,
  p_min_rating numeric default null,
  p_language text default null,
  p_tradition text default null,
  p_cuisine text default null,
  p_veg boolean default null,
  p_min_capacity integer default null,
  p_style text default null,
  p_provider_id uuid default null,
  p_sort text default 'rating',
  p_limit integer default 12,
  p_offset integer default 0)
returns table (
  id uuid,
  title text,
  category_slug text,
  city text,
  price_paise bigint,
  price_unit text,
  min_guests integer,
  max_guests integer,
  image text,
  attributes jsonb,
  created_at timestamptz,
  provider_id uuid,
  provider_name text,
  rating_avg numeric,
  rating_count integer,
  total_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_catalogue_filters(p_min_price, p_max_price, p_guests, p_min_rating, p_limit, p_offset);
  if coalesce(p_sort, 'rating') not in ('rating', 'price_asc', 'price_desc', 'newest') then
    raise exception 'unknown sort %', p_sort using errcode = '22023';
  end if;
  if p_min_capacity is not null and p_min_capacity not between 1 and 100000 then
    raise exception 'capacity must be between 1 and 100000' using errcode = '22023';
  end if;

  return query
  select s.id, s.title, s.category_slug, s.city, s.price_paise, s.price_unit, s.min_guests, s.max_guests,
         s.images[1], s.attributes, s.created_at, sp.id, sp.business_name, sp.rating_avg, sp.rating_count,
         count(*) over ()
  from public.services s
  join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
  where s.active
    and (p_category is null or s.category_slug = p_category)
    and (p_provider_id is null or s.provider_id = p_provider_id)
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
  order by
    case when p_sort = 'price_asc' then s.price_paise end asc,
    case when p_sort = 'price_desc' then s.price_paise end desc,
    case when p_sort = 'newest' then s.created_at end desc,
    sp.rating_avg desc, sp.rating_count desc, s.id
  limit p_limit offset p_offset;
end
$$;

revoke execute on function public.list_services(text, text, bigint, bigint, integer, numeric, text, text, text,
  boolean, integer, text, uuid, text, integer, integer) from public;
grant execute on function public.list_services(text, text, bigint, bigint, integer, numeric, text, text, text,
  boolean, integer, text, uuid, text, integer, integer) to anon, authenticated, service_role;
