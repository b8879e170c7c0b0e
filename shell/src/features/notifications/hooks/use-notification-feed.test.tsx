import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsQueryKey } from '../api/notification';
import { useNotificationFeed } from './use-notification-feed';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Handler = (payload: Record<string, unknown>) => void;

/** A realtime channel that records what the hook registers, so the test can play the server. */
class RecordedChannel {
  handlers: { type: string; filter: Record<string, unknown>; cb: Handler }[] = [];
  status?: (status: string) => void;
  constructor(readonly name: string) {}
  on(type: string, filter: Record<string, unknown>, cb: Handler) {
    this.handlers.push({ type, filter, cb });
    return this;
  }
  subscribe(cb: (status: string) => void) {
    this.status = cb;
    return this;
  }
  emit(type: string, payload: Record<string, unknown>) {
    for (const h of this.handlers) if (h.type === type) h.cb(payload);
  }
}

const channels: RecordedChannel[] = [];
const supabase = {
  realtime: { setAuth: vi.fn(() => Promise.resolve()) },
  channel: (name: string) => {
    const ch = new RecordedChannel(name);
    channels.push(ch);
    return ch;
  },
  removeChannel: vi.fn(() => Promise.resolve('ok')),
};
vi.mock('@utsav/shared/supabase/supabase-client', () => ({ getSupabase: () => supabase }));

const USER = 'a0000000-0000-4000-8000-000000000002';

function Feed() {
  useNotificationFeed(USER);
  return null;
}

let container: HTMLDivElement;
let root: Root;
let queryClient: QueryClient;
let invalidated: number;

beforeEach(async () => {
  vi.useFakeTimers();
  channels.length = 0;
  queryClient = new QueryClient();
  invalidated = 0;
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
    expect(filters).toEqual({ queryKey: notificationsQueryKey(USER) });
    invalidated += 1;
    return Promise.resolve();
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <Feed />
      </QueryClientProvider>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const live = { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'x' };

describe('useNotificationFeed', () => {
  it('subscribes to the user’s inserts and catches up when the feed is live, not on the join reply', () => {
    expect(channels).toHaveLength(1);
    const [ch] = channels;
    expect(ch!.handlers.find((h) => h.type === 'postgres_changes')!.filter).toEqual({
      event: 'INSERT',
      schema: 'public',
      table: 'notifications',
      filter: `user_id=eq.${USER}`,
    });
    // SUBSCRIBED is the join reply: rows committed now are not delivered yet, so a fetch now could miss them.
    act(() => ch!.status!('SUBSCRIBED'));
    expect(invalidated).toBe(0);
    act(() => ch!.emit('system', live));
    expect(invalidated).toBe(1);
    // The server resubscribes (a refreshed token, a database reconnect) and says so again.
    act(() => ch!.emit('system', live));
    expect(invalidated).toBe(2);
    // Other extensions' system messages are not about the change feed.
    act(() => ch!.emit('system', { extension: 'system', status: 'ok', message: 'x' }));
    expect(invalidated).toBe(2);
  });

  it('rebuilds the channel with back-off when the subscription fails', async () => {
    const [first] = channels;
    act(() => first!.emit('system', { extension: 'postgres_changes', status: 'error', message: 'Unable to subscribe to changes' }));
    expect(channels).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(channels).toHaveLength(2);
    expect(supabase.removeChannel).toHaveBeenCalledWith(first);
    act(() => channels[1]!.emit('system', live));
    expect(invalidated).toBe(1);
  });
});
