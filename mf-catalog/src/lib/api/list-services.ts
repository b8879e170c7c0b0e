import type { listServicesArgs } from '../filters/filter-params';
import { rpc, toPage, type Page } from '../rpc';

export type PriceUnit = 'per_event' | 'per_plate' | 'per_hour' | 'per_day' | 'per_person';

/** One row of rpc('list_services'): what a service card shows. */
export interface ServiceCardData {
  id: string;
  title: string;
  category_slug: string;
  city: string;
  price_paise: number;
  price_unit: PriceUnit;
  min_guests: number | null;
  max_guests: number | null;
  image: string | null;
  attributes: Record<string, unknown>;
  created_at: string;
  provider_id: string;
  provider_name: string;
  rating_avg: number;
  rating_count: number;
  total_count: number;
}

export type ListServicesArgs = ReturnType<typeof listServicesArgs> & { p_provider_id?: string | null };

export const listServices = async (args: ListServicesArgs): Promise<Page<ServiceCardData>> =>
  toPage(await rpc<ServiceCardData[]>('list_services', args));
