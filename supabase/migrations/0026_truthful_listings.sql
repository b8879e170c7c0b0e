-- 0026 truthful listings: a service card's rating is the service's own, "Top rated" weighs
-- how many reviews a rating stands on, and "Price" sorts compare what a booking would cost.
--
-- Decisions (issue 13, item 7):
-- * Reviews name the booked service (reviews.service_id, set from the booking by the review
--   guard), so a service has a rating of its own: the average and count of its reviews.
--   The provider's rating (service_providers.rating_avg/count, all its reviews, bundles
--   included) is still returned, for cards of services nobody has reviewed yet; the card
--   then says the rating is the provider's.
-- * "Top rated" orders by a Bayesian average: (sum of the service's stars + 3.5 x 5) /
--   (number of its reviews + 5). The prior is 3.5 stars weighing as five reviews: an
--   unreviewed service counts as ordinary (marketplace averages run near 4.5, so a one-off
--   5.0 must not pass for excellent), and every real review moves it. So 5.0 from one
--   review scores 3.75 and 4.6 from seven 4.14. Ties: more reviews, then the provider's own
--   weighted score (same prior), then id. private.weighted_rating is that formula.
-- * "Price: low to high / high to low" order by an estimate of the booking's total, the
--   way the booking itself is priced (private.booking_quote in 0021): per plate or per
--   person x guests, per hour x the service's stated hours, per event and per day once.
--   Guests are the ones the visitor chose (the guests filter), else the service's minimum
--   (the least a booking can be), else one. So ₹5,450 an hour for 4 hours (₹21,800) is
--   compared with ₹40,900 an event, not ₹5,450 with ₹40,900. The card shows the estimate
--   and what it assumed (estimate_quantity: guests or hours). Like Thumbtack's "estimated
--   price" for the job rather than Urban Company's fixed per-item prices, because our units
--   differ within one category (a DJ by the hour beside a band by the event).
-- * The minimum-rating filter uses the rating the card shows: the service's own when it
--   has reviews, else its provider's.
-- * The price range filter still reads the unit price (its label says "per plate", "per
--   day"...), unchanged.
--
-- The function's result gains columns, so it is dropped and created again (CREATE OR
-- REPLACE cannot change a result type); its grants are given again below.

-- A service's review totals, kept on the service by a trigger on reviews (as the provider's
-- are on service_providers, 0007), so a category page sorts on two columns instead of
-- aggregating the reviews of thousands of services per request (`pnpm bench:catalog`).
-- Nobody sets them but that trigger: the services guard keeps them as they were.
alter table public.services
  add column rating_count integer not null default 0 check (rating_count >= 0),
  add column rating_stars integer not null default 0 check (rating_stars >= 0);
comment on column public.services.rating_count is 'Number of reviews of bookings of this service (kept by a trigger, 0026).';
comment on column public.services.rating_stars is 'Sum of their stars (kept by a trigger, 0026); the average is rating_stars / rating_count.';

create or replace function private.refresh_service_rating()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_services uuid[] := '{}';
  v_service uuid;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.service_id is not null then
    v_services := v_services || old.service_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.service_id is not null then
    v_services := v_services || new.service_id;
  end if;
  foreach v_service in array v_services loop
    update public.services s
       set rating_count = r.n, rating_stars = r.stars
      from (select count(*)::integer as n, coalesce(sum(rating), 0)::integer as stars
              from public.reviews where service_id = v_service) r
     where s.id = v_service and (s.rating_count, s.rating_stars) is distinct from (r.n, r.stars);
  end loop;
  return null;
end
$$;
revoke execute on function private.refresh_service_rating() from public;

create trigger reviews_refresh_service_rating
  after insert or delete or update of rating, service_id on public.reviews
  for each row execute function private.refresh_service_rating();

update public.services s
   set rating_count = r.n, rating_stars = r.stars
  from (select service_id, count(*)::integer as n, sum(rating)::integer as stars
          from public.reviews where service_id is not null group by service_id) r
 where s.id = r.service_id;

-- from 0021_error_keys.sql, plus: the review totals are the trigger's alone.
create or replace function private.guard_service()
returns trigger
language plpgsql
set search_path = ''
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

-- The two helpers below are plain arithmetic, evaluated for every candidate row of a
-- listing, so they are written to be inlined by the planner: no SET clause (a function with
-- one is never inlined; `pnpm bench:catalog` measured the difference), every name
-- schema-qualified instead, and nothing but pg_catalog called.
-- Double precision, not numeric: a category page computes it for every candidate and sorts
-- on it (numeric division and rounding of thousands of rows cost more than the rest).
create or replace function private.weighted_rating(p_stars_sum double precision, p_count integer)
returns double precision
language sql
immutable
parallel safe
as $$
  -- Prior: 3.5 stars worth 5 reviews (see the header).
  select (coalesce(p_stars_sum, 0) + 3.5 * 5) / (coalesce(p_count, 0) + 5)
$$;
revoke execute on function private.weighted_rating(double precision, integer) from public;
grant execute on function private.weighted_rating(double precision, integer) to anon, authenticated, service_role;

-- How many units a booking of a service is charged for: booking_quote's rule, with the
-- guest count the listing assumes (chosen, else the service's minimum, else one).
create or replace function private.listing_quantity(
  p_unit text, p_guests integer, p_min_guests integer, p_duration_hours numeric)
returns integer
language sql
immutable
parallel safe
as $$
  select case p_unit
    when 'per_plate' then coalesce(p_guests, p_min_guests, 1)
    when 'per_person' then coalesce(p_guests, p_min_guests, 1)
    when 'per_hour' then greatest(pg_catalog.ceil(coalesce(p_duration_hours, 1)), 1)::integer
    else 1 end
$$;
revoke execute on function private.listing_quantity(text, integer, integer, numeric) from public;
grant execute on function private.listing_quantity(text, integer, integer, numeric) to anon, authenticated, service_role;

drop function public.list_services(text, text, bigint, bigint, integer, numeric, text, text, text,
  boolean, integer, text, uuid, text, integer, integer);

create function public.list_services(
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
  -- The provider's rating (all its reviews).
  rating_avg numeric,
  rating_count integer,
  -- The service's own rating (reviews of bookings of this service); 0 and 0 when none.
  service_rating_avg numeric,
  service_rating_count integer,
  -- What "Top rated" orders by (private.weighted_rating of the service's reviews).
  rating_score numeric,
  -- What "Price" orders by: the booking's total for estimate_quantity units (guests or hours).
  estimate_paise bigint,
  estimate_quantity integer,
  total_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_catalogue_filters(p_min_price, p_max_price, p_guests, p_min_rating, p_limit, p_offset);
  if coalesce(p_sort, 'rating') not in ('rating', 'price_asc', 'price_desc', 'newest') then
    raise exception 'unknown sort %', p_sort using errcode = '22023', hint = 'invalid_parameter', detail = json_build_object('field', 'sort')::text;
  end if;
  if p_min_capacity is not null and p_min_capacity not between 1 and 100000 then
    raise exception 'capacity must be between 1 and 100000' using errcode = '22023', hint = 'value_out_of_range', detail = json_build_object('field', 'min_capacity', 'min', 1, 'max', 100000)::text;
  end if;

  return query
  with listed as (
    select s.id, s.title, s.category_slug, s.city, s.price_paise, s.price_unit, s.min_guests, s.max_guests,
           s.images[1] as image, s.attributes, s.created_at, sp.id as provider_id, sp.business_name,
           sp.rating_avg as provider_avg, sp.rating_count as provider_count,
           round(s.rating_stars::numeric / nullif(s.rating_count, 0), 2) as own_avg, s.rating_count as own_count,
           private.weighted_rating(s.rating_stars, s.rating_count) as score,
           private.weighted_rating(sp.rating_avg::double precision * sp.rating_count, sp.rating_count) as provider_score,
           private.listing_quantity(s.price_unit, p_guests, s.min_guests, s.duration_hours) as quantity
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
      and (p_language is null or s.attributes -> 'languages' ? p_language)
      and (p_tradition is null or s.attributes ->> 'tradition' = p_tradition)
      and (p_cuisine is null or s.attributes ->> 'cuisine' = p_cuisine)
      and (p_style is null or s.attributes ->> 'style' = p_style)
      and (p_veg is null or not p_veg or s.attributes -> 'veg' = 'true'::jsonb)
      and (p_min_capacity is null or (jsonb_typeof(s.attributes -> 'capacity') = 'number'
                                      and (s.attributes ->> 'capacity')::numeric >= p_min_capacity))
  )
  select l.id, l.title, l.category_slug, l.city, l.price_paise, l.price_unit, l.min_guests, l.max_guests,
         l.image, l.attributes, l.created_at, l.provider_id, l.business_name, l.provider_avg, l.provider_count,
         coalesce(l.own_avg, 0), l.own_count, round(l.score::numeric, 4), l.price_paise * l.quantity, l.quantity,
         count(*) over ()
  from listed l
  -- The rating the card shows: the service's own, else its provider's.
  where p_min_rating is null or coalesce(l.own_avg, l.provider_avg) >= p_min_rating
  order by
    case when p_sort = 'price_asc' then l.price_paise * l.quantity end asc,
    case when p_sort = 'price_desc' then l.price_paise * l.quantity end desc,
    case when p_sort = 'newest' then l.created_at end desc,
    l.score desc, l.own_count desc, l.provider_score desc, l.id
  limit p_limit offset p_offset;
end
$$;

comment on function public.list_services is
  'A page of catalogue services as cards; see migration 0026 for the rating (Bayesian, prior 3.5 stars x 5 reviews) and the price estimate the sorts use.';

revoke execute on function public.list_services(text, text, bigint, bigint, integer, numeric, text, text, text,
  boolean, integer, text, uuid, text, integer, integer) from public;
grant execute on function public.list_services(text, text, bigint, bigint, integer, numeric, text, text, text,
  boolean, integer, text, uuid, text, integer, integer) to anon, authenticated, service_role;
