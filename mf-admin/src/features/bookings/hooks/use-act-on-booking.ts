import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actOnBooking } from '../api/bookings';

/** One of the admin's edges; the booking, its actions and every list are asked again. */
export function useActOnBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toStatus, reason }: { toStatus: string; reason: string }) => actOnBooking(bookingId, toStatus, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
