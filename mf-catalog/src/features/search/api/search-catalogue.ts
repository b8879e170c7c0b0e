import type { searchArgs } from '../../../lib/filters/filter-params';
import type { ResultKind } from '../../../lib/filters/filter-params';
import { rpc, toPage, type Page } from '../../../lib/rpc';

/** One row of rpc('search_catalogue'): a service, provider or bundle. */
export interface SearchResult {
  kind: ResultKind;
  id: string;
  title: string;
  provider_id: string;
  provider_name: string;
  category_slug: string | null;
  city: string;
  price_paise: number | null;
  price_unit: string | null;
  rating_avg: number;
  rating_count: number;
  image: string | null;
  score: number;
  total_count: number;
}

export type SearchArgs = ReturnType<typeof searchArgs>;

export const searchCatalogue = async (args: SearchArgs): Promise<Page<SearchResult>> =>
  toPage(await rpc<SearchResult[]>('search_catalogue', args));
