import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelBooking } from '../api/cancel-booking';

export function useCancelBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) => cancelBooking(bookingId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['booking'] }),
  });
}
