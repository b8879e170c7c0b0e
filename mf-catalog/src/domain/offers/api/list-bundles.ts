import type { Refine, RpcArgs, RpcRow, Tables } from '@utsav/shared/supabase/db';
import { rpc, toPage, type Page } from '@utsav/shared/supabase/rpc';

/** A type, not an interface: it must be comparable with the Json it is read from. */
export type BundleItem = {
  service_type: string;
  service_name: string;
  quantity: number;
  unit_price_paise: number;
  service_id: string | null;
};

/** One row of rpc('list_bundles'): the nullable columns are the bundles table's, `items` its json list. */
export type BundleData = Refine<
  RpcRow<'list_bundles'>,
  Pick<Tables<'bundles'>, 'description' | 'max_guests' | 'terms' | 'image_path'> & { items: BundleItem[] }
>;

export type ListBundlesArgs = RpcArgs<'list_bundles'>;

export const listBundles = async (args: ListBundlesArgs): Promise<Page<BundleData>> =>
  toPage((await rpc('list_bundles', { ...args })) as BundleData[]);
