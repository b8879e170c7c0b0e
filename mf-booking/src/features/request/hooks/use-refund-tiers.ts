import { useQuery } from '@tanstack/react-query';
import { listRefundTiers } from '../api/list-refund-tiers';

export const useRefundTiers = () => useQuery({ queryKey: ['booking', 'refund-tiers'], queryFn: listRefundTiers, staleTime: Infinity });
