import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

/** rpc('search_suggestions'): a respelt query that finds something (or null) and the categories the words are about. */
export interface SearchSuggestions {
  spelling: string | null;
  categories: string[];
}

export async function searchSuggestions(q: string): Promise<SearchSuggestions> {
  const rows = (await rpc('search_suggestions', { p_q: q })) as RpcRow<'search_suggestions'>[];
  const row = rows[0];
  return { spelling: row?.spelling ?? null, categories: row?.categories ?? [] };
}
