import { rpc, toPage, type Page } from '../rpc';

export interface BundleItem {
  service_type: string;
  service_name: string;
  quantity: number;
  unit_price_paise: number;
  service_id: string | null;
}

/** One row of rpc('list_bundles'). */
export interface BundleData {
  id: string;
  name: string;
  description: string | null;
  city: string;
  provider_id: string;
  provider_name: string;
  rating_avg: number;
  rating_count: number;
  individual_total_paise: number;
  bundle_price_paise: number;
  discount_paise: number;
  discount_percent: number;
  max_guests: number | null;
  duration_days: number;
  min_advance_paise: number;
  terms: string | null;
  featured: boolean;
  image_path: string | null;
  items: BundleItem[];
  total_count: number;
}

export interface ListBundlesArgs {
  p_q?: string | null;
  p_city?: string | null;
  p_min_price?: number | null;
  p_max_price?: number | null;
  p_guests?: number | null;
  p_featured?: boolean | null;
  p_provider_id?: string | null;
  p_sort?: string;
  p_limit: number;
  p_offset: number;
}

export const listBundles = async (args: ListBundlesArgs): Promise<Page<BundleData>> =>
  toPage(await rpc<BundleData[]>('list_bundles', { ...args }));
