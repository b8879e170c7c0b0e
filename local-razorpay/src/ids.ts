import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id like Razorpay's: `order_`, `pay_`, `rfnd_`, `evt_`… followed by 14 alphanumerics. */
export function newId(prefix: string): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}_${id}`;
}

/** Razorpay's timestamps are unix seconds. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const hmacHex = (message: string, secret: string) => createHmac('sha256', secret).update(message).digest('hex');

/** Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const checkoutSignature = (orderId: string, paymentId: string, keySecret: string) => hmacHex(`${orderId}|${paymentId}`, keySecret);

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
