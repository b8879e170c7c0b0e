import { toAppErrorFromFunction } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import type { CheckoutSuccess } from './razorpay-checkout';

/** What Edge Function `payments-verify` answers once the server checked the signature and Razorpay's record. */
export interface VerifiedPayment {
  payment_status: string;
  booking_status: string;
  refund_id: string | null;
}

export async function verifyPayment(success: CheckoutSuccess): Promise<VerifiedPayment> {
  const { data, error } = await getSupabase().functions.invoke<VerifiedPayment>('payments-verify', { body: success });
  if (error) throw await toAppErrorFromFunction(error);
  if (!data) throw new Error('payments-verify answered without a result');
  return data;
}
