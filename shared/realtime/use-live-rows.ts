import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/**
 * Invalidates the key's queries (by prefix: the bell's list and the notifications page's pages),
 * after any of them that is fetching a further page has it. Invalidating cancels a fetch under
 * way, and an infinite query's refetch re-reads only the pages it already had: the page a reader
 * asked for with "Show more" would silently not come.
 */
function refetchAfterPaging(queryClient: QueryClient, queryKey: QueryKey): void {
  const paging = queryClient
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: 'fetching' })
    .filter((query) => query.state.fetchMeta?.fetchMore);
  if (paging.length === 0) {
    void queryClient.invalidateQueries({ queryKey });
    return;
  }
  void Promise.allSettled(paging.map((query) => query.promise)).then(() => queryClient.invalidateQueries({ queryKey }));
}

export type LiveEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * One change as the cache sees it. Under RLS a DELETE carries only the primary key (`old`),
 * as on hosted Supabase: enough to drop the row from a list, nothing more.
 */
export type LiveChange<Row> =
  | { type: 'INSERT'; row: Row }
  | { type: 'UPDATE'; row: Row; old: Partial<Row> }
  | { type: 'DELETE'; old: Partial<Row> };

export interface LiveRowsOptions<Row, Data> {
  /** A table in the `supabase_realtime` publication that the signed-in user may select from. */
  table: string;
  schema?: string;
  /** Only the rows whose column equals this value (for example `{ column: 'user_id', value: userId }`). */
  filter: { column: string; value: string | number };
  /** Which changes to follow; all three by default. */
  events?: readonly LiveEvent[];
  /** The query whose cached data the changes are merged into (and which is refetched to catch up). */
  queryKey: QueryKey;
  /**
   * Folds one change into the cached data. Return the same object to ignore a change. It may be
   * called for a change already in the data (a refetch and a live event can both bring a row).
   * For DELETE, `old` holds only the primary key, and it arrives for deletes of any row of the
   * table (Realtime cannot filter deletes): drop the row only if the data holds it.
   */
  apply: (data: Data | undefined, change: LiveChange<Row>) => Data | undefined;
  /**
   * Refetch after applying each change. For a cache that holds more than rows (a count of
   * unread ones read by a second request) a change cannot be applied exactly: a fetch whose two
   * requests straddle an insert counts the row once in the count and again when its event lands.
   * The applied change shows at once; the refetch then settles the figures.
   */
  refetchOnChange?: boolean;
  /** False while there is nothing to follow yet (no user); nothing is subscribed. */
  enabled?: boolean;
}

const ALL_EVENTS: readonly LiveEvent[] = ['INSERT', 'UPDATE', 'DELETE'];
/** Back-off between rebuilds of a channel that failed; the last value repeats. */
export const LIVE_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

type Apply = (data: unknown, change: LiveChange<unknown>) => unknown;

interface Feed {
  /** Mounted users of this feed, newest last: the newest one's `apply` is used. */
  appliers: { current: Apply }[];
  stop: () => void;
}
// One channel per (client, table, filter, events, query) however many components follow it: the
// header and the mobile sheet each mount a notification bell, and both must count an arrival once.
const feedsByClient = new WeakMap<QueryClient, Map<string, Feed>>();

/**
 * Keeps a TanStack Query cache entry live: rows of `table` filtered by one column are merged into
 * it as they are inserted, updated or deleted, without refetching the list.
 *
 * The feed counts as live on Realtime's `system` message (extension postgres_changes, status ok),
 * not on the join reply (SUBSCRIBED): Supabase acknowledges a join before its change feed runs,
 * and rows written in between are never delivered. So each time that message arrives (first
 * join, a rejoin after the socket reconnected, the server resubscribing after a token refresh or
 * a database reconnect), the query is refetched to catch up on what the feed could not deliver.
 * A channel that errors or times out is rebuilt with back-off (LIVE_RETRY_DELAYS_MS).
 */
export function useLiveRows<Row, Data>(options: LiveRowsOptions<Row, Data>): void {
  const { table, schema = 'public', filter, events = ALL_EVENTS, queryKey, apply, refetchOnChange = false, enabled = true } = options;
  const queryClient = useQueryClient();
  const applier = useRef<Apply>(apply as Apply);
  useEffect(() => {
    applier.current = apply as Apply;
  });

  const { column, value } = filter;
  const eventList = ALL_EVENTS.filter((event) => events.includes(event)).join(',');
  const keyHash = hashKey(queryKey);
  useEffect(() => {
    if (!enabled) return;
    let feeds = feedsByClient.get(queryClient);
    if (!feeds) feedsByClient.set(queryClient, (feeds = new Map()));
    const id = JSON.stringify([schema, table, column, value, eventList, keyHash, refetchOnChange]);
    let feed = feeds.get(id);
    if (!feed) {
      const appliers: Feed['appliers'] = [];
      const spec: FeedSpec = {
        schema,
        table,
        column,
        value,
        events: eventList.split(',') as LiveEvent[],
        queryKey: JSON.parse(keyHash) as QueryKey,
        refetchOnChange,
      };
      feed = { appliers, stop: startFeed(spec, queryClient, (data, change) => appliers.at(-1)!.current(data, change)) };
      feeds.set(id, feed);
    }
    const current = feed;
    current.appliers.push(applier);
    return () => {
      current.appliers.splice(current.appliers.indexOf(applier), 1);
      if (current.appliers.length > 0) return;
      current.stop();
      feeds.delete(id);
    };
  }, [enabled, queryClient, schema, table, column, value, eventList, keyHash, refetchOnChange]);
}

interface FeedSpec {
  schema: string;
  table: string;
  column: string;
  value: string | number;
  events: LiveEvent[];
  queryKey: QueryKey;
  refetchOnChange: boolean;
}

function toChange(payload: RealtimePostgresChangesPayload<Record<string, unknown>>): LiveChange<unknown> {
  if (payload.eventType === 'INSERT') return { type: 'INSERT', row: payload.new };
  if (payload.eventType === 'UPDATE') return { type: 'UPDATE', row: payload.new, old: payload.old };
  return { type: 'DELETE', old: payload.old };
}

/**
 * Numbers each feed: supabase-js hands back the existing channel for a topic already in use, so two
 * feeds of the same rows for different queries (the dashboard's requests and its agenda) would share
 * one channel, and the second one's bindings, added after the first had subscribed, never fire.
 */
let feedSerial = 0;

function startFeed(spec: FeedSpec, queryClient: QueryClient, apply: Apply): () => void {
  const supabase = getSupabase();
  const feedNo = ++feedSerial;
  const { queryKey } = spec;
  let channel: RealtimeChannel | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  let generation = 0;

  const rebuild = () => {
    if (stopped || retryTimer) return;
    const delay = LIVE_RETRY_DELAYS_MS[Math.min(failures, LIVE_RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void subscribe();
    }, delay);
  };

  const onChange = (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
    queryClient.setQueryData(queryKey, (data: unknown) => apply(data, toChange(payload)));
    // A fetch already under way may have read the table before this change: its answer would
    // undo it, so it is replaced by one that sees it.
    if (spec.refetchOnChange || queryClient.isFetching({ queryKey }) > 0) refetchAfterPaging(queryClient, queryKey);
  };

  const subscribe = async () => {
    if (stopped) return;
    if (channel) void supabase.removeChannel(channel);
    const mine = ++generation;
    // The join must carry the user's token: a join sent with only the public key (the client
    // fetches the token while the socket opens) sees no rows until the token follows.
    await supabase.realtime.setAuth().catch(() => undefined);
    if (stopped || mine !== generation) return;
    const { schema, table, column, value } = spec;
    channel = supabase.channel(`live:${schema}.${table}:${column}=${value}:${feedNo}.${mine}`);
    for (const event of spec.events) {
      // Realtime cannot filter deletes (under RLS their old record is the primary key alone), so
      // the DELETE binding has none and `apply` drops only rows it holds.
      const binding = event === 'DELETE' ? { event, schema, table } : { event, schema, table, filter: `${column}=eq.${value}` };
      channel = channel.on('postgres_changes', binding as { event: 'INSERT'; schema: string }, onChange);
    }
    channel
      .on('system', {}, (message: { extension?: string; status?: string }) => {
        if (stopped || mine !== generation || message.extension !== 'postgres_changes') return;
        if (message.status === 'ok') {
          failures = 0;
          if (retryTimer) clearTimeout(retryTimer);
          retryTimer = undefined;
          // Catch up on anything written while the feed was not live: before the first join,
          // during the gap after each join, and while disconnected.
          refetchAfterPaging(queryClient, queryKey);
        } else {
          rebuild();
        }
      })
      .subscribe((status) => {
        if (stopped || mine !== generation) return;
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') rebuild();
      });
  };

  void subscribe();
  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    if (channel) void supabase.removeChannel(channel);
  };
}
