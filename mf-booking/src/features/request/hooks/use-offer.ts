import { useQuery } from '@tanstack/react-query';
import { getOffer } from '../api/get-offer';
import type { RequestTarget } from '../utils/booking-target';

export const useOffer = (target: RequestTarget) =>
  useQuery({ queryKey: ['booking', 'offer', target.kind, target.id], queryFn: () => getOffer(target) });
