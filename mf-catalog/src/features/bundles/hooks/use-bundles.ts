import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBundles, type ListBundlesArgs } from '../../../domain/offers/api/list-bundles';

/** A page of bundles' query: the page's hook and the hover's prefetch (bundles-page.tsx's `prefetch`) share it. */
export const bundlesQuery = (args: ListBundlesArgs) => ({
  queryKey: ['catalog', 'bundles', args] as const,
  queryFn: () => listBundles(args),
});

/** One page of bundles; the previous page stays visible while the next filter's loads. */
export const useBundles = (args: ListBundlesArgs, enabled = true) =>
  useQuery({
    ...bundlesQuery(args),
    placeholderData: keepPreviousData,
    enabled,
  });
