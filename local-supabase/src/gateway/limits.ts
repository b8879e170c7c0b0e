// The gateway's protective limits. Hosted Supabase sits behind Cloudflare and an
// API gateway whose exact timeouts are not published; these are local choices
// (see README), each overridable by an environment variable.

export interface GatewayLimits {
  /** Time a client has to send the request line and headers. */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included (a slow upload is cut off after it). */
  requestTimeoutMs: number;
  /** Open connections (HTTP and WebSocket) one client address may hold at once. */
  maxConnectionsPerClient: number;
  /** Largest request body forwarded to PostgREST. */
  maxRestBodyBytes: number;
  /** Time PostgREST has to answer before the gateway gives up with a 504. */
  upstreamTimeoutMs: number;
  /** Largest Edge Function request body (read whole before the worker sees it). */
  maxFunctionBodyBytes: number;
  /** Edge Function requests one client address may have in flight at once. */
  maxFunctionRequestsPerClient: number;
}

export const DEFAULT_GATEWAY_LIMITS: GatewayLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnectionsPerClient: 256,
  maxRestBodyBytes: 10 << 20,
  upstreamTimeoutMs: 120_000,
  maxFunctionBodyBytes: 10 << 20,
  maxFunctionRequestsPerClient: 32,
};

const ENV: Record<keyof GatewayLimits, string> = {
  headersTimeoutMs: 'GATEWAY_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'GATEWAY_REQUEST_TIMEOUT_MS',
  maxConnectionsPerClient: 'GATEWAY_MAX_CONNECTIONS_PER_CLIENT',
  maxRestBodyBytes: 'GATEWAY_MAX_REST_BODY_BYTES',
  upstreamTimeoutMs: 'GATEWAY_UPSTREAM_TIMEOUT_MS',
  maxFunctionBodyBytes: 'GATEWAY_MAX_FUNCTION_BODY_BYTES',
  maxFunctionRequestsPerClient: 'GATEWAY_MAX_FUNCTION_REQUESTS_PER_CLIENT',
};

/** Positive integers from the environment, else the defaults; a bad value stops the start with its name. */
export function limitsFromEnv<T extends object>(defaults: T, env: Record<keyof T, string>): T {
  const out: Record<keyof T, number> = { ...(defaults as Record<keyof T, number>) };
  for (const k of Object.keys(env) as (keyof T)[]) {
    const raw = process.env[env[k]];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${env[k]}=${raw} is not a positive integer`);
    out[k] = n;
  }
  return out as T;
}

export const gatewayLimitsFromEnv = (): GatewayLimits => limitsFromEnv(DEFAULT_GATEWAY_LIMITS, ENV);
