import { rpc } from '@utsav/shared/supabase/rpc';

/** A service or a bundle, as the booking request asks for it. */
export interface AdvanceTarget {
  kind: 'service' | 'bundle';
  id: string;
}

/**
 * rpc('quote_booking') (0033): the advance a request for this many guests pays before the
 * provider is asked, in paise, as the booking will store it; null when it cannot be booked.
 */
export async function quoteAdvance(target: AdvanceTarget, guests: number): Promise<number | null> {
  const rows = await rpc('quote_booking', {
    ...(target.kind === 'service' ? { p_service_id: target.id } : { p_bundle_id: target.id }),
    p_guest_count: guests,
  });
  return rows?.[0]?.advance_paise ?? null;
}
