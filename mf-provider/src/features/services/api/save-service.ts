import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import type { TablesInsert } from '@utsav/shared/supabase/db';
import type { PriceUnit, ServicePhoto, ServiceTexts } from './list-my-services';

export interface ServiceInput {
  categorySlug: string;
  city: string;
  title: string;
  description: string | null;
  pricePaise: number;
  priceUnit: PriceUnit;
  durationHours: number | null;
  minGuests: number | null;
  maxGuests: number | null;
  capacity: number;
  active: boolean;
  originalLanguage: string;
  translations: ServiceTexts;
  photos: ServicePhoto[];
}

/**
 * Creates (no id) or updates one of the provider's services; resolves with its id. The database
 * checks everything again (prices, units, guest limits, translations, photos) and the
 * services policies decide who may write: an approved provider, their own rows.
 */
export async function saveService(providerId: string, input: ServiceInput, id?: string): Promise<string> {
  const row = {
    category_slug: input.categorySlug,
    city: input.city,
    title: input.title,
    description: input.description,
    price_paise: input.pricePaise,
    price_unit: input.priceUnit,
    duration_hours: input.durationHours,
    min_guests: input.minGuests,
    max_guests: input.maxGuests,
    concurrent_capacity: input.capacity,
    active: input.active,
    original_language: input.originalLanguage,
    translations: input.translations,
    photos: input.photos as unknown as TablesInsert<'services'>['photos'],
  } satisfies Partial<TablesInsert<'services'>>;
  const services = getSupabase().from('services');
  const result = id
    ? await services.update(row).eq('id', id).select('id').single()
    : await services.insert({ ...row, provider_id: providerId }).select('id').single();
  const saved = throwIfError(result);
  if (!saved) throw new Error('the service was not saved');
  return saved.id;
}
