import { useQuery } from '@tanstack/react-query';
import { bookingMoneyKey, listBookingMoney } from '../api/list-booking-money';

export const useBookingMoney = (bookingId: string, status: string) =>
  useQuery({ queryKey: bookingMoneyKey(bookingId, status), queryFn: () => listBookingMoney(bookingId) });
