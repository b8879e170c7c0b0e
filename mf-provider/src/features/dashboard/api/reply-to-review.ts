import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** The provider's public reply ("reviews: providers reply"; the reviews guard lets them change nothing else). */
export async function replyToReview(reviewId: string, reply: string): Promise<void> {
  const result = await getSupabase()
    .from('reviews')
    .update({ provider_reply: reply })
    .eq('id', reviewId)
    .select('id')
    .single();
  throwIfError(result);
}
