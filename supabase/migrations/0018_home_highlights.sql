-- 0018 home_highlights(): what the home page shows from the database, in one round trip:
-- each category's starting price and number of services, and testimonials from real reviews.
--
-- Only what the public catalogue lists counts (active services of approved providers), for
-- every caller alike: an admin or a provider sees the same home page as a visitor. SECURITY
-- INVOKER, so row-level security still applies on top.

create or replace function public.home_highlights()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'categories', coalesce((
      select jsonb_agg(jsonb_build_object(
               'slug', c.slug,
               'fromPaise', s.from_paise,
               'unit', s.unit,
               'serviceCount', coalesce(s.service_count, 0))
             order by c.sort_order)
        from public.service_categories c
        left join lateral (
          select min(sv.price_paise) as from_paise,
                 count(*) as service_count,
                 (array_agg(sv.price_unit order by sv.price_paise, sv.id))[1] as unit
            from public.services sv
            join public.service_providers sp on sp.id = sv.provider_id and sp.status = 'approved'
           where sv.category_slug = c.slug and sv.active
        ) s on true
       where c.active
    ), '[]'::jsonb),
    -- The best recent words with no repeated text, so three cards read as three voices.
    'testimonials', coalesce((
      select jsonb_agg(to_jsonb(best) order by best.rating desc, best.created_at desc)
        from (
          select * from (
            select distinct on (r.comment)
                   r.id, r.reviewer_name as "reviewerName", r.rating, r.comment,
                   sp.business_name as "providerName", sp.city, sv.category_slug as "categorySlug",
                   r.created_at
              from public.reviews r
              join public.service_providers sp on sp.id = r.provider_id and sp.status = 'approved'
              left join public.services sv on sv.id = r.service_id
             where r.rating >= 4
               and char_length(r.comment) >= 40
               and r.reviewer_name is not null
             order by r.comment, r.created_at desc
          ) distinct_comments
          order by rating desc, created_at desc
          limit 3
        ) best
    ), '[]'::jsonb)
  )
$$;

comment on function public.home_highlights() is
  'Home page data: per category {slug, fromPaise, unit, serviceCount} and up to 3 testimonials from real 4–5 star reviews.';

revoke execute on function public.home_highlights() from public;
grant execute on function public.home_highlights() to anon, authenticated, service_role;
