import { useQuery } from '@tanstack/react-query';
import { searchSuggestions } from '../api/search-suggestions';

/** Asked only when a search found nothing: the suggestions are for the empty page. */
export const useSearchSuggestions = (q: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['catalog', 'search', 'suggestions', q],
    queryFn: () => searchSuggestions(q ?? ''),
    enabled: enabled && !!q,
    staleTime: 5 * 60_000,
  });
