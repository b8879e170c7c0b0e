// GoTrue's rate limits. Per-IP limits are token buckets (hosted: at most 30
// requests of burst, refilled at the configured rate); the email limit is a
// count of emails sent in the last hour across the whole project.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { AuthError } from './errors.ts';

const BURST = 30;
/** Bounded: an attacker rotating addresses cannot grow the table without end. */
const MAX_KEYS = 10_000;

const bare = (address: string) => address.trim().replace(/^::ffff:/, '');

/**
 * The address a per-IP limit counts. X-Forwarded-For is written by whoever sends the request, so
 * alone it proves nothing: the gateway is the edge and counts the connection's own address.
 * Behind a proxy listed in `trustedProxies` (AUTH_TRUSTED_PROXIES) every client would share the
 * proxy's address, so the count moves to the entry that proxy appended, the last one (skipping
 * further trusted proxies in a chain); entries before it are the client's claims and are ignored.
 */
export function clientIp(req: IncomingMessage, trustedProxies: readonly string[] = []): string {
  const socket = bare(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.length) return socket;
  const trusted = new Set(trustedProxies.map(bare));
  if (!trusted.has(socket)) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(bare);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (trusted.has(hop)) continue;
    // A proxy appends a well-formed address; anything else means it is not the proxy we trust.
    return isIP(hop) ? hop : socket;
  }
  return socket;
}

export interface Limiter {
  /** Takes one request from `key`'s bucket, or throws 429 over_request_rate_limit. */
  take(key: string): void;
}

/** `limit` requests per `windowSeconds`, per key. */
export function tokenBucket(limit: number, windowSeconds: number, now: () => number = Date.now): Limiter {
  const capacity = Math.max(1, Math.min(BURST, limit));
  const perMs = limit / (windowSeconds * 1000);
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key) {
      const t = now();
      let b = buckets.get(key);
      if (!b) {
        if (buckets.size >= MAX_KEYS) {
          // Drop the oldest entry: Map keeps insertion order.
          const first = buckets.keys().next().value;
          if (first !== undefined) buckets.delete(first);
        }
        b = { tokens: capacity, at: t };
        buckets.set(key, b);
      }
      b.tokens = Math.min(capacity, b.tokens + (t - b.at) * perMs);
      b.at = t;
      if (b.tokens < 1) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      b.tokens -= 1;
    },
  };
}

/** At most `perHour` emails in any hour, all recipients together. */
export function emailLimiter(perHour: number, now: () => number = Date.now) {
  const sent: number[] = [];
  return {
    take() {
      const t = now();
      while (sent.length && t - sent[0]! >= 3_600_000) sent.shift();
      if (sent.length >= perHour) throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
      sent.push(t);
    },
  };
}
