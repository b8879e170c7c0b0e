import { skipToken, useQuery } from '@tanstack/react-query';
import { listMyServices, myServicesKey } from '../api/list-my-services';

/** The provider's own services, paused ones too (none until their provider row is known). */
export const useMyServices = (providerId: string | undefined) =>
  useQuery({ queryKey: myServicesKey(providerId), queryFn: providerId ? () => listMyServices(providerId) : skipToken });
