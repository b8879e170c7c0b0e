import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus } from '@utsav/shared/supabase/booking-graph';
import { moveBooking } from '../api/move-booking';

/** One answer or change of a booking; every panel that shows bookings or money is refetched after it. */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, status, note }: { bookingId: string; status: BookingStatus; note: string | null }) =>
      moveBooking(bookingId, status, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['provider', 'dashboard'] }),
  });
}
