import type { Refine, RpcRow, Tables } from '@utsav/shared/supabase/db';
import type { PriceUnit } from '../../../domain/offers/api/list-services';
import { rpc } from '@utsav/shared/supabase/rpc';

/**
 * rpc('service_detail'): one public service with its own rating and its provider's summary
 * (migration 0025: named columns, no contact data). `attributes` are the category's details.
 */
export type ServiceDetail = Refine<
  RpcRow<'service_detail'>,
  Pick<Tables<'services'>, 'description' | 'min_guests' | 'max_guests' | 'duration_hours'> & {
    price_unit: PriceUnit;
    attributes: Record<string, unknown>;
    provider_description: string | null;
    provider_avatar_url: string | null;
  }
>;

/**
 * The service, or null when it is unknown, paused, or its provider is not approved. Title and
 * description come in the reader's language when the provider translated them (title_language
 * and description_language say which; else the original's).
 */
export async function getServiceDetail(id: string, readerLanguage: string): Promise<ServiceDetail | null> {
  const rows = await rpc('service_detail', { p_service_id: id, p_reader_language: readerLanguage });
  return (rows?.[0] as ServiceDetail | undefined) ?? null;
}
