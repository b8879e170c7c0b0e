import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { searchCatalogue, type SearchArgs } from '../api/search-catalogue';

/** Ranked results, services titled in the reader's language where translated; earlier ones stay on screen while the next query runs. */
export function useSearch(args: SearchArgs, enabled: boolean) {
  const withLanguage = { ...args, p_reader_language: toLanguage(useTranslation().i18n.language) };
  return useQuery({
    queryKey: ['catalog', 'search', withLanguage],
    queryFn: () => searchCatalogue(withLanguage),
    placeholderData: keepPreviousData,
    enabled,
  });
}
