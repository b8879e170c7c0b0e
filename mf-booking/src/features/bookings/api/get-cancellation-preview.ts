import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

/** What cancelling now would refund and by which tier of the Terms (0038); null when the customer can no longer cancel. */
export type CancellationPreview = RpcRow<'cancellation_preview'>;

export const cancellationPreviewKey = (bookingId: string) => ['booking', 'cancellation-preview', bookingId] as const;

export async function getCancellationPreview(bookingId: string): Promise<CancellationPreview | null> {
  const rows = await rpc('cancellation_preview', { p_booking_id: bookingId });
  return rows?.[0] ?? null;
}
