import { getRuntimeConfig } from '@utsav/shared/config/runtime-config';

/** Checkout's handler fields, which the server verifies (never trusted as they are). */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The part of Razorpay Checkout's browser API (checkout.js) the booking remote uses. */
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: { error?: { description?: string; reason?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const PRODUCTION_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<RazorpayConstructor> | undefined;

/** Razorpay's checkout.js in production, the local gateway's stand-in elsewhere (runtime config); loaded once, when first needed. */
export function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = getRuntimeConfig().razorpayCheckoutUrl ?? PRODUCTION_CHECKOUT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('checkout.js defined no Razorpay')));
    script.onerror = () => reject(new Error(`checkout.js could not be loaded from ${script.src}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load may be retried (the network came back).
    loading = undefined;
    throw error;
  });
  return loading;
}

export type CheckoutOutcome = { kind: 'paid'; success: CheckoutSuccess } | { kind: 'dismissed' };

/**
 * Opens Checkout for an order and settles when the customer paid or closed it. A failed attempt
 * (a declined card) keeps Checkout open for another try, as Razorpay's does: only success or
 * closing settles.
 */
export async function openCheckout(options: {
  keyId: string;
  orderId: string;
  amount: number;
  description: string;
  name: string;
  prefill: { name?: string; email?: string; contact?: string };
  onFailedAttempt?: (reason: string) => void;
}): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckout();
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: options.keyId,
      order_id: options.orderId,
      amount: options.amount,
      currency: 'INR',
      name: options.name,
      description: options.description,
      prefill: options.prefill,
      theme: { color: '#9a3412' },
      handler: (success: CheckoutSuccess) => resolve({ kind: 'paid', success }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => options.onFailedAttempt?.(response.error?.reason ?? response.error?.description ?? 'payment_failed'));
    checkout.open();
  });
}
