import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBundles, type ListBundlesArgs } from '../../../domain/offers/api/list-bundles';

/** One page of bundles; the previous page stays visible while the next filter's loads. */
export const useBundles = (args: ListBundlesArgs, enabled = true) =>
  useQuery({
    queryKey: ['catalog', 'bundles', args],
    queryFn: () => listBundles(args),
    placeholderData: keepPreviousData,
    enabled,
  });
