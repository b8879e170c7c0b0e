import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

export type ProviderReview = RpcRow<'provider_reviews'>;

export const reviewsKey = ['provider', 'dashboard', 'reviews'] as const;

export async function listReviews(): Promise<ProviderReview[]> {
  return (await rpc('provider_reviews', { p_limit: 20 })) ?? [];
}
