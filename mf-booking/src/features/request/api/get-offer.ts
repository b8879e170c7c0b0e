import { rpc } from '@utsav/shared/supabase/rpc';
import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import type { RequestTarget } from '../utils/booking-target';
import type { ProviderReach } from '../utils/event-city';

/** What is being booked, as the form shows it: the public detail RPCs' rows (0025), reduced. */
export interface Offer {
  kind: 'service' | 'bundle';
  id: string;
  title: string;
  providerName: string;
  city: string | null;
  /** A photo the provider uploaded (https); the catalogue's own illustrations stay in the catalogue. */
  photo: string | null;
  /** The service's category (the detail page's address); null for a bundle. */
  categorySlug: string | null;
  /** A function hall is the venue: no address to ask for (0034: a bundle always comes to the customer). */
  isVenue: boolean;
  /** The guest limits the form shows beside the field (null: none). */
  minGuests: number | null;
  maxGuests: number | null;
  /** Where the provider works, for the note when the venue is in another city. */
  provider: ProviderReach;
}

/** Whether the provider travels to other cities and for what fee: public columns of their row. */
async function travelOf(providerId: string): Promise<Pick<ProviderReach, 'travelsOutsideCity' | 'travelFeePaise'>> {
  const row = throwIfError(
    await getSupabase().from('service_providers').select('travels_outside_city, travel_fee_paise').eq('id', providerId).maybeSingle(),
  );
  return { travelsOutsideCity: row?.travels_outside_city ?? false, travelFeePaise: row?.travel_fee_paise ?? null };
}

const FUNCTION_HALL = 'function-hall';
const httpsOnly = (src: string | null | undefined) => (src && /^https:\/\//.test(src) ? src : null);

/** The service or bundle, or null when it is unknown, paused, or its provider is not approved. */
export async function getOffer(target: RequestTarget): Promise<Offer | null> {
  if (target.kind === 'service') {
    const row = (await rpc('service_detail', { p_service_id: target.id }))?.[0];
    if (!row) return null;
    return {
      kind: 'service',
      id: row.id,
      title: row.title,
      providerName: row.provider_name,
      city: row.city ?? null,
      photo: httpsOnly(row.images?.[0]),
      categorySlug: row.category_slug,
      isVenue: row.category_slug === FUNCTION_HALL,
      minGuests: row.min_guests ?? null,
      maxGuests: row.max_guests ?? null,
      provider: { name: row.provider_name, city: row.provider_city, areas: row.provider_areas_served ?? [], ...(await travelOf(row.provider_id)) },
    };
  }
  const row = (await rpc('bundle_detail', { p_bundle_id: target.id }))?.[0];
  if (!row) return null;
  return {
    kind: 'bundle',
    id: row.id,
    title: row.name,
    providerName: row.provider_name,
    city: row.city ?? null,
    photo: httpsOnly(row.image_path),
    categorySlug: null,
    isVenue: false,
    minGuests: null,
    maxGuests: row.max_guests ?? null,
    provider: { name: row.provider_name, city: row.provider_city, areas: row.provider_areas_served ?? [], ...(await travelOf(row.provider_id)) },
  };
}
