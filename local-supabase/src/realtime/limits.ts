// Realtime's quotas, after hosted Supabase Realtime's published limits
// (supabase.com/docs/guides/realtime/limits, Free plan): 100 channels per
// connection, 100 channel joins per second, 100 messages per second. Hosted
// counts joins and messages per project; locally they count per connection, so
// one abusive socket cannot spend everyone's share. The rest are local choices.
import { limitsFromEnv } from '../gateway/limits.ts';

export interface RealtimeLimits {
  /** The gap between the join reply and a live change feed, as on hosted ("Subscribed to PostgreSQL" ends it). */
  subscribeDelayMs: number;
  /** Channels one connection may have joined at once (hosted: "Channels per client" 100). */
  maxChannelsPerConnection: number;
  /** Joins one connection may send per second (hosted: "Channel joins per second" 100). */
  maxJoinsPerSecond: number;
  /** Other client messages (broadcast, access_token, leave…) per second (hosted: "Messages per second" 100). */
  maxEventsPerSecond: number;
  /** postgres_changes bindings in one join (local choice; hosted publishes no figure). */
  maxBindingsPerChannel: number;
  /** Changes waiting for one connection; beyond it the oldest are dropped (local choice). */
  maxQueuedChanges: number;
  /** Bytes waiting in one socket's send buffer beyond which its messages are dropped (local choice). */
  maxBufferedBytes: number;
  /** How long a socket may stay over that before it is closed as not reading (local choice). */
  slowReaderTimeoutMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  subscribeDelayMs: 300,
  maxChannelsPerConnection: 100,
  maxJoinsPerSecond: 100,
  maxEventsPerSecond: 100,
  maxBindingsPerChannel: 100,
  maxQueuedChanges: 1000,
  maxBufferedBytes: 8 << 20,
  slowReaderTimeoutMs: 10_000,
};

const ENV: Record<keyof RealtimeLimits, string> = {
  subscribeDelayMs: 'REALTIME_SUBSCRIBE_DELAY_MS',
  maxChannelsPerConnection: 'REALTIME_MAX_CHANNELS_PER_CONNECTION',
  maxJoinsPerSecond: 'REALTIME_MAX_JOINS_PER_SECOND',
  maxEventsPerSecond: 'REALTIME_MAX_EVENTS_PER_SECOND',
  maxBindingsPerChannel: 'REALTIME_MAX_BINDINGS_PER_CHANNEL',
  maxQueuedChanges: 'REALTIME_MAX_QUEUED_CHANGES',
  maxBufferedBytes: 'REALTIME_MAX_BUFFERED_BYTES',
  slowReaderTimeoutMs: 'REALTIME_SLOW_READER_TIMEOUT_MS',
};

export const realtimeLimitsFromEnv = (): RealtimeLimits => limitsFromEnv(DEFAULT_REALTIME_LIMITS, ENV);

/** A token bucket: `limit` per second, bursts up to `limit`. */
export function rateLimiter(limit: number) {
  let tokens = limit;
  let last = performance.now();
  return function take(): boolean {
    const now = performance.now();
    tokens = Math.min(limit, tokens + ((now - last) / 1000) * limit);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
