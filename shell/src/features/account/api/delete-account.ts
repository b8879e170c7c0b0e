import { toAppError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export interface AccountDeletion {
  /** Upcoming bookings cancelled on the way out. */
  cancelledBookings: number;
  /** Refunds due under the cancellation rules, in paise (carried out by the payments function). */
  refundPaise: number;
}

/** Who is there: the account's password, or for an account without one the word the dialog shows. */
export interface DeletionProof {
  password?: string;
  confirmation?: string;
}

/** The word typed to delete an account without a password; the database compares it (0048). */
export const DELETE_WORD = 'DELETE';

/**
 * `delete_my_account(p_password, p_confirmation)` (0048) checks the password against its hash
 * in the database (keys current_password_required / current_password_invalid) or the typed
 * word (deletion_confirmation_mismatch), then (migration 0019) cancels the caller's upcoming bookings under the
 * refund rules, erases the person and keeps the business records, pseudonymised. It refuses
 * with key `provider_has_bookings` (a provider's customers rely on the account) or
 * `payment_in_flight` (a payment is still at the gateway).
 */
export async function deleteMyAccount(proof: DeletionProof): Promise<AccountDeletion> {
  const { data, error } = await getSupabase().rpc('delete_my_account', {
    ...(proof.password ? { p_password: proof.password } : {}),
    ...(proof.confirmation !== undefined ? { p_confirmation: proof.confirmation } : {}),
  });
  if (!error) {
    const result = (data ?? {}) as { cancelled_bookings?: number; refund_paise?: number };
    return { cancelledBookings: result.cancelled_bookings ?? 0, refundPaise: result.refund_paise ?? 0 };
  }
  throw toAppError(error);
}
