import { useQuery } from '@tanstack/react-query';
import { getProviderPhone } from '../api/get-provider-phone';

/** Asked only once the booking is confirmed: before that the database answers null anyway. */
export const useProviderPhone = (providerId: string | null, confirmed: boolean) =>
  useQuery({
    queryKey: ['booking', 'provider-phone', providerId],
    queryFn: () => getProviderPhone(providerId!),
    enabled: confirmed && providerId !== null,
  });
