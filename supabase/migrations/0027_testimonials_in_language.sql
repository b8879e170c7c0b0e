-- 0027 home testimonials in the visitor's language (issue 13, item 9).
--
-- Decision: a customer's words are never machine-translated or paraphrased. The home page
-- shows real reviews written in the visitor's language first (reviews are written in
-- Hindi, Tamil, Telugu, Kannada or English; private.text_language tells them apart by
-- script), and fills up with other 4-5 star reviews when there are fewer than three, English
-- ones first (the language most visitors share).
-- Everything around a quote (stars, "for <provider>, <city>") is translated by the app.
--
-- Devanagari is read as Hindi (the only Devanagari language the apps offer); any text
-- without an Indian script counts as English.
create or replace function private.text_language(p text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p ~ '[ऀ-ॿ]' then 'hi'
    when p ~ '[஀-௿]' then 'ta'
    when p ~ '[ఀ-౿]' then 'te'
    when p ~ '[ಀ-೿]' then 'kn'
    else 'en' end
$$;
revoke execute on function private.text_language(text) from public;
grant execute on function private.text_language(text) to anon, authenticated, service_role;

-- The argument is new, so the old function goes (an overload with every argument defaulted
-- would make rpc('home_highlights') ambiguous); its grants are given again below.
drop function public.home_highlights();

create function public.home_highlights(p_language text default 'en')
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
    -- The best recent words with no repeated text, in the visitor's language first.
    'testimonials', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', best.id, 'reviewerName', best.reviewer_name, 'rating', best.rating, 'comment', best.comment,
               'language', best.language, 'providerName', best.business_name, 'city', best.city,
               'categorySlug', best.category_slug)
             order by best.in_language desc, best.language = 'en' desc, best.rating desc, best.created_at desc, best.id)
        from (
          select * from (
            select distinct on (r.comment)
                   r.id, r.reviewer_name, r.rating, r.comment, private.text_language(r.comment) as language,
                   private.text_language(r.comment) = coalesce(p_language, 'en') as in_language,
                   sp.business_name, sp.city, sv.category_slug, r.created_at
              from public.reviews r
              join public.service_providers sp on sp.id = r.provider_id and sp.status = 'approved'
              left join public.services sv on sv.id = r.service_id
             where r.rating >= 4
               and char_length(r.comment) >= 40
               and r.reviewer_name is not null
             order by r.comment, r.created_at desc
          ) distinct_comments
          order by in_language desc, language = 'en' desc, rating desc, created_at desc, id
          limit 3
        ) best
    ), '[]'::jsonb)
  )
$$;

comment on function public.home_highlights(text) is
  'Home page data: per category {slug, fromPaise, unit, serviceCount} and up to 3 testimonials from real 4–5 star reviews, those written in p_language (en, hi, ta, te, kn) first.';

revoke execute on function public.home_highlights(text) from public;
grant execute on function public.home_highlights(text) to anon, authenticated, service_role;
