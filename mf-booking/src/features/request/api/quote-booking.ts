import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';
import { targetArgs, type RequestTarget } from '../utils/booking-target';

/** rpc('quote_booking') (0033): the same numbers the booking will store. Bundle-only columns are null for a service. */
export type Quote = Omit<RpcRow<'quote_booking'>, 'individual_total_paise' | 'discount_paise' | 'min_guests' | 'max_guests'> & {
  individual_total_paise: number | null;
  discount_paise: number | null;
  min_guests: number | null;
  max_guests: number | null;
  /** The guest count this price is for (the quote's argument). */
  guest_count: number;
};

/** The price for this many guests (quote_booking needs a count: it prices plates and people). */
export async function quoteBooking(target: RequestTarget, guestCount: number): Promise<Quote | null> {
  const rows = await rpc('quote_booking', { ...targetArgs(target), p_guest_count: guestCount });
  const row = rows?.[0] as Omit<Quote, 'guest_count'> | undefined;
  return row ? { ...row, guest_count: guestCount } : null;
}
