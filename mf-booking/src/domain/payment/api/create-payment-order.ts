import { toAppErrorFromFunction } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export type PaymentKind = 'advance' | 'remaining';

/** What Edge Function `payments-order` answers: a Razorpay order for the amount the database computed. */
export interface PaymentOrder {
  key_id: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  booking_code: string;
  description: string;
}

/** An order to pay the booking's advance or balance; a retry of an unpaid one gets the same order. */
export async function createPaymentOrder(bookingId: string, kind: PaymentKind): Promise<PaymentOrder> {
  const { data, error } = await getSupabase().functions.invoke<PaymentOrder>('payments-order', { body: { booking_id: bookingId, kind } });
  if (error) throw await toAppErrorFromFunction(error);
  if (!data?.order_id) throw new Error('payments-order answered without an order');
  return data;
}
