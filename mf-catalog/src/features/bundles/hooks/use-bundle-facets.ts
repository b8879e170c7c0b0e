import { useQuery } from '@tanstack/react-query';
import { getBundleFacets } from '../api/get-bundle-facets';

export const useBundleFacets = () => useQuery({ queryKey: ['catalog', 'bundle-facets'], queryFn: getBundleFacets });
