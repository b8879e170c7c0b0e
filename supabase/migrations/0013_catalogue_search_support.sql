-- 0013 catalogue search support: accent-folding, the search documents of services,
-- providers and bundles, and the indexes the catalogue's listing and search functions
-- (0014-0016) rely on.
--
-- Decisions:
-- * Full-text search uses the `english` configuration (stemming: "photographer" and
--   "photography" meet at "photograph"); Indian words pass through it unchanged. Text is
--   lower-cased and accent-folded first (unaccent), so "Pūja" finds "Puja".
-- * Typos are caught by the catalogue's own vocabulary (private.search_words, pg_trgm
--   from 0003): a query word that starts no catalogue word is widened to the catalogue
--   words closest to it by trigrams ("photgrapher" finds "photographer"). Name similarity
--   only ranks matches; it does not select them (a trigram comparison with every row
--   defeated the indexes, and at 0.5 it let "mehndi chenai" match a Jaipur artist by name).
-- * The documents are stored generated columns (`search_document`) with GIN indexes.

create extension if not exists unaccent with schema extensions;

-- Lower-case and strip accents. unaccent() is only STABLE because its dictionary could
-- change; with the dictionary named explicitly it is safe to treat as immutable, which
-- index expressions require (the usual Postgres idiom).
create or replace function private.fold(p text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(p, '')))
$$;
revoke execute on function private.fold(text) from public, anon;
grant execute on function private.fold(text) to authenticated, service_role;

-- Title first, then what a customer types to narrow down (category, city, tradition,
-- cuisine, style), then the description.
create or replace function private.service_document(
  p_title text, p_category text, p_city text, p_description text, p_attributes jsonb)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, private.fold(p_title)), 'A')
      || setweight(to_tsvector('english'::regconfig, private.fold(
           replace(p_category, '-', ' ') || ' ' || coalesce(p_city, '') || ' '
           || coalesce(p_attributes ->> 'tradition', '') || ' '
           || coalesce(p_attributes ->> 'cuisine', '') || ' '
           || coalesce(p_attributes ->> 'style', ''))), 'B')
      || setweight(to_tsvector('english'::regconfig, private.fold(p_description)), 'C')
$$;
revoke execute on function private.service_document(text, text, text, text, jsonb) from public, anon;
grant execute on function private.service_document(text, text, text, text, jsonb) to authenticated, service_role;

create or replace function private.provider_document(
  p_name text, p_city text, p_areas text[], p_languages text[], p_description text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, private.fold(p_name)), 'A')
      || setweight(to_tsvector('english'::regconfig, private.fold(
           coalesce(p_city, '') || ' ' || array_to_string(p_areas, ' ') || ' '
           || array_to_string(p_languages, ' '))), 'B')
      || setweight(to_tsvector('english'::regconfig, private.fold(p_description)), 'C')
$$;
revoke execute on function private.provider_document(text, text, text[], text[], text) from public, anon;
grant execute on function private.provider_document(text, text, text[], text[], text) to authenticated, service_role;

create or replace function private.bundle_document(p_name text, p_city text, p_description text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, private.fold(p_name)), 'A')
      || setweight(to_tsvector('english'::regconfig, private.fold(p_city)), 'B')
      || setweight(to_tsvector('english'::regconfig, private.fold(p_description)), 'C')
$$;
revoke execute on function private.bundle_document(text, text, text) from public, anon;
grant execute on function private.bundle_document(text, text, text) to authenticated, service_role;

-- The catalogue's vocabulary: every folded word (3+ letters) of a service title or
-- description, provider name, city, areas or description, bundle name or description.
-- Kept by triggers; words are never removed (a stale word only widens a typo's guesses).
-- Its trigram index lets a misspelt query word find the words it was meant to be.
create table private.search_words (word text primary key);
create index search_words_trgm_idx on private.search_words using gin (word extensions.gin_trgm_ops);
create index search_words_prefix_idx on private.search_words (word text_pattern_ops);

-- Spellings people use that share no trigrams with the catalogue's (puja/pooja,
-- Bangalore/Bengaluru): each side is also searched as the other.
create table private.search_synonyms (
  word text not null,
  synonym text not null,
  primary key (word, synonym)
);
insert into private.search_synonyms (word, synonym) values
  ('puja', 'pooja'), ('pooja', 'puja'), ('poojari', 'pandit'), ('pujari', 'pandit'), ('priest', 'pandit'),
  ('purohit', 'pandit'), ('pandit', 'purohit'), ('mehndi', 'mehendi'), ('henna', 'mehendi'), ('mehendi', 'henna'),
  ('bangalore', 'bengaluru'), ('madras', 'chennai'), ('bombay', 'mumbai'), ('cochin', 'kochi'),
  ('photographer', 'photography'), ('videographer', 'video'), ('caterer', 'catering'), ('food', 'catering'),
  ('hall', 'mandapam'), ('mandapam', 'hall'), ('mantapa', 'mandapam'), ('banquet', 'hall'), ('venue', 'hall'),
  ('decorator', 'decoration'), ('flowers', 'floral'), ('band', 'music'), ('dj', 'music'), ('shaadi', 'wedding'),
  ('vivah', 'wedding'), ('kalyanam', 'wedding'), ('marriage', 'wedding'), ('housewarming', 'griha');

create or replace function private.add_search_words(p_text text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.search_words (word)
  select distinct m[1] from regexp_matches(private.fold(p_text), '([[:alpha:]]{3,40})', 'g') as m
  on conflict do nothing
$$;
revoke execute on function private.add_search_words(text) from public, anon, authenticated, service_role;

create or replace function private.collect_search_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'services' then
    perform private.add_search_words(new.title || ' ' || coalesce(new.description, '') || ' ' || new.city);
  elsif tg_table_name = 'service_providers' then
    perform private.add_search_words(new.business_name || ' ' || coalesce(new.description, '') || ' '
                                     || new.city || ' ' || array_to_string(new.areas_served, ' '));
  elsif tg_table_name = 'bundles' then
    perform private.add_search_words(new.name || ' ' || coalesce(new.description, '') || ' ' || new.city);
  end if;
  return null;
end
$$;
revoke execute on function private.collect_search_words() from public;

create trigger services_search_words
  after insert or update of title, description, city on public.services
  for each row execute function private.collect_search_words();
create trigger service_providers_search_words
  after insert or update of business_name, description, city, areas_served on public.service_providers
  for each row execute function private.collect_search_words();
create trigger bundles_search_words
  after insert or update of name, description, city on public.bundles
  for each row execute function private.collect_search_words();

-- Category names and anything already in the catalogue when this migration runs.
select private.add_search_words(string_agg(c.name || ' ' || replace(c.slug, '-', ' ') || ' ' || coalesce(c.description, ''), ' '))
from public.service_categories c;
select private.add_search_words(s.title || ' ' || coalesce(s.description, '') || ' ' || s.city) from public.services s;
select private.add_search_words(sp.business_name || ' ' || coalesce(sp.description, '') || ' ' || sp.city)
from public.service_providers sp;
select private.add_search_words(b.name || ' ' || coalesce(b.description, '') || ' ' || b.city) from public.bundles b;

-- The tsquery for free text. Every query word must match a word start (results appear
-- while typing). A word that starts no catalogue word is taken as a typo and widened to
-- the three catalogue words closest to it by trigram similarity; known synonyms are
-- added too (a guess differs in length by at most two letters, so "parvesh" becomes
-- "pravesh", not "part"). Each term is matched both as typed and as its English stem
-- ("sady" must find "Sadya", whose stem "sadi" alone does not match it, while "weddings"
-- needs its stem "wed"); terms are built here and parsed with `simple`, so nothing is
-- stemmed twice. Anything but letters and digits is dropped, so user input can never be a
-- tsquery syntax error. Null when nothing searchable is left (empty, or only stop words).
--
-- `set pg_trgm.*` on a function is checked against the parameter's definition, which
-- exists only once the pg_trgm library is loaded in the session; a non-superuser (hosted's
-- `postgres`) applying this file on its own would get 42501 otherwise. Calling any pg_trgm
-- function loads it.
select extensions.similarity('', '');
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
-- list_bundles (anon too) and search_catalogue call it as their caller.
revoke execute on function private.search_tsquery(text) from public;
grant execute on function private.search_tsquery(text) to anon, authenticated, service_role;

-- The documents as stored generated columns: a search's recheck and rank read a ready
-- tsvector instead of recomputing unaccent + to_tsvector for every candidate row
-- (measured with `pnpm bench:catalog`, 20,000 services and 2,000 bundles: ~4 s a search
-- with expression indexes). Whole-table GIN indexes: the planner did not pick partial
-- (where active) ones for these queries, and inactive rows are few.
alter table public.services add column search_document tsvector
  generated always as (private.service_document(title, category_slug, city, description, attributes)) stored;
alter table public.service_providers add column search_document tsvector
  generated always as (private.provider_document(business_name, city, areas_served, languages, description)) stored;
alter table public.bundles add column search_document tsvector
  generated always as (private.bundle_document(name, city, description)) stored;

comment on column public.services.search_document is 'Full-text search document (generated; see 0013).';
comment on column public.service_providers.search_document is 'Full-text search document (generated; see 0013).';
comment on column public.bundles.search_document is 'Full-text search document (generated; see 0013).';

create index services_search_idx on public.services using gin (search_document);
create index service_providers_search_idx on public.service_providers using gin (search_document);
create index bundles_search_idx on public.bundles using gin (search_document);
-- services.title and bundles.name already have trigram indexes (0003, 0004).
create index service_providers_name_trgm_idx on public.service_providers
  using gin (business_name extensions.gin_trgm_ops);

-- Listing: a category page filters by category (and often city) and sorts by price or date.
create index services_category_price_idx on public.services (category_slug, price_paise) where active;
create index services_category_created_idx on public.services (category_slug, created_at desc) where active;
create index services_provider_active_idx on public.services (provider_id, price_paise) where active;
create index service_providers_approved_rating_idx on public.service_providers (rating_avg desc, rating_count desc)
  where status = 'approved';

-- "Booked that day": the providers with a firm booking on a date.
create index bookings_event_date_firm_idx on public.bookings (event_date, provider_id)
  where status in ('accepted', 'confirmed', 'completed');

-- Which providers already have a firm booking (accepted, confirmed or completed) on a date.
-- SECURITY DEFINER: a customer cannot read other people's bookings, but may learn that a
-- provider is busy on a day, which is all this returns.
create or replace function private.providers_booked_on(p_date date)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct b.provider_id
  from public.bookings b
  where b.event_date = p_date and b.status in ('accepted', 'confirmed', 'completed')
$$;
-- Only search_catalogue (signed-in users) asks.
revoke execute on function private.providers_booked_on(date) from public, anon;
grant execute on function private.providers_booked_on(date) to authenticated, service_role;

-- The argument checks shared by the listing and search functions (0014-0016): refused
-- with 22023 (invalid_parameter_value; PostgREST answers 400), never silently clamped.
create or replace function private.check_catalogue_filters(
  p_min_price bigint, p_max_price bigint, p_guests integer, p_min_rating numeric,
  p_limit integer, p_offset integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_min_price < 0 or p_max_price < 0 then
    raise exception 'prices cannot be negative' using errcode = '22023';
  end if;
  if p_min_price > p_max_price then
    raise exception 'the minimum price is above the maximum' using errcode = '22023';
  end if;
  if p_guests not between 1 and 100000 then
    raise exception 'guest count must be between 1 and 100000' using errcode = '22023';
  end if;
  if p_min_rating not between 0 and 5 then
    raise exception 'rating must be between 0 and 5' using errcode = '22023';
  end if;
  if p_limit is null or p_limit not between 1 and 50 then
    raise exception 'page size must be between 1 and 50' using errcode = '22023';
  end if;
  if p_offset is null or p_offset not between 0 and 10000 then
    raise exception 'offset must be between 0 and 10000' using errcode = '22023';
  end if;
end
$$;
revoke execute on function private.check_catalogue_filters(bigint, bigint, integer, numeric, integer, integer) from public;
grant execute on function private.check_catalogue_filters(bigint, bigint, integer, numeric, integer, integer) to anon, authenticated, service_role;
