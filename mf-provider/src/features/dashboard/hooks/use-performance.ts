import { useQuery } from '@tanstack/react-query';
import { getPerformance, performanceKey } from '../api/get-performance';

export const usePerformance = (enabled: boolean) => useQuery({ queryKey: performanceKey, queryFn: getPerformance, enabled });
