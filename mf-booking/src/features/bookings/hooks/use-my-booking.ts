import { useQuery } from '@tanstack/react-query';
import { getMyBooking, myBookingKey } from '../api/get-my-booking';

/** The booking, fetched again every 30 s while it is held (the hold ends or the payment lands). */
export const useMyBooking = (code: string) =>
  useQuery({
    queryKey: myBookingKey(code),
    queryFn: () => getMyBooking(code),
    refetchInterval: (query) => (query.state.data?.status === 'held' ? 30_000 : false),
  });
