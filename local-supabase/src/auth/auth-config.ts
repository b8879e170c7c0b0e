// GoTrue's settings that differ between a hosted project and a quick local
// setup, with hosted Supabase's values as the defaults. Each can be changed by
// an environment variable (read when the stack starts), so the test and e2e
// stacks can raise the rate limits without changing what `pnpm start` does.

export interface RateLimits {
  /** Emails sent per hour, all endpoints together (hosted with a custom SMTP server: 30). */
  emailSent: number;
  /** Sign-ups and password sign-ins per 5 minutes per IP (hosted: 30). */
  signInSignUps: number;
  /** Refresh-token grants per 5 minutes per IP (hosted: 150). */
  tokenRefresh: number;
  /** /verify calls per 5 minutes per IP (hosted: 30). */
  tokenVerifications: number;
  /** OTP / magic-link / recovery requests per hour per IP (hosted: 30). */
  otp: number;
  /** Text messages sent per hour, all numbers together (hosted: 30, rate_limit_sms_sent). */
  smsSent: number;
}

export interface AuthConfig {
  /** GOTRUE_MAILER_AUTOCONFIRM: hosted projects ask for email confirmation (false). */
  mailerAutoconfirm: boolean;
  /** Where links land when redirect_to is missing or not allowed (SITE_URL). */
  siteUrl: string;
  /** Extra allowed redirect URLs, glob patterns as in the dashboard (ADDITIONAL_REDIRECT_URLS). */
  additionalRedirectUrls: string[];
  /** Seconds a rotated refresh token may still be used and get the active one (hosted: 10). */
  refreshTokenReuseInterval: number;
  /**
   * PUT /user needs current_password outside a recovery session: hosted's "Require current
   * password when changing password" (update_password_require_current_password), not its "Secure
   * password change", which asks a session older than 24 h for a reauthentication nonce instead.
   */
  passwordRequiresCurrent: boolean;
  /** Hosted's "Secure email change" (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED, on): both the current and the new address must confirm. */
  secureEmailChange: boolean;
  /** Seconds between two emails of one kind to one user (hosted: 60). */
  emailMaxFrequency: number;
  /** Lifetime of emailed links and codes in seconds (hosted: 3600). */
  otpExpiry: number;
  /** Lifetime of a code sent by SMS in seconds (hosted: 60, SMS_OTP_EXP). */
  smsOtpExpiry: number;
  /** Seconds between two codes sent to one phone number (hosted: 60, SMS_MAX_FREQUENCY). */
  smsMaxFrequency: number;
  rateLimits: RateLimits;
  /**
   * Addresses of reverse proxies in front of the gateway (AUTH_TRUSTED_PROXIES, comma-separated):
   * from them the per-IP limits count the address they append to X-Forwarded-For. None by default:
   * the gateway is the edge and a client's X-Forwarded-For is ignored.
   */
  trustedProxies: string[];
  /** SMTP server the mailer sends through (the local mail catcher by default). */
  smtp?: { host: string; port: number };
  /** Sender of auth emails. */
  senderEmail: string;
  senderName: string;
}

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name}=${raw} is not a non-negative number`);
  return n;
};

const bool = (name: string, fallback: boolean): boolean => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return /^(1|true|yes|on)$/i.test(raw);
};

export function authConfigFromEnv(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    mailerAutoconfirm: bool('AUTH_MAILER_AUTOCONFIRM', false),
    siteUrl: process.env.SITE_URL || 'http://localhost:3000',
    // Locally the apps are also opened at 127.0.0.1 on any port; a hosted project lists its own URLs.
    additionalRedirectUrls: (process.env.ADDITIONAL_REDIRECT_URLS ?? 'http://127.0.0.1:*/**')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    refreshTokenReuseInterval: num('AUTH_REFRESH_TOKEN_REUSE_INTERVAL', 10),
    passwordRequiresCurrent: bool('AUTH_SECURE_PASSWORD_CHANGE', true),
    secureEmailChange: bool('AUTH_SECURE_EMAIL_CHANGE', true),
    emailMaxFrequency: num('AUTH_EMAIL_MAX_FREQUENCY', 60),
    otpExpiry: num('AUTH_OTP_EXPIRY', 3600),
    smsOtpExpiry: num('AUTH_SMS_OTP_EXPIRY', 60),
    smsMaxFrequency: num('AUTH_SMS_MAX_FREQUENCY', 60),
    rateLimits: {
      emailSent: num('AUTH_RATE_LIMIT_EMAIL_SENT', 30),
      signInSignUps: num('AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS', 30),
      tokenRefresh: num('AUTH_RATE_LIMIT_TOKEN_REFRESH', 150),
      tokenVerifications: num('AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS', 30),
      otp: num('AUTH_RATE_LIMIT_OTP', 30),
      smsSent: num('AUTH_RATE_LIMIT_SMS_SENT', 30),
    },
    trustedProxies: (process.env.AUTH_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    senderEmail: process.env.AUTH_SENDER_EMAIL || 'no-reply@utsav.test',
    senderName: process.env.AUTH_SENDER_NAME || 'Utsav',
    ...overrides,
  };
}
