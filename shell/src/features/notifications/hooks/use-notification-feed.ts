import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { fromRow, notificationsQueryKey, type NotificationRow } from '../api/notification';
import { addNotification, type NotificationsState } from '../utils/notification-state';

const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

interface Feed {
  users: number;
  stop: () => void;
}
// One subscription per user however many bells are mounted (top bar and mobile sheet).
const feeds = new Map<string, Feed>();

/**
 * New notifications arrive live: a subscription to inserts on notifications filtered by
 * user_id (spec §7). The socket reconnects and rejoins by itself after a drop; when the
 * channel errors or times out instead, it is rebuilt with back-off. Each time the change
 * feed becomes live, the list is refetched, so what arrived meanwhile is not missed.
 *
 * "Live" is Realtime's `system` message (extension postgres_changes, status ok), not the
 * join reply (SUBSCRIBED): Supabase acknowledges a join before its change feed runs, and
 * rows inserted in between are never delivered. The message comes again whenever the
 * server resubscribes (a refreshed access token, a database reconnect).
 */
export function useNotificationFeed(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let feed = feeds.get(userId);
    if (!feed) {
      feed = { users: 0, stop: startFeed(userId, queryClient) };
      feeds.set(userId, feed);
    }
    feed.users += 1;
    const current = feed;
    return () => {
      current.users -= 1;
      if (current.users > 0) return;
      current.stop();
      feeds.delete(userId);
    };
  }, [userId, queryClient]);
}

function startFeed(userId: string, queryClient: QueryClient): () => void {
  const supabase = getSupabase();
  const key = notificationsQueryKey(userId);
  let channel: RealtimeChannel | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  let generation = 0;

  const rebuild = () => {
    if (stopped || retryTimer) return;
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void subscribe();
    }, delay);
  };

  const subscribe = async () => {
    if (stopped) return;
    if (channel) void supabase.removeChannel(channel);
    const mine = ++generation;
    // The join must carry the user's token: a join sent with only the public key (the
    // client fetches the token while the socket opens) sees no rows until the token follows.
    await supabase.realtime.setAuth().catch(() => undefined);
    if (stopped || mine !== generation) return;
    channel = supabase
      .channel(`notifications:${userId}:${mine}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
        (payload) => {
          const row = payload.new as NotificationRow;
          queryClient.setQueryData<NotificationsState>(key, (state) => addNotification(state, fromRow(row)));
          // A fetch already under way may have read the table before this row: its answer
          // would drop the row again, so it is replaced by one that sees it.
          if (queryClient.isFetching({ queryKey: key }) > 0) void queryClient.invalidateQueries({ queryKey: key });
        },
      )
      .on('system', {}, (message: { extension?: string; status?: string }) => {
        if (stopped || mine !== generation || message.extension !== 'postgres_changes') return;
        if (message.status === 'ok') {
          failures = 0;
          if (retryTimer) clearTimeout(retryTimer);
          retryTimer = undefined;
          // Catch up on anything inserted while the feed was not live: before the first
          // join, during the gap after each join, and while disconnected.
          void queryClient.invalidateQueries({ queryKey: key });
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
