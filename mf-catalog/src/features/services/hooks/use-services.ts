import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listServices, type ListServicesArgs } from '../../../domain/offers/api/list-services';

/**
 * One page of services. While the next filter's page loads, the previous one stays on
 * screen (dimmed by the page) instead of collapsing to a skeleton.
 */
export const useServices = (args: ListServicesArgs, enabled = true) =>
  useQuery({
    queryKey: ['catalog', 'services', args],
    queryFn: () => listServices(args),
    placeholderData: keepPreviousData,
    enabled,
  });
