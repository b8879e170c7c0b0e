import { useQuery } from '@tanstack/react-query';
import { topServices } from '../api/top-services';

export const TOP_SERVICES_SHOWN = 3;

export const useTopServices = (category: string) =>
  useQuery({
    queryKey: ['blog', 'top-services', category, TOP_SERVICES_SHOWN],
    queryFn: () => topServices(category, TOP_SERVICES_SHOWN),
    staleTime: 5 * 60_000,
  });
