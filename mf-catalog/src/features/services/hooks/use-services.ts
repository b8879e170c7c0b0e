import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { listServices, type ListServicesArgs } from '../../../domain/offers/api/list-services';

/** A page of services' query: the page's hook and the hover's prefetch (category-page.tsx's `prefetch`) share it. */
export const servicesQuery = (args: ListServicesArgs) => ({
  queryKey: ['catalog', 'services', args] as const,
  queryFn: () => listServices(args),
});

/**
 * One page of services, titles in the reader's language where the provider translated them.
 * While the next filter's page loads, the previous one stays on screen (dimmed by the page)
 * instead of collapsing to a skeleton.
 */
export function useServices(args: ListServicesArgs, enabled = true) {
  const readerLanguage = toLanguage(useTranslation().i18n.language);
  const withLanguage = { ...args, p_reader_language: readerLanguage };
  return useQuery({
    ...servicesQuery(withLanguage),
    placeholderData: keepPreviousData,
    enabled,
  });
}
