import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { createPaymentOrder, type PaymentKind } from '../api/create-payment-order';
import { verifyPayment, type VerifiedPayment } from '../api/verify-payment';
import { openCheckout } from '../api/razorpay-checkout';

export interface PayInput {
  bookingId: string;
  kind: PaymentKind;
  /** The name Checkout shows above the amount. */
  merchantName: string;
}

export type PayResult = { kind: 'paid'; verified: VerifiedPayment } | { kind: 'dismissed' };

/**
 * Pays a booking's advance or balance: an order from the server (its amount, never ours),
 * Razorpay Checkout, then the server's verification. Closing Checkout is not an error: the
 * hold stays until it expires and the customer may pay again from the booking's page.
 */
export function usePay() {
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => state.session?.user);
  return useMutation({
    mutationFn: async (input: PayInput): Promise<PayResult> => {
      const order = await createPaymentOrder(input.bookingId, input.kind);
      const outcome = await openCheckout({
        keyId: order.key_id,
        orderId: order.order_id,
        amount: order.amount,
        description: order.description,
        name: input.merchantName,
        prefill: { email: user?.email ?? undefined, contact: user?.phone || undefined },
      });
      if (outcome.kind === 'dismissed') return outcome;
      return { kind: 'paid', verified: await verifyPayment(outcome.success) };
    },
    // Whatever happened, the booking and its payments are what the server now says.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['booking'] }),
  });
}
