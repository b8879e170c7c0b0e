import { toAppError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export interface AccountDeletion {
  /** Upcoming bookings cancelled on the way out. */
  cancelledBookings: number;
  /** Refunds due under the cancellation rules, in paise (carried out by the payments function). */
  refundPaise: number;
}

/**
 * `delete_my_account()` (migration 0019) cancels the caller's upcoming bookings under the
 * refund rules, erases the person and keeps the business records, pseudonymised. It refuses
 * with key `provider_has_bookings` (a provider's customers rely on the account) or
 * `payment_in_flight` (a payment is still at the gateway).
 */
export async function deleteMyAccount(): Promise<AccountDeletion> {
  const { data, error } = await getSupabase().rpc('delete_my_account');
  if (!error) {
    const result = (data ?? {}) as { cancelled_bookings?: number; refund_paise?: number };
    return { cancelledBookings: result.cancelled_bookings ?? 0, refundPaise: result.refund_paise ?? 0 };
  }
  throw toAppError(error);
}
