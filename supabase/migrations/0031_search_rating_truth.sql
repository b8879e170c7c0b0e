-- 0031 search results tell the truth about ratings and prices, like the category pages (0026).
--
-- Issue 13, item 7, on /search: a service's card showed its provider's rating as if it were the
-- service's, and its price per unit with no estimate. Now each row says whose rating it carries
-- (rating_of): the service's own when it has reviews, else its provider's, which the card labels
-- "Provider ★ …". A service also carries the same booking estimate as on its category page (its
-- price for the guests asked for, or its hours), so a per-hour musician and a per-event caterer
-- are compared on what the booking would cost.
-- The return type changes, so the function is dropped and created again (same arguments, grants).

drop function public.search_catalogue(text, text, text, text, bigint, bigint, integer, numeric, date,
  text, text, text, boolean, integer, text, integer, integer);

create function public.search_catalogue(
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
  -- Whose rating rating_avg/rating_count are: 'self' (the service's own reviews, or the provider's
  -- for a provider) or 'provider' (a service nobody has reviewed yet, or a bundle).
  rating_of text,
  -- A service's price for estimate_quantity units (the guests asked for, or its hours), as on
  -- the category pages (0026); null for providers and bundles.
  estimate_paise bigint,
  estimate_quantity integer,
  image text,
  score real,
  total_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_q text := nullif(btrim(p_q), '');
  v_tsq tsquery;
  v_has_attr boolean := coalesce(p_language, p_tradition, p_cuisine, p_style) is not null
                        or coalesce(p_veg, false) or p_min_capacity is not null;
begin
  if auth.uid() is null and not private.is_system() then
    raise exception 'sign in to search' using errcode = '42501', hint = 'session_expired';
  end if;
  perform private.check_catalogue_filters(p_min_price, p_max_price, p_guests, p_min_rating, p_limit, p_offset);
  if p_kind is not null and p_kind not in ('service', 'provider', 'bundle') then
    raise exception 'unknown kind %', p_kind using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'kind')::text;
  end if;
  if char_length(v_q) > 100 then
    raise exception 'the search text is longer than 100 characters' using errcode = '22023', hint = 'text_too_long', detail = json_build_object('field', 'q', 'max', 100)::text;
  end if;
  if p_event_date < current_date then
    raise exception 'the event date is in the past' using errcode = '22023', hint = 'event_date_past', detail = json_build_object('field', 'event_date')::text;
  end if;
  if p_min_capacity is not null and p_min_capacity not between 1 and 100000 then
    raise exception 'capacity must be between 1 and 100000' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', 'min_capacity', 'min', 1, 'max', 100000)::text;
  end if;
  v_tsq := private.search_tsquery(v_q);

  return query
  with busy as (
    select b.provider_id from private.providers_booked_on(p_event_date) b(provider_id)
    where p_event_date is not null
  ),
  service_hits as (
    select 'service'::text as kind, s.id, s.title, sp.id as provider_id, sp.business_name as provider_name,
           s.category_slug, s.city, s.price_paise, s.price_unit,
           shown.rating_avg, shown.rating_count, shown.rating_of,
           s.price_paise * q.quantity as estimate_paise, q.quantity as estimate_quantity,
           s.images[1] as image,
           (case when v_q is null then 0 else
              coalesce(ts_rank_cd(s.search_document, v_tsq), 0)
              + extensions.word_similarity(v_q, s.title) end
            + sp.rating_avg / 50)::real as score
    from public.services s
    join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
    cross join lateral (select private.listing_quantity(s.price_unit, p_guests, s.min_guests, s.duration_hours) as quantity) q
    -- The rating the card shows: the service's own reviews, else its provider's.
    cross join lateral (
      select case when s.rating_count > 0 then round(s.rating_stars::numeric / s.rating_count, 2) else sp.rating_avg end as rating_avg,
             case when s.rating_count > 0 then s.rating_count else sp.rating_count end as rating_count,
             case when s.rating_count > 0 then 'self' else 'provider' end as rating_of
    ) shown
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
      -- The rating the card shows is the one filtered on, as on the category pages.
      and (p_min_rating is null or shown.rating_avg >= p_min_rating)
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
           o.category_slug, sp.city, o.min_price, null::text, sp.rating_avg, sp.rating_count, 'self'::text,
           null::bigint, null::integer, sp.avatar_url,
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
           null::text, b.city, b.bundle_price_paise, null::text, sp.rating_avg, sp.rating_count, 'provider'::text,
           null::bigint, null::integer, b.image_path,
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
         h.price_unit, h.rating_avg, h.rating_count, h.rating_of, h.estimate_paise, h.estimate_quantity,
         h.image, h.score, count(*) over ()
  from hits h
  order by h.score desc, h.rating_count desc, h.kind, h.id
  limit p_limit offset p_offset;
end
$$;

revoke execute on function public.search_catalogue(text, text, text, text, bigint, bigint, integer, numeric, date,
  text, text, text, boolean, integer, text, integer, integer) from public, anon;
grant execute on function public.search_catalogue(text, text, text, text, bigint, bigint, integer, numeric, date,
  text, text, text, boolean, integer, text, integer, integer) to authenticated, service_role;
