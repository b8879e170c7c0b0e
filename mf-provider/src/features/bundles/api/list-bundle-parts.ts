import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** A service the provider can put in a bundle: their own, listed. */
export interface BundlePart {
  id: string;
  title: string;
  category_slug: string;
  price_paise: number;
  price_unit: string;
}

/** One of the provider's bundles with its items, as the form edits it. */
export interface MyBundle {
  id: string;
  name: string;
  description: string | null;
  bundle_price_paise: number;
  individual_total_paise: number;
  discount_paise: number;
  discount_percent: number;
  max_guests: number | null;
  duration_days: number;
  terms: string | null;
  min_advance_paise: number;
  active: boolean;
  bundle_items: { service_id: string | null; quantity: number; sort_order: number }[];
}

export const bundlePartsKey = (providerId: string | undefined) => ['provider', 'bundle-parts', providerId] as const;

export async function listBundleParts(providerId: string): Promise<{ services: BundlePart[]; bundles: MyBundle[] }> {
  const supabase = getSupabase();
  const [services, bundles] = await Promise.all([
    supabase.from('services').select('id, title, category_slug, price_paise, price_unit').eq('provider_id', providerId).eq('active', true).order('title'),
    supabase
      .from('bundles')
      .select('id, name, description, bundle_price_paise, individual_total_paise, discount_paise, discount_percent, max_guests, duration_days, terms, min_advance_paise, active, bundle_items(service_id, quantity, sort_order)')
      .eq('provider_id', providerId)
      .order('created_at', { ascending: false }),
  ]);
  return { services: throwIfError(services) as BundlePart[], bundles: throwIfError(bundles) as unknown as MyBundle[] };
}
