// The Razorpay secrets the payment functions get on the local stack when supabase/functions/.env
// names none: local-razorpay's test-mode keys (local-razorpay/src/config.ts) at the port
// `pnpm start` and `pnpm dev` run it on (RAZORPAY_PORT, default 54330). Public test values, as the
// Supabase CLI's local keys are; live Razorpay is `supabase secrets set` of the same four names.
export const LOCAL_RAZORPAY_DEFAULTS = {
  keyId: 'rzp_test_UtsavLocal0001',
  keySecret: 'localUtsavTestKeySecret1',
  webhookSecret: 'local-utsav-webhook-secret',
  port: 54330,
} as const;

export function localRazorpaySecrets(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const port = env.RAZORPAY_PORT || String(LOCAL_RAZORPAY_DEFAULTS.port);
  return {
    RAZORPAY_API_BASE: `http://127.0.0.1:${port}/v1`,
    RAZORPAY_KEY_ID: LOCAL_RAZORPAY_DEFAULTS.keyId,
    RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY_DEFAULTS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY_DEFAULTS.webhookSecret,
  };
}
