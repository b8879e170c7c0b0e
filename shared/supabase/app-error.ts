import { isErrorKey, type ErrorKey } from '@utsav/shared/supabase/error-keys';

/**
 * A failure the UI can explain: `key` is translated as `errors:<key>` (with `params`), beside
 * `field` when there is one. `message` keeps the original English text for logs only; no UI
 * shows it. `code`, `hint` and `details` are the backend's, unchanged.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly key: ErrorKey;
  readonly code: string;
  readonly status?: number;
  readonly field?: string;
  readonly params: Record<string, unknown>;
  readonly hint?: string;
  readonly details?: string;

  constructor(init: {
    key: ErrorKey;
    code: string;
    message: string;
    status?: number;
    field?: string;
    params?: Record<string, unknown>;
    hint?: string;
    details?: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.key = init.key;
    this.code = init.code;
    this.status = init.status;
    this.field = init.field;
    this.params = init.params ?? {};
    this.hint = init.hint;
    this.details = init.details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The shapes supabase-js answers with: PostgREST errors, AuthError, Functions*Error, a thrown fetch failure. */
interface BackendFailure {
  name?: string;
  message?: string;
  code?: string | number;
  status?: number;
  hint?: string;
  details?: string;
  context?: unknown;
}

// Auth server error codes (https://supabase.com/docs/guides/auth/debugging/error-codes) with a key of their own.
const AUTH_KEYS: Record<string, ErrorKey> = {
  invalid_credentials: 'invalid_credentials',
  user_already_exists: 'email_in_use',
  email_exists: 'email_in_use',
  phone_exists: 'phone_in_use',
  weak_password: 'weak_password',
  email_not_confirmed: 'email_not_confirmed',
  current_password_required: 'current_password_required',
  current_password_invalid: 'current_password_invalid',
  same_password: 'same_password',
  // A wrong, used or expired one-time code (GoTrue answers the same for all three).
  otp_expired: 'otp_invalid',
  over_request_rate_limit: 'rate_limited',
  over_email_send_rate_limit: 'rate_limited',
  over_sms_send_rate_limit: 'rate_limited',
  session_not_found: 'session_expired',
  session_expired: 'session_expired',
  refresh_token_not_found: 'session_expired',
};

/** SQL's `detail`: `{"field": ..., "params": {...}}`, or a flat object whose other members are the params. */
function readDetail(details: string | undefined): { field?: string; params: Record<string, unknown> } {
  if (!details || !details.startsWith('{')) return { params: {} };
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    const { field, params, ...rest } = parsed;
    const merged = params && typeof params === 'object' ? { ...rest, ...(params as Record<string, unknown>) } : rest;
    return { field: typeof field === 'string' ? field : undefined, params: merged };
  } catch {
    return { params: {} };
  }
}

const NETWORK_MESSAGE = /failed to fetch|fetcherror|networkerror|network request failed|load failed|fetch failed/i;

function isNetworkFailure(failure: BackendFailure, code: string): boolean {
  if (failure.name === 'AuthRetryableFetchError' || failure.name === 'FunctionsFetchError') return true;
  if (failure.status === 0) return true;
  // A gateway between us and the database, or the auth server itself, not answering.
  const status = failure.status ?? 0;
  if (status === 502 || status === 503 || status === 504) return true;
  if (failure.name?.startsWith('Auth') && status >= 500) return true;
  // PostgREST reports a fetch that never got an answer with an empty code and "TypeError: Failed to fetch".
  return code === '' && NETWORK_MESSAGE.test(`${failure.name ?? ''} ${failure.message ?? ''}`);
}

function isTimeout(failure: BackendFailure, code: string): boolean {
  return code === '57014' || failure.name === 'AbortError' || failure.name === 'TimeoutError' || /aborted/i.test(failure.hint ?? '');
}

function fallbackKey(failure: BackendFailure, code: string, status: number | undefined): ErrorKey {
  const auth = AUTH_KEYS[code];
  if (auth) return auth;
  if (isTimeout(failure, code)) return 'timeout';
  if (isNetworkFailure(failure, code)) return 'network';
  if (code === '42501' || status === 403) return 'forbidden';
  if (code === 'PT429' || status === 429) return 'rate_limited';
  if (code === 'PGRST116' || status === 404) return 'not_found';
  if (code === 'PGRST301' || code === 'PGRST303') return 'session_expired';
  return 'unexpected';
}

/**
 * Any failure from supabase-js (or a thrown one) as an AppError. The key comes from the
 * backend's `hint` when it is one of ERROR_KEYS, else from its code (42501 forbidden,
 * 57014 timeout, an unreachable server network, ...), else `unexpected`.
 */
export function toAppError(error: unknown, status?: number): AppError {
  if (error instanceof AppError) return error;
  const failure = (error && typeof error === 'object' ? error : { message: String(error) }) as BackendFailure;
  const code = failure.code === undefined || failure.code === null ? '' : String(failure.code);
  const httpStatus = status ?? (typeof failure.status === 'number' ? failure.status : undefined);
  const detail = readDetail(failure.details);
  const key = isErrorKey(failure.hint) ? failure.hint : fallbackKey(failure, code, httpStatus);
  return new AppError({
    key,
    code,
    status: httpStatus,
    field: detail.field,
    params: detail.params,
    message: failure.message ?? key,
    hint: failure.hint || undefined,
    details: failure.details || undefined,
    cause: error,
  });
}

/**
 * An Edge Function's error answer (FunctionsHttpError carries the Response): reads its JSON
 * body before converting: `{ code, hint, details, message }`, or `{ error: <key> }` as the
 * payment functions answer.
 */
export async function toAppErrorFromFunction(error: unknown): Promise<AppError> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    const body = (await context
      .clone()
      .json()
      .catch(() => null)) as (BackendFailure & { error?: unknown }) | null;
    if (body && typeof body === 'object') {
      const hint = body.hint ?? (isErrorKey(body.error) ? body.error : undefined);
      return toAppError({ name: 'FunctionsHttpError', ...body, hint, message: body.message ?? (error as Error).message }, context.status);
    }
    return toAppError({ name: 'FunctionsHttpError', message: (error as Error).message }, context.status);
  }
  return toAppError(error);
}

/** A supabase-js result: its data when there is no error, else the error thrown as an AppError. */
export function throwIfError<T>(result: { data: T; error: unknown; status?: number }): T {
  if (result.error) throw toAppError(result.error, result.status);
  return result.data;
}
