/**
 * Every error key a user may see, translated in `shared/locales/errors/<lang>.json`
 * (namespace `errors`). SQL raises business rules with one of these in `hint`; a backend test
 * (sqlrules) checks every `hint = '...'` in supabase/migrations is listed here and translated.
 * Keys are stable snake_case: renaming one is a contract change.
 */
export const ERROR_KEYS = [
  // Fallbacks by code when a failure carries no key (app-error.ts).
  'unexpected',
  'network',
  'timeout',
  'forbidden',
  'not_found',
  'rate_limited',
  'session_expired',
  // Auth server (by its error code).
  'invalid_credentials',
  'email_in_use',
  'weak_password',
  'email_not_confirmed',
  'current_password_required',
  'current_password_invalid',
  'same_password',
  // Business rules raised by SQL (hint).
  'contact_rate_limited',
  'payment_in_flight',
  'provider_has_bookings',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

export const isErrorKey = (value: unknown): value is ErrorKey =>
  typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
