import { useQuery } from '@tanstack/react-query';
import { cancellationPreviewKey, getCancellationPreview } from '../api/get-cancellation-preview';

/** Asked only when the customer opens the cancel dialog: the days to the event change daily. */
export const useCancellationPreview = (bookingId: string, enabled: boolean) =>
  useQuery({ queryKey: cancellationPreviewKey(bookingId), queryFn: () => getCancellationPreview(bookingId), enabled, staleTime: 0 });
