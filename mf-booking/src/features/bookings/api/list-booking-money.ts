import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import type { Tables } from '@utsav/shared/supabase/db';

export type PaidPayment = Pick<Tables<'payments'>, 'id' | 'kind' | 'amount_paise' | 'paid_at' | 'method' | 'receipt' | 'razorpay_payment_id'>;
export type BookingRefund = Pick<Tables<'refunds'>, 'id' | 'amount_paise' | 'status' | 'created_at' | 'processed_at' | 'razorpay_refund_id'>;

export interface BookingMoney {
  payments: PaidPayment[];
  refunds: BookingRefund[];
}

/** Keyed by the booking's status too: a decline or a cancellation brings refunds, a request its receipt. */
export const bookingMoneyKey = (bookingId: string, status: string) => ['booking', 'money', bookingId, status] as const;

/**
 * The booking's payments that took money (each a receipt) and its refunds, as row-level security
 * shows them to its customer. A payment refunded in full is `refunded`: it was still paid, so its
 * receipt stays, with the refund listed beneath it.
 */
export async function listBookingMoney(bookingId: string): Promise<BookingMoney> {
  const supabase = getSupabase();
  const [payments, refunds] = await Promise.all([
    supabase
      .from('payments')
      .select('id, kind, amount_paise, paid_at, method, receipt, razorpay_payment_id')
      .eq('booking_id', bookingId)
      .in('kind', ['advance', 'remaining'])
      .in('status', ['succeeded', 'refunded'])
      .order('paid_at'),
    supabase
      .from('refunds')
      .select('id, amount_paise, status, created_at, processed_at, razorpay_refund_id')
      .eq('booking_id', bookingId)
      .order('created_at'),
  ]);
  return { payments: throwIfError(payments) ?? [], refunds: throwIfError(refunds) ?? [] };
}
