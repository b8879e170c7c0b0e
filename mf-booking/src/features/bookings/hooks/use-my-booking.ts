import { skipToken, useQuery } from '@tanstack/react-query';
import { getMyBooking, myBookingKey } from '../api/get-my-booking';

/** The booking, fetched again every 30 s while it is held (the hold ends or the payment lands). */
export const useMyBooking = (code: string, customerId: string | undefined) =>
  useQuery({
    queryKey: myBookingKey(code),
    queryFn: customerId ? () => getMyBooking(code, customerId) : skipToken,
    refetchInterval: (query) => (query.state.data?.status === 'held' ? 30_000 : false),
  });
