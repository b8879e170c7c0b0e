import { skipToken, useQuery } from '@tanstack/react-query';
import { getBundleDetail } from '../api/get-bundle-detail';
import { getServiceDetail } from '../api/get-service-detail';
import { quoteAdvance, type AdvanceTarget } from '../api/quote-advance';

export const useServiceDetail = (id: string) =>
  useQuery({ queryKey: ['catalog', 'service-detail', id], queryFn: () => getServiceDetail(id) });

export const useBundleDetail = (id: string) =>
  useQuery({ queryKey: ['catalog', 'bundle-detail', id], queryFn: () => getBundleDetail(id) });

/** The advance of a request for this many guests; `null` asks nothing (it depends on the count the customer gives). */
export const useAdvance = (quote: { target: AdvanceTarget; guests: number } | null, enabled: boolean) =>
  useQuery({
    queryKey: ['catalog', 'advance', quote?.target.kind, quote?.target.id, quote?.guests],
    queryFn: quote && enabled ? () => quoteAdvance(quote.target, quote.guests) : skipToken,
  });
