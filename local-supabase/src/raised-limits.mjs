// Hosted's per-IP auth limits (see auth/auth-config.ts) would throttle a test suite or a
// benchmark that signs in hundreds of users from 127.0.0.1: the environment that lifts them,
// for the stacks those start. `pnpm start` keeps hosted's numbers.
export const RAISED_AUTH_LIMITS_ENV = Object.freeze({
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
  AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
  AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
  AUTH_RATE_LIMIT_OTP: '100000',
  AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
  AUTH_RATE_LIMIT_SMS_SENT: '100000',
  AUTH_EMAIL_MAX_FREQUENCY: '0',
});
