import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCatalogue, type SearchArgs } from '../api/search-catalogue';

/** Ranked results; earlier ones stay on screen while the next query runs. */
export const useSearch = (args: SearchArgs, enabled: boolean) =>
  useQuery({
    queryKey: ['catalog', 'search', args],
    queryFn: () => searchCatalogue(args),
    placeholderData: keepPreviousData,
    enabled,
  });
