import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { throwIfError } from '@utsav/shared/supabase/app-error';
import type { BookingStatus } from '@utsav/shared/supabase/booking-graph';
import type { Refine, Tables } from '@utsav/shared/supabase/db';

/** The owner's booking with what was booked and where (the venue is a row of its own, 0034). */
export type MyBooking = Refine<
  Pick<
    Tables<'bookings'>,
    | 'id'
    | 'tracking_code'
    | 'status'
    | 'event_date'
    | 'event_time'
    | 'guest_count'
    | 'special_requirements'
    | 'total_paise'
    | 'advance_paise'
    | 'remaining_paise'
    | 'created_at'
    | 'hold_expires_at'
    | 'provider_id'
  >,
  // The column references public.booking_statuses: one of the generated graph's statuses.
  { status: BookingStatus }
> & {
  venue: { venue_address: string } | null;
  /** Whether the balance was paid online (a succeeded `remaining` payment). */
  balance_paid: boolean;
  service: { title: string; category_slug: string } | null;
  bundle: { name: string } | null;
  /** Null when the provider's page is no longer public (suspended). */
  provider: { id: string; business_name: string } | null;
  /** The customer's review, once the booking is completed and reviewed (one per booking). */
  review: BookingReview | null;
};

export type BookingReview = Pick<Tables<'reviews'>, 'id' | 'rating' | 'comment' | 'provider_reply' | 'replied_at' | 'created_at'>;

export const myBookingKey = (code: string) => ['booking', 'detail', code] as const;

/**
 * One booking this person made as a customer, by its code, or null when they have none with it.
 * Row-level security also lets the booking's provider and admins read it, so the query says
 * whose: the page is worded for the customer (pay, cancel, review).
 */
export async function getMyBooking(code: string, customerId: string): Promise<MyBooking | null> {
  const result = await getSupabase()
    .from('bookings')
    .select(
      'id, tracking_code, status, event_date, event_time, guest_count, special_requirements, total_paise, advance_paise, remaining_paise, created_at, hold_expires_at, provider_id, service:services(title, category_slug), provider:service_providers(id, business_name), review:reviews(id, rating, comment, provider_reply, replied_at, created_at), bundle:bundles(name), venue:booking_venues(venue_address), balance:payments(id)',
    )
    .eq('tracking_code', code)
    .eq('customer_id', customerId)
    .eq('balance.kind', 'remaining')
    .eq('balance.status', 'succeeded')
    .maybeSingle();
  const row = throwIfError(result) as unknown as (Omit<MyBooking, 'balance_paid'> & { balance: { id: string }[] }) | null;
  if (!row) return null;
  const { balance, ...booking } = row;
  return { ...booking, balance_paid: balance.length > 0 };
}
