import { skipToken, useQuery } from '@tanstack/react-query';
import { listMyBookings, myBookingsKey } from '../api/list-my-bookings';

export const useMyBookings = (userId: string | undefined) =>
  useQuery({ queryKey: myBookingsKey(userId), queryFn: userId ? () => listMyBookings(userId) : skipToken });
