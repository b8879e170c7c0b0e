// Razorpay's base URL and keys from the function's environment (secrets: locally the stack's
// defaults pointing at local-razorpay or supabase/functions/.env, on hosted `supabase secrets set`).
// Going live changes these four values and nothing else.
import type { RazorpayConfig } from './razorpay.ts';

export function razorpayConfigFromEnv(): RazorpayConfig {
  const get = (name: string) => {
    const value = Deno.env.get(name);
    if (!value) throw new Error(`${name} is not set in the function's environment`);
    return value;
  };
  return {
    apiBase: Deno.env.get('RAZORPAY_API_BASE') || 'https://api.razorpay.com/v1',
    keyId: get('RAZORPAY_KEY_ID'),
    keySecret: get('RAZORPAY_KEY_SECRET'),
    webhookSecret: get('RAZORPAY_WEBHOOK_SECRET'),
  };
}
