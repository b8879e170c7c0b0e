import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { throwIfError } from '@utsav/shared/supabase/app-error';
import type { Tables } from '@utsav/shared/supabase/db';

export type RefundTier = Tables<'cancellation_refund_tiers'>;

/** public.cancellation_refund_tiers (0033): the refund rule the cancellation will apply, earliest tier first. */
export async function listRefundTiers(): Promise<RefundTier[]> {
  const result = await getSupabase()
    .from('cancellation_refund_tiers')
    .select('min_days_before, advance_percent')
    .order('min_days_before', { ascending: false });
  return throwIfError(result) ?? [];
}
