import { useQuery } from '@tanstack/react-query';
import { listBundles } from '../../../domain/offers/api/list-bundles';

/**
 * The admin-chosen featured bundles at the top of /bundles; independent of the filters below.
 * All of them (admins feature a handful): the unfiltered list below leaves them out.
 */
export const featuredBundlesQuery = () => ({
  queryKey: ['catalog', 'bundles', 'featured'] as const,
  queryFn: () => listBundles({ p_featured: true, p_sort: 'discount', p_limit: 12, p_offset: 0 }),
});

export const useFeaturedBundles = () => useQuery(featuredBundlesQuery());
