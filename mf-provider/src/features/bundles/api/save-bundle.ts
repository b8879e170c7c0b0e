import { rpc } from '@utsav/shared/supabase/rpc';
import type { BundleItemInput } from './bundle-quote';

export interface BundleInput {
  name: string;
  description: string | null;
  pricePaise: number;
  items: BundleItemInput[];
  maxGuests: number | null;
  durationDays: number;
  terms: string | null;
  minAdvancePaise: number;
  active: boolean;
}

/** Creates (no id) or edits a bundle with its items in one transaction (save_bundle); its id. */
export async function saveBundle(input: BundleInput, id?: string): Promise<string> {
  return (await rpc('save_bundle', {
    p_bundle_id: id ?? null,
    p_name: input.name,
    p_description: input.description,
    p_bundle_price_paise: input.pricePaise,
    p_items: input.items as never,
    p_max_guests: input.maxGuests,
    p_duration_days: input.durationDays,
    p_terms: input.terms,
    p_min_advance_paise: input.minAdvancePaise,
    p_active: input.active,
  })) as string;
}
