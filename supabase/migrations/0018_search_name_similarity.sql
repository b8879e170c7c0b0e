-- 0018 search precision: the whole-query-to-name trigram match (0016, 0017) is only for
-- joined or heavily misspelt names ("grihapravesh"); single-word typos are handled by the
-- vocabulary in private.search_tsquery (0013). At 0.5 it let "mehndi chenai" match a
-- mehendi artist in Jaipur by name alone; 0.6 keeps the joined-name case and drops that.
alter function public.search_catalogue(text, text, text, text, bigint, bigint, integer, numeric, date,
  text, text, text, boolean, integer, text, integer, integer)
  set pg_trgm.word_similarity_threshold = 0.6;
alter function public.list_bundles(text, text, bigint, bigint, integer, boolean, uuid, text, integer, integer)
  set pg_trgm.word_similarity_threshold = 0.6;
