import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMetrics, metricsKey } from '../api/get-metrics';
import type { DateRange } from '../utils/date-range';

// The previous range's figures stay on screen (marked as updating) while a new range loads, so
// the cards and charts do not collapse to a skeleton and jump back at every preset click.
export const useMetrics = ({ from, to }: DateRange) =>
  useQuery({ queryKey: metricsKey(from, to), queryFn: () => getMetrics(from, to), placeholderData: keepPreviousData });
