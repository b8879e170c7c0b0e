import type { Refine, RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

/** One row of rpc('catalogue_categories'): the /services overview (no price while a category lists nothing). */
export type CategorySummary = Refine<RpcRow<'catalogue_categories'>, { min_price_paise: number | null }>;

export const getCategories = async () => (await rpc('catalogue_categories')) as CategorySummary[];
