import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { getBundleDetail } from '../api/get-bundle-detail';
import { getServiceDetail } from '../api/get-service-detail';
import { quoteAdvance, type AdvanceTarget } from '../api/quote-advance';

export function useServiceDetail(id: string) {
  const language = toLanguage(useTranslation().i18n.language);
  return useQuery({ queryKey: ['catalog', 'service-detail', id, language], queryFn: () => getServiceDetail(id, language) });
}

export const useBundleDetail = (id: string) =>
  useQuery({ queryKey: ['catalog', 'bundle-detail', id], queryFn: () => getBundleDetail(id) });

/** The advance of a request for this many guests; `null` asks nothing (it depends on the count the customer gives). */
export const useAdvance = (quote: { target: AdvanceTarget; guests: number } | null, enabled: boolean) =>
  useQuery({
    queryKey: ['catalog', 'advance', quote?.target.kind, quote?.target.id, quote?.guests],
    queryFn: quote && enabled ? () => quoteAdvance(quote.target, quote.guests) : skipToken,
  });
