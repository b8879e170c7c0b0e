-- 0025 public detail pages: what a visitor reads on /services/:category/:serviceId and
-- /bundles/:bundleId (issue 13 item 3: "visitors can look before they sign in").
--
-- Decisions:
-- * Three read functions, each returning named columns only: service_detail, bundle_detail
--   and offer_reviews. Every column is one the public pages show; none of them is the
--   provider's phone, the owner's profile id, a status reason, or who wrote a review
--   (customer_id, booking_id). A page that needs more needs a new migration, not a wider
--   select on the tables.
-- * SECURITY DEFINER with explicit filters (active offer, approved provider), so what a
--   visitor sees does not depend on the column grants of service_providers (0022) or reviews
--   (0007) staying as they are, and is the same for every role: a provider looking at their own
--   paused service, or an admin, gets the public answer (no row), like a visitor.
-- * An unknown, paused or unlisted id returns no row (never an error): the page shows its
--   "no longer listed" state. Malformed ids never reach here (uuid arguments; the app checks
--   the shape first).
-- * A service's rating is its own reviews' (average and count); the provider's rating is
--   returned beside it, so the page can say which is which. A bundle's likewise.
-- * Reviewers appear as first name and initial ("Priya S."), recomputed here from the stored
--   display name, so an older row with a full name is shortened too.

create or replace function public.service_detail(p_service_id uuid)
returns table (
  id uuid,
  title text,
  description text,
  category_slug text,
  price_paise bigint,
  price_unit text,
  min_guests integer,
  max_guests integer,
  duration_hours numeric,
  city text,
  images text[],
  attributes jsonb,
  rating_avg numeric,
  rating_count integer,
  provider_id uuid,
  provider_name text,
  provider_description text,
  provider_city text,
  provider_areas_served text[],
  provider_languages text[],
  provider_experience_years integer,
  provider_avatar_url text,
  provider_rating_avg numeric,
  provider_rating_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.title, s.description, s.category_slug, s.price_paise, s.price_unit,
         s.min_guests, s.max_guests, s.duration_hours, s.city, s.images, s.attributes,
         coalesce(r.avg, 0), coalesce(r.n, 0),
         sp.id, sp.business_name, sp.description, sp.city, sp.areas_served, sp.languages,
         sp.experience_years, sp.avatar_url, sp.rating_avg, sp.rating_count
  from public.services s
  join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
  left join lateral (
    select round(avg(rv.rating), 2) as avg, count(*)::integer as n
    from public.reviews rv where rv.service_id = s.id
  ) r on true
  where s.id = p_service_id and s.active
$$;
comment on function public.service_detail(uuid) is
  'One active service of an approved provider as its public page shows it (no contact data); no row otherwise.';
revoke execute on function public.service_detail(uuid) from public;
grant execute on function public.service_detail(uuid) to anon, authenticated, service_role;

create or replace function public.bundle_detail(p_bundle_id uuid)
returns table (
  id uuid,
  name text,
  description text,
  city text,
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
  rating_avg numeric,
  rating_count integer,
  provider_id uuid,
  provider_name text,
  provider_description text,
  provider_city text,
  provider_areas_served text[],
  provider_languages text[],
  provider_experience_years integer,
  provider_avatar_url text,
  provider_rating_avg numeric,
  provider_rating_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.name, b.description, b.city, b.individual_total_paise, b.bundle_price_paise,
         b.discount_paise, b.discount_percent, b.max_guests, b.duration_days, b.min_advance_paise,
         b.terms, b.featured, b.image_path,
         -- Items in the provider's order; an item links to its service only while that service
         -- is public (a paused one is still listed, by name, without a link).
         coalesce((select jsonb_agg(jsonb_build_object(
                     'service_type', bi.service_type, 'service_name', bi.service_name,
                     'quantity', bi.quantity, 'unit_price_paise', bi.unit_price_paise,
                     'service_id', case when ls.id is not null then bi.service_id end,
                     'service_category', ls.category_slug) order by bi.sort_order, bi.id)
                   from public.bundle_items bi
                   left join public.services ls on ls.id = bi.service_id and ls.active
                   where bi.bundle_id = b.id), '[]'::jsonb),
         coalesce(r.avg, 0), coalesce(r.n, 0),
         sp.id, sp.business_name, sp.description, sp.city, sp.areas_served, sp.languages,
         sp.experience_years, sp.avatar_url, sp.rating_avg, sp.rating_count
  from public.bundles b
  join public.service_providers sp on sp.id = b.provider_id and sp.status = 'approved'
  left join lateral (
    select round(avg(rv.rating), 2) as avg, count(*)::integer as n
    from public.reviews rv where rv.bundle_id = b.id
  ) r on true
  where b.id = p_bundle_id and b.active
$$;
comment on function public.bundle_detail(uuid) is
  'One active bundle of an approved provider, with its items, as its public page shows it (no contact data); no row otherwise.';
revoke execute on function public.bundle_detail(uuid) from public;
grant execute on function public.bundle_detail(uuid) to anon, authenticated, service_role;

create or replace function public.offer_reviews(
  p_service_id uuid default null,
  p_bundle_id uuid default null,
  p_limit integer default 5,
  p_offset integer default 0)
returns table (
  id uuid,
  reviewer_name text,
  rating smallint,
  comment text,
  provider_reply text,
  replied_at timestamptz,
  created_at timestamptz,
  total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (p_service_id is null) = (p_bundle_id is null) then
    raise exception 'give a service or a bundle' using errcode = '22023', hint = 'invalid_parameter',
      detail = json_build_object('field', 'service_id')::text;
  end if;
  if p_limit is null or p_limit not between 1 and 50 then
    raise exception 'limit must be 1 to 50' using errcode = '22023', hint = 'invalid_parameter',
      detail = json_build_object('field', 'limit')::text;
  end if;
  if p_offset is null or p_offset not between 0 and 10000 then
    raise exception 'offset must be 0 to 10000' using errcode = '22023', hint = 'invalid_parameter',
      detail = json_build_object('field', 'offset')::text;
  end if;

  return query
  select rv.id,
         -- "Priya S.": the first word, and the second word's initial when there is one.
         nullif(btrim(split_part(btrim(rv.reviewer_name), ' ', 1) || ' ' ||
                coalesce(left(nullif(split_part(btrim(rv.reviewer_name), ' ', 2), ''), 1) || '.', '')), ''),
         rv.rating, rv.comment, rv.provider_reply, rv.replied_at, rv.created_at,
         count(*) over ()
  from public.reviews rv
  -- Only reviews of an offer that is itself public.
  where (p_service_id is not null and rv.service_id = p_service_id and exists (
           select 1 from public.services s join public.service_providers sp on sp.id = s.provider_id
           where s.id = p_service_id and s.active and sp.status = 'approved'))
     or (p_bundle_id is not null and rv.bundle_id = p_bundle_id and exists (
           select 1 from public.bundles b join public.service_providers sp on sp.id = b.provider_id
           where b.id = p_bundle_id and b.active and sp.status = 'approved'))
  order by rv.created_at desc, rv.id
  limit p_limit offset p_offset;
end
$$;
comment on function public.offer_reviews(uuid, uuid, integer, integer) is
  'Reviews of one public service or bundle, newest first, reviewer as first name and initial; never who wrote them.';
revoke execute on function public.offer_reviews(uuid, uuid, integer, integer) from public;
grant execute on function public.offer_reviews(uuid, uuid, integer, integer) to anon, authenticated, service_role;
