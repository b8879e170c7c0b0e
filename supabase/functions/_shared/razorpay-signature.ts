// Razorpay's two signatures, checked with Web Crypto only (runs in Deno on hosted and in Node's
// tests): hex HMAC-SHA256, compared in constant time so a forger learns nothing from timing.
// - Checkout: key = the API key secret, message = `<order id we stored>|<razorpay_payment_id>`
//   (never the order id the browser sends back).
// - Webhook: key = the separate webhook secret, message = the raw request body, byte for byte
//   (read it with req.arrayBuffer() or req.text() before any JSON parsing).

const encoder = new TextEncoder();

async function hmacSha256Hex(secret: string, message: string | Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const data = typeof message === 'string' ? encoder.encode(message) : message;
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, data));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Equal strings in time that depends on their length only. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

const isHexSignature = (s: unknown): s is string => typeof s === 'string' && /^[0-9a-f]{64}$/i.test(s);

/** The checkout handler's razorpay_signature for this order and payment. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): Promise<string> {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export async function verifyCheckoutSignature(args: { keySecret: string; orderId: string; paymentId: string; signature: unknown }): Promise<boolean> {
  if (!args.keySecret || !args.orderId || !args.paymentId || !isHexSignature(args.signature)) return false;
  return constantTimeEqual(await checkoutSignature(args.keySecret, args.orderId, args.paymentId), args.signature.toLowerCase());
}

/** X-Razorpay-Signature of a webhook: over the raw body exactly as received. */
export async function verifyWebhookSignature(args: { webhookSecret: string; rawBody: string | Uint8Array; signature: string | null }): Promise<boolean> {
  if (!args.webhookSecret || !isHexSignature(args.signature)) return false;
  return constantTimeEqual(await hmacSha256Hex(args.webhookSecret, args.rawBody), args.signature.toLowerCase());
}
