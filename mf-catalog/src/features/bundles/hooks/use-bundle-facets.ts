import { useQuery } from '@tanstack/react-query';
import { getBundleFacets } from '../api/get-bundle-facets';

export const bundleFacetsQuery = () => ({ queryKey: ['catalog', 'bundle-facets'] as const, queryFn: getBundleFacets });

export const useBundleFacets = () => useQuery(bundleFacetsQuery());
