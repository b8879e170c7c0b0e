import type { Refine, RpcRow, Tables } from '@utsav/shared/supabase/db';
import type { BundleItem } from '../../../domain/offers/api/list-bundles';
import { rpc } from '@utsav/shared/supabase/rpc';

/** A bundle item; `service_category` is set (with `service_id`) while the linked service is public. */
export type BundleDetailItem = BundleItem & { service_category: string | null };

/** rpc('bundle_detail'): one public bundle, its items in order, and its provider's summary (0025). */
export type BundleDetail = Refine<
  RpcRow<'bundle_detail'>,
  Pick<Tables<'bundles'>, 'description' | 'max_guests' | 'terms' | 'image_path'> & {
    items: BundleDetailItem[];
    provider_description: string | null;
    provider_avatar_url: string | null;
  }
>;

/** The bundle, or null when it is unknown, paused, or its provider is not approved. */
export async function getBundleDetail(id: string): Promise<BundleDetail | null> {
  const rows = await rpc('bundle_detail', { p_bundle_id: id });
  return (rows?.[0] as BundleDetail | undefined) ?? null;
}
