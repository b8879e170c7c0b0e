import { useLiveRows } from '@utsav/shared/realtime/use-live-rows';
import { myBookingKey, type MyBooking } from '../api/get-my-booking';

/**
 * Follows the booking's row over Realtime (bookings are in the publication, 0012; RLS lets only
 * its customer see it): a status change refetches the page's booking, its payments and refunds.
 */
export function useLiveBooking(bookingId: string | undefined, code: string) {
  useLiveRows<Partial<MyBooking>, MyBooking | null>({
    table: 'bookings',
    filter: { column: 'id', value: bookingId ?? '' },
    events: ['UPDATE'],
    queryKey: myBookingKey(code),
    apply: (data, change) => (change.type === 'UPDATE' && data ? { ...data, ...pick(change.row) } : data),
    refetchOnChange: true,
    enabled: !!bookingId,
  });
}

/** The columns of the page's booking a change may carry (the joined rows come with the refetch). */
function pick(row: Partial<MyBooking>): Partial<MyBooking> {
  const { status, hold_expires_at, total_paise, advance_paise, remaining_paise, event_date, event_time, guest_count } = row;
  return Object.fromEntries(
    Object.entries({ status, hold_expires_at, total_paise, advance_paise, remaining_paise, event_date, event_time, guest_count }).filter(([, v]) => v !== undefined),
  ) as Partial<MyBooking>;
}
