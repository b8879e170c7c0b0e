import type { Refine, RpcArgs, RpcRow, Tables } from '@utsav/shared/supabase/db';
import { rpc, toPage, type Page } from '@utsav/shared/supabase/rpc';

export type PriceUnit = 'per_event' | 'per_plate' | 'per_hour' | 'per_day' | 'per_person';

/**
 * One row of rpc('list_services'): what a service card shows. The guest limits are the
 * services columns (nullable), `image` the first of its images (none: null).
 */
export type ServiceCardData = Refine<
  RpcRow<'list_services'>,
  Pick<Tables<'services'>, 'min_guests' | 'max_guests'> & {
    price_unit: PriceUnit;
    image: string | null;
    attributes: Record<string, unknown>;
  }
>;

export type ListServicesArgs = RpcArgs<'list_services'>;

export const listServices = async (args: ListServicesArgs): Promise<Page<ServiceCardData>> =>
  toPage((await rpc('list_services', args)) as ServiceCardData[]);
