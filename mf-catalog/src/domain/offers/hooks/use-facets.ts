import { useQuery } from '@tanstack/react-query';
import { getFacets } from '../api/get-facets';

/** Filter options change rarely: fetched once per category, not on every filter change. */
export const useFacets = (category: string | null) =>
  useQuery({ queryKey: ['catalog', 'facets', category], queryFn: () => getFacets(category) });
