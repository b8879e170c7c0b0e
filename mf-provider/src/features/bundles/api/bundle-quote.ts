import { rpc } from '@utsav/shared/supabase/rpc';

export interface BundleItemInput {
  service_id: string;
  quantity: number;
}

export interface BundleTotals {
  individual_total_paise: number;
  discount_paise: number;
  discount_percent: number;
}

/** The database's sums (bundle_quote): what the items cost one by one, and what the price saves. */
export async function quoteBundle(items: BundleItemInput[], pricePaise: number | null): Promise<BundleTotals> {
  const rows = await rpc('bundle_quote', { p_items: items as never, p_bundle_price_paise: pricePaise });
  return rows[0] as BundleTotals;
}
