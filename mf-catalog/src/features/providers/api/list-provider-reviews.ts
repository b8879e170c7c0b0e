import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

export interface ProviderReview {
  id: string;
  reviewer_name: string | null;
  rating: number;
  comment: string | null;
  provider_reply: string | null;
  replied_at: string | null;
  created_at: string;
  service: { title: string } | null;
  bundle: { name: string } | null;
}

export const REVIEWS_PAGE_SIZE = 5;

/**
 * A provider's reviews, newest first, with the provider's replies; `pages` pages of them.
 * Columns are named: who wrote a review (customer_id) is not granted to the API roles
 * (migration 0007), so `select *` would be refused; reviewer_name is the public display name.
 */
export async function listProviderReviews(providerId: string, pages: number): Promise<{ rows: ProviderReview[]; total: number }> {
  const { data, error, count } = await getSupabase()
    .from('reviews')
    .select('id, reviewer_name, rating, comment, provider_reply, replied_at, created_at, service:services(title), bundle:bundles(name)', {
      count: 'exact',
    })
    .eq('provider_id', providerId)
    .order('created_at', { ascending: false })
    .order('id')
    .range(0, pages * REVIEWS_PAGE_SIZE - 1);
  if (error) throw toAppError(error);
  return { rows: (data ?? []) as unknown as ProviderReview[], total: count ?? 0 };
}
