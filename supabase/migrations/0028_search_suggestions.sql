-- 0028 search_suggestions: what the /search page offers when a query finds nothing
-- (issue 13 item 10): "Did you mean …" with the query's words respelt from the catalogue's
-- own vocabulary (private.search_words, 0013), and the categories the query is about.
--
-- Decisions:
-- * A word is respelt only when the catalogue does not know it: no catalogue word starts
--   with it (so a word being typed is left alone) and it is no known alternative spelling
--   (private.search_synonyms). Its replacement is the catalogue word closest to it, by
--   trigrams on the word as written and on how it sounds (below), at least 0.3 alike and at
--   most three letters longer or shorter (nearer in length preferred). 0013's widening stops at 0.3 on the written word
--   alone and two letters, so "fotografer" (0.26 like "photographer") found nothing;
--   written the same way as it sounds it is 1.0 alike.
-- * A respelling is offered only when it finds something: a suggestion that leads to
--   another empty page is worse than none.
-- * Categories: those with the most active services matching any one of the (respelt)
--   words, at most three, so "wedding photos in ooty" still points at Wedding Photography
--   when the whole query matches nothing. The page shows every category when none match.
-- * Signed-in only and the same 100-character limit as search_catalogue (0017): the page
--   that asks is the signed-in /search, and longer text is refused, not cut.

-- How a romanised Indian word sounds, for comparing spellings people write differently:
-- long vowels written doubled taken as one (oo→u, ee→i), ph→f, the other aspirates and
-- digraphs without their h (bh→b, th→t, sh→s …), w→v, z→j, q/ck→k, then any letter
-- repeated written once. "fotografer" and "photographer", "shaadi" and "shadi", "pooja"
-- and "puja" meet.
create or replace function private.sound_key(p_word text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
           translate(
             regexp_replace(
               regexp_replace(
                 regexp_replace(replace(replace(lower(p_word), 'oo', 'u'), 'ee', 'i'), 'ck|q', 'k', 'g'),
                 'ph', 'f', 'g'),
               '([bcdgjkpst])h', '\1', 'g'),
             'wz', 'vj'),
           '(.)\1+', '\1', 'g')
$$;
-- Only the vocabulary's generated column and the SECURITY DEFINER speller use it.
revoke execute on function private.sound_key(text) from public, anon, authenticated, service_role;

alter table private.search_words add column sound text generated always as (private.sound_key(word)) stored;
create index search_words_sound_trgm_idx on private.search_words using gin (sound extensions.gin_trgm_ops);

-- The query respelt word by word from the vocabulary; the folded query itself when no word
-- needed it. SECURITY DEFINER: the vocabulary is private (the API roles cannot select it).
select extensions.similarity('', '');
create or replace function private.respell(p_text text)
returns text
language sql
stable
parallel safe
security definer
set search_path = ''
set pg_trgm.similarity_threshold = 0.3
as $$
  with words as (
    select m[1] as word, row_number() over () as n
    from regexp_matches(private.fold(left(p_text, 200)), '([[:alnum:]]+)', 'g') as m
    limit 12
  )
  select string_agg(coalesce(fix.word, w.word), ' ' order by w.n)
  from words w
  left join lateral (
    select c.word from (
      select v.word,
             greatest(extensions.similarity(w.word, v.word),
                      extensions.similarity(private.sound_key(w.word), v.sound)) as sim
      from private.search_words v
      where (v.word operator(extensions.%) w.word
             or v.sound operator(extensions.%) private.sound_key(w.word))
        and abs(char_length(v.word) - char_length(w.word)) <= 3
    ) c
    where c.sim >= 0.3
    -- Equally alike, the one nearer in length ("parvesh" is "pravesh", not "part").
    order by c.sim - 0.05 * abs(char_length(c.word) - char_length(w.word)) desc, c.word
    limit 1
  ) fix on char_length(w.word) >= 3
        and w.word !~ '^[0-9]+$'
        and not exists (select 1 from private.search_words p where p.word like w.word || '%')
        and not exists (select 1 from private.search_synonyms s where s.word = w.word)
        -- English stop words are left as they are (the search skips them anyway).
        and coalesce(array_length(ts_lexize('english_stem'::regdictionary, w.word), 1), 0) > 0
$$;
revoke execute on function private.respell(text) from public, anon;
grant execute on function private.respell(text) to authenticated, service_role;

create or replace function public.search_suggestions(p_q text)
returns table (spelling text, categories text[])
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_q text := nullif(btrim(p_q), '');
  v_spelling text;
  v_typed text;
  v_tsq tsquery;
begin
  if auth.uid() is null and not private.is_system() then
    raise exception 'sign in to search' using errcode = '42501', hint = 'session_expired';
  end if;
  if char_length(v_q) > 100 then
    raise exception 'the search text is longer than 100 characters' using errcode = '22023', hint = 'text_too_long', detail = json_build_object('field', 'q', 'max', 100)::text;
  end if;
  if v_q is null then
    return query select null::text, array[]::text[];
    return;
  end if;

  v_spelling := private.respell(v_q);
  select string_agg(m[1], ' ') into v_typed
  from regexp_matches(private.fold(left(v_q, 200)), '([[:alnum:]]+)', 'g') as m;
  v_tsq := private.search_tsquery(v_spelling);
  if v_spelling is not distinct from v_typed or v_tsq is null or not (
       exists (select 1 from public.services s
               join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
               where s.active and s.search_document @@ v_tsq)
       or exists (select 1 from public.service_providers sp
                  where sp.status = 'approved' and sp.search_document @@ v_tsq)
       or exists (select 1 from public.bundles b
                  join public.service_providers sp on sp.id = b.provider_id and sp.status = 'approved'
                  where b.active and b.search_document @@ v_tsq)) then
    v_spelling := null;
  end if;

  return query
  with words as (
    select distinct m[1] as word
    from regexp_matches(coalesce(private.respell(v_q), ''), '([[:alnum:]]+)', 'g') as m
  ),
  word_queries as (
    select private.search_tsquery(w.word) as tsq from words w
  ),
  ranked as (
    select s.category_slug, count(*) as hits
    from word_queries q
    join public.services s on s.active and s.search_document @@ q.tsq
    join public.service_providers sp on sp.id = s.provider_id and sp.status = 'approved'
    where q.tsq is not null
    group by s.category_slug
    order by hits desc, s.category_slug
    limit 3
  )
  select v_spelling, coalesce((select array_agg(r.category_slug order by r.hits desc, r.category_slug) from ranked r),
                              array[]::text[]);
end
$$;

revoke execute on function public.search_suggestions(text) from public, anon;
grant execute on function public.search_suggestions(text) to authenticated, service_role;
