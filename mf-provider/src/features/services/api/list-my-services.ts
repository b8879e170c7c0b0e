import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import type { Tables } from '@utsav/shared/supabase/db';

export type PriceUnit = 'per_event' | 'per_day' | 'per_hour' | 'per_plate' | 'per_person';
export const PRICE_UNITS: readonly PriceUnit[] = ['per_event', 'per_day', 'per_hour', 'per_plate', 'per_person'];

export interface ServicePhoto {
  url: string;
  width: number;
  height: number;
}

export type ServiceTexts = Partial<Record<string, { title: string; description?: string }>>;

/** One of the signed-in provider's services, paused ones included (their own policy lets them read all). */
export type MyService = Pick<
  Tables<'services'>,
  | 'id'
  | 'category_slug'
  | 'title'
  | 'description'
  | 'price_paise'
  | 'min_guests'
  | 'max_guests'
  | 'duration_hours'
  | 'concurrent_capacity'
  | 'active'
  | 'original_language'
  | 'city'
> & { price_unit: PriceUnit; photos: ServicePhoto[]; translations: ServiceTexts };

const COLUMNS =
  'id, category_slug, title, description, price_paise, price_unit, min_guests, max_guests, duration_hours, concurrent_capacity, active, original_language, city, photos, translations';

export const myServicesKey = (providerId: string | undefined) => ['provider', 'my-services', providerId] as const;

export async function listMyServices(providerId: string): Promise<MyService[]> {
  const result = await getSupabase()
    .from('services')
    .select(COLUMNS)
    .eq('provider_id', providerId)
    .order('created_at', { ascending: false });
  return throwIfError(result) as unknown as MyService[];
}
