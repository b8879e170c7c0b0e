import type { Refine, RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

/** One step of a booking's history: the status it reached, and when. */
export interface TrackedStep {
  status: string;
  at: string;
}

/** rpc('track_booking') (0005): what anyone holding the code may see; nothing about the customer. */
export type TrackedBooking = Refine<
  RpcRow<'track_booking'>,
  { history: TrackedStep[]; service_title: string | null; bundle_name: string | null; category_slug: string | null }
>;

/** The booking with this code, or null when there is none. `code` is already normalised. */
export async function trackBooking(code: string): Promise<TrackedBooking | null> {
  const rows = await rpc('track_booking', { code });
  return (rows?.[0] as TrackedBooking | undefined) ?? null;
}
