import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export interface ReviewInput {
  bookingId: string;
  providerId: string;
  /** The review being edited; none writes the booking's first. */
  reviewId: string | null;
  rating: number;
  comment: string | null;
}

/**
 * The customer's review of a completed booking (0007): the database checks that the booking is
 * theirs and completed, and takes the provider, service and display name from the booking.
 */
export async function saveReview({ bookingId, providerId, reviewId, rating, comment }: ReviewInput): Promise<void> {
  const reviews = getSupabase().from('reviews');
  const result = reviewId
    ? await reviews.update({ rating, comment }).eq('id', reviewId).select('id').single()
    : // provider_id is the column's required value; the trigger sets it from the booking whatever is sent.
      await reviews.insert({ booking_id: bookingId, provider_id: providerId, rating, comment }).select('id').single();
  throwIfError(result);
}
