import { rpc } from '@utsav/shared/supabase/rpc';
import { targetArgs, type RequestTarget } from '../utils/booking-target';

/** rpc('booking_unavailable_dates') (0034): the days in [from, to] the offer cannot take, and why. */
export interface UnavailableDay {
  day: string;
  reason: 'blocked' | 'full' | 'too_soon' | string;
}

export async function listUnavailableDates(target: RequestTarget, from: string, to: string): Promise<UnavailableDay[]> {
  return ((await rpc('booking_unavailable_dates', { ...targetArgs(target), p_from: from, p_to: to })) ?? []) as UnavailableDay[];
}
