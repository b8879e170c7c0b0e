import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** Raised when the account still has bookings customers rely on (a provider's). */
export class AccountInUseError extends Error {
  override name = 'AccountInUseError';
}

/** Raised while a payment for one of the customer's bookings is still at the gateway. */
export class PaymentInFlightError extends Error {
  override name = 'PaymentInFlightError';
}

export interface AccountDeletion {
  /** Upcoming bookings cancelled on the way out. */
  cancelledBookings: number;
  /** Refunds due under the cancellation rules, in paise (carried out by the payments function). */
  refundPaise: number;
}

/**
 * `delete_my_account()` (migration 0019) cancels the caller's upcoming bookings under the
 * refund rules, erases the person and keeps the business records, pseudonymised.
 */
export async function deleteMyAccount(): Promise<AccountDeletion> {
  const { data, error } = await getSupabase().rpc('delete_my_account');
  if (!error) {
    const result = (data ?? {}) as { cancelled_bookings?: number; refund_paise?: number };
    return { cancelledBookings: result.cancelled_bookings ?? 0, refundPaise: result.refund_paise ?? 0 };
  }
  if (error.code === '23503') throw new AccountInUseError(error.message);
  if (error.code === 'PT409' || error.hint === 'payment_in_flight') throw new PaymentInFlightError(error.message);
  throw new Error(error.message);
}
