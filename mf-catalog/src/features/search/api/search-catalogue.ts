import type { Refine, RpcArgs, RpcRow } from '@utsav/shared/supabase/db';
import type { ResultKind } from '../../../domain/filters/utils/filter-params';
import { rpc, toPage, type Page } from '@utsav/shared/supabase/rpc';

/** One row of rpc('search_catalogue'): a service, provider or bundle (only services have a category and a price unit). */
export type SearchResult = Refine<
  RpcRow<'search_catalogue'>,
  {
    kind: ResultKind;
    category_slug: string | null;
    price_paise: number | null;
    price_unit: string | null;
    image: string | null;
    rating_of: 'self' | 'provider';
    estimate_paise: number | null;
    estimate_quantity: number | null;
  }
>;

export type SearchArgs = RpcArgs<'search_catalogue'>;

export const searchCatalogue = async (args: SearchArgs): Promise<Page<SearchResult>> =>
  toPage((await rpc('search_catalogue', args)) as SearchResult[]);
