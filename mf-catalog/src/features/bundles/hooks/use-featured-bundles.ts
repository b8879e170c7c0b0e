import { useQuery } from '@tanstack/react-query';
import { listBundles } from '../../../lib/api/list-bundles';

/** The admin-chosen featured bundles at the top of /bundles; independent of the filters below. */
export const useFeaturedBundles = () =>
  useQuery({
    queryKey: ['catalog', 'bundles', 'featured'],
    queryFn: () => listBundles({ p_featured: true, p_sort: 'discount', p_limit: 6, p_offset: 0 }),
  });
