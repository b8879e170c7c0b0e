// What the gateway needs to run, from options or the environment, with test-mode defaults so
// `pnpm start` works on a fresh clone. Live Razorpay is reached by pointing the payment code at
// api.razorpay.com with real keys instead: nothing here is read by the app.

export interface LocalRazorpayOptions {
  /** 0 picks a free port (tests). Default RAZORPAY_PORT or 54330. */
  port?: number;
  host?: string;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where events are posted; none means events are only recorded (see GET /_local/webhooks). */
  webhookUrls?: string[];
  /** Waits before each retry of a failed delivery; its length + 1 is the number of tries. */
  webhookRetryDelaysMs?: number[];
  /** A receiver that does not answer within this is a failed try (Razorpay's is 5 s). */
  webhookTimeoutMs?: number;
  /** How long a refund stays `pending` before it is `processed` (or `failed`). */
  refundSettleMs?: number;
  accountId?: string;
  /** Log each webhook delivery try to the console. */
  logWebhooks?: boolean;
}

export type ResolvedOptions = Required<LocalRazorpayOptions>;

export const DEFAULT_PORT = 54330;
// Shaped like Razorpay's test keys (`rzp_test_` + 14 alphanumerics, a 24-character secret).
export const DEFAULT_KEY_ID = 'rzp_test_UtsavLocal0001';
export const DEFAULT_KEY_SECRET = 'localUtsavTestKeySecret1';
export const DEFAULT_WEBHOOK_SECRET = 'local-utsav-webhook-secret';
// Hosted retries for 24 h; locally a handful of short back-offs shows the same behaviour.
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function numbers(value: string | undefined, name: string): number[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = list(value).map(Number);
  if (parsed.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`${name} must be a comma-separated list of milliseconds, got "${value}"`);
  return parsed;
}

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** Options from RAZORPAY_* variables (README lists them). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalRazorpayOptions {
  const options: LocalRazorpayOptions = {
    port: integer(env.RAZORPAY_PORT, 'RAZORPAY_PORT'),
    host: env.RAZORPAY_HOST,
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    webhookUrls: env.RAZORPAY_WEBHOOK_URLS === undefined ? undefined : list(env.RAZORPAY_WEBHOOK_URLS),
    webhookRetryDelaysMs: numbers(env.RAZORPAY_WEBHOOK_RETRY_MS, 'RAZORPAY_WEBHOOK_RETRY_MS'),
    webhookTimeoutMs: integer(env.RAZORPAY_WEBHOOK_TIMEOUT_MS, 'RAZORPAY_WEBHOOK_TIMEOUT_MS'),
    refundSettleMs: integer(env.RAZORPAY_REFUND_SETTLE_MS, 'RAZORPAY_REFUND_SETTLE_MS'),
    logWebhooks: true,
  };
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

export function resolveOptions(options: LocalRazorpayOptions): ResolvedOptions {
  const resolved: ResolvedOptions = {
    port: options.port ?? DEFAULT_PORT,
    host: options.host ?? '127.0.0.1',
    keyId: options.keyId ?? DEFAULT_KEY_ID,
    keySecret: options.keySecret ?? DEFAULT_KEY_SECRET,
    webhookSecret: options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET,
    webhookUrls: options.webhookUrls ?? [],
    webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    webhookTimeoutMs: options.webhookTimeoutMs ?? 5_000,
    refundSettleMs: options.refundSettleMs ?? 1_000,
    accountId: options.accountId ?? 'acc_UtsavLocal0001',
    logWebhooks: options.logWebhooks ?? false,
  };
  // Hosted keys and the webhook secret are distinct; one secret for both would let a leaked
  // webhook secret forge checkout signatures, so refuse it here as well.
  if (resolved.webhookSecret === resolved.keySecret) throw new Error('The webhook secret must differ from the key secret.');
  for (const url of resolved.webhookUrls) {
    if (!/^https?:\/\//.test(url)) throw new Error(`Webhook URL "${url}" must start with http:// or https://`);
  }
  return resolved;
}
