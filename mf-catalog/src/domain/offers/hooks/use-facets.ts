import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@utsav/shared/i18n/languages';
import { getFacets } from '../api/get-facets';
import { orderFacets } from '../utils/facet-order';

/** A category's filter options' query: the hook's and the hover's prefetch share it. */
export const facetsQuery = (category: string | null, language: Language, t: TFunction) => ({
  queryKey: ['catalog', 'facets', category, language] as const,
  queryFn: async () => orderFacets(await getFacets(category), t, language),
});

/**
 * Filter options change rarely: fetched once per category, not on every filter change; their
 * words ordered for the reader's language when fetched (facet-order.ts says why).
 */
export function useFacets(category: string | null) {
  const { t, i18n } = useTranslation('catalog');
  const language = toLanguage(i18n.language);
  return useQuery({
    ...facetsQuery(category, language, t),
    // A language switched in place keeps the category's options (relabelled) until they are ordered again.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === category ? previous : undefined),
  });
}
