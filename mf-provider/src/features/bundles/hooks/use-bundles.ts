import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@utsav/shared/query/query-client';
import { quoteBundle, type BundleItemInput } from '../api/bundle-quote';
import { bundlePartsKey, listBundleParts } from '../api/list-bundle-parts';
import { saveBundle, type BundleInput } from '../api/save-bundle';

export const useBundleParts = (providerId: string | undefined) =>
  useQuery({ queryKey: bundlePartsKey(providerId), queryFn: providerId ? () => listBundleParts(providerId) : skipToken });

/** The server's totals for the items picked so far (two or more); the last answer stays while the next loads. */
export const useBundleQuote = (items: BundleItemInput[], pricePaise: number | null) =>
  useQuery({
    queryKey: ['provider', 'bundle-quote', items, pricePaise],
    queryFn: items.length >= 2 ? () => quoteBundle(items, pricePaise) : skipToken,
    placeholderData: keepPreviousData,
  });

export const useSaveBundle = (providerId: string) =>
  useMutation({
    mutationFn: ({ input, id }: { input: BundleInput; id?: string }) => saveBundle(input, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bundlePartsKey(providerId) }),
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
      ]),
  });
