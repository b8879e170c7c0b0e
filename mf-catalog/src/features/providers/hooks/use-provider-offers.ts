import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { listBundles } from '../../../domain/offers/api/list-bundles';
import { listServices } from '../../../domain/offers/api/list-services';
import { listServicesArgs } from '../../../domain/filters/utils/filter-params';

/** All of a provider's active services (cheapest first), titled in the reader's language where translated; 50 at most shown. */
export function useProviderServices(providerId: string) {
  const language = toLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: ['catalog', 'provider-services', providerId, language],
    queryFn: () =>
      listServices({ ...listServicesArgs(null, { sort: 'price_asc', page: 1 }, 50), p_provider_id: providerId, p_reader_language: language }),
  });
}

export const useProviderBundles = (providerId: string) =>
  useQuery({
    queryKey: ['catalog', 'provider-bundles', providerId],
    queryFn: () => listBundles({ p_provider_id: providerId, p_limit: 50, p_offset: 0 }),
  });
