import { useQuery } from '@tanstack/react-query';
import { listBundles } from '../../../domain/offers/api/list-bundles';
import { listServices } from '../../../domain/offers/api/list-services';
import { listServicesArgs } from '../../../domain/filters/utils/filter-params';

/** All of a provider's active services (cheapest first); a provider has a handful, 50 at most shown. */
export const useProviderServices = (providerId: string) =>
  useQuery({
    queryKey: ['catalog', 'provider-services', providerId],
    queryFn: () =>
      listServices({ ...listServicesArgs(null, { sort: 'price_asc', page: 1 }, 50), p_provider_id: providerId }),
  });

export const useProviderBundles = (providerId: string) =>
  useQuery({
    queryKey: ['catalog', 'provider-bundles', providerId],
    queryFn: () => listBundles({ p_provider_id: providerId, p_limit: 50, p_offset: 0 }),
  });
