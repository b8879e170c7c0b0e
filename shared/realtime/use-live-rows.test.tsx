import { InfiniteQueryObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyToList } from '@utsav/shared/realtime/live-list';
import { useLiveRows, type LiveChange } from '@utsav/shared/realtime/use-live-rows';

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
  change(eventType: string, payload: Record<string, unknown>) {
    for (const h of this.handlers) if (h.type === 'postgres_changes' && h.filter.event === eventType) h.cb({ eventType, ...payload });
  }
}

const channels: RecordedChannel[] = [];
const supabase = {
  realtime: { setAuth: vi.fn(() => Promise.resolve()) },
  // As supabase-js: a topic already in use gives back its channel, not a new one.
  channel: (name: string) => {
    const existing = channels.find((ch) => ch.name === name && !supabase.removeChannel.mock.calls.some(([removed]) => removed === ch));
    if (existing) return existing;
    const ch = new RecordedChannel(name);
    channels.push(ch);
    return ch;
  },
  removeChannel: vi.fn((_channel: RecordedChannel) => Promise.resolve('ok')),
};
// The unit under test is the hook's bookkeeping; e2e/tests/account-notifications.spec.ts runs it
// against the real Realtime server (drops, reconnects, the gap after a join).
vi.mock('@utsav/shared/supabase/supabase-client', () => ({ getSupabase: () => supabase }));

interface Booking {
  id: string;
  customer_id: string;
  status: string;
}
const CUSTOMER = 'a0000000-0000-4000-8000-000000000002';
const KEY = ['bookings', CUSTOMER] as const;
const OTHER_KEY = ['booking-agenda', CUSTOMER] as const;
const byId = { idOf: (row: Partial<Booking>) => row.id };
const applyBooking = (list: Booking[] | undefined, change: LiveChange<Booking>) => applyToList(list, change, byId);

function Live({ events, refetchOnChange, queryKey = KEY }: { events?: ('INSERT' | 'UPDATE' | 'DELETE')[]; refetchOnChange?: boolean; queryKey?: readonly string[] }) {
  useLiveRows<Booking, Booking[]>({
    table: 'bookings',
    filter: { column: 'customer_id', value: CUSTOMER },
    events,
    queryKey: [...queryKey],
    apply: applyBooking,
    refetchOnChange,
  });
  return null;
}

let container: HTMLDivElement;
let root: Root;
let queryClient: QueryClient;
let invalidated: number;

async function render(node: React.ReactNode) {
  await act(async () => {
    root.render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  channels.length = 0;
  supabase.removeChannel.mockClear();
  queryClient = new QueryClient();
  invalidated = 0;
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
    expect([KEY, OTHER_KEY]).toContainEqual(filters?.queryKey);
    invalidated += 1;
    return Promise.resolve();
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const live = { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'x' };
const row = (id: string, status = 'pending'): Booking => ({ id, customer_id: CUSTOMER, status });

describe('useLiveRows', () => {
  it('subscribes to inserts and updates filtered by the column, and to deletes unfiltered', async () => {
    await render(<Live />);
    expect(channels).toHaveLength(1);
    const bindings = channels[0]!.handlers.filter((h) => h.type === 'postgres_changes').map((h) => h.filter);
    expect(bindings).toEqual([
      { event: 'INSERT', schema: 'public', table: 'bookings', filter: `customer_id=eq.${CUSTOMER}` },
      { event: 'UPDATE', schema: 'public', table: 'bookings', filter: `customer_id=eq.${CUSTOMER}` },
      // Realtime cannot filter deletes; apply() drops only the rows the list holds.
      { event: 'DELETE', schema: 'public', table: 'bookings' },
    ]);
  });

  it('merges inserts, updates and deletes into the cached list', async () => {
    queryClient.setQueryData(KEY, [row('1')]);
    await render(<Live />);
    const [ch] = channels;
    act(() => ch!.change('INSERT', { new: row('2'), old: {} }));
    expect(queryClient.getQueryData<Booking[]>(KEY)!.map((b) => b.id)).toEqual(['2', '1']);
    // Delivered twice (a refetch and the feed): still once.
    act(() => ch!.change('INSERT', { new: row('2'), old: {} }));
    act(() => ch!.change('UPDATE', { new: row('1', 'accepted'), old: { id: '1' } }));
    expect(queryClient.getQueryData<Booking[]>(KEY)).toEqual([row('1', 'accepted'), row('2')]);
    const before = queryClient.getQueryData<Booking[]>(KEY);
    act(() => ch!.change('DELETE', { new: {}, old: { id: 'someone-else' } }));
    expect(queryClient.getQueryData<Booking[]>(KEY)).toBe(before);
    act(() => ch!.change('DELETE', { new: {}, old: { id: '2' } }));
    expect(queryClient.getQueryData<Booking[]>(KEY)).toEqual([row('1', 'accepted')]);
    expect(invalidated).toBe(0);
  });

  it('follows only the events asked for', async () => {
    await render(<Live events={['INSERT']} />);
    expect(channels[0]!.handlers.filter((h) => h.type === 'postgres_changes').map((h) => h.filter.event)).toEqual(['INSERT']);
  });

  it('catches up when the feed is live, not on the join reply, and each time the server resubscribes', async () => {
    await render(<Live />);
    const [ch] = channels;
    // SUBSCRIBED is the join reply: rows committed now are not delivered yet, so a fetch now could miss them.
    act(() => ch!.status!('SUBSCRIBED'));
    expect(invalidated).toBe(0);
    act(() => ch!.emit('system', live));
    expect(invalidated).toBe(1);
    act(() => ch!.emit('system', live));
    expect(invalidated).toBe(2);
    // Other extensions' system messages are not about the change feed.
    act(() => ch!.emit('system', { extension: 'system', status: 'ok', message: 'x' }));
    expect(invalidated).toBe(2);
  });

  it('refetches when a change arrives while a fetch is under way, whose answer could miss it', async () => {
    queryClient.setQueryData(KEY, [row('1')]);
    vi.spyOn(queryClient, 'isFetching').mockReturnValue(1);
    await render(<Live />);
    act(() => channels[0]!.change('INSERT', { new: row('2'), old: {} }));
    expect(invalidated).toBe(1);
  });

  it("lets a further page under way (a reader's Show more) arrive before it catches up", async () => {
    // Invalidating cancels a fetch under way, and an infinite query's refetch re-reads only the
    // pages it had: the page the reader asked for would silently not come (seen in e2e).
    let answer: (rows: Booking[]) => void = () => undefined;
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: [...KEY, 'pages'],
      queryFn: ({ pageParam }) => (pageParam === 0 ? Promise.resolve([row('1')]) : new Promise<Booking[]>((resolve) => (answer = resolve))),
      initialPageParam: 0,
      getNextPageParam: (_last: Booking[], all: Booking[][]) => all.length,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await act(() => observer.refetch());
    await render(<Live />);
    const more = observer.fetchNextPage();
    act(() => channels[0]!.emit('system', live));
    expect(invalidated).toBe(0);
    answer([row('2')]);
    expect((await more).data?.pages).toEqual([[row('1')], [row('2')]]);
    await act(() => Promise.resolve());
    expect(invalidated).toBe(1);
    unsubscribe();
  });

  it('also refetches after each change when asked to (a cache holding counts settles on the server’s figures)', async () => {
    queryClient.setQueryData(KEY, []);
    await render(<Live refetchOnChange />);
    act(() => channels[0]!.change('INSERT', { new: row('1'), old: {} }));
    expect(queryClient.getQueryData<Booking[]>(KEY)).toEqual([row('1')]);
    expect(invalidated).toBe(1);
  });

  it('rebuilds the channel with back-off when the subscription fails or times out', async () => {
    await render(<Live />);
    const [first] = channels;
    act(() => first!.emit('system', { extension: 'postgres_changes', status: 'error', message: 'Unable to subscribe to changes' }));
    expect(channels).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(channels).toHaveLength(2);
    expect(supabase.removeChannel).toHaveBeenCalledWith(first);
    // The second failure in a row waits longer.
    act(() => channels[1]!.status!('TIMED_OUT'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(channels).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(channels).toHaveLength(3);
    act(() => channels[2]!.emit('system', live));
    expect(invalidated).toBe(1);
    // A stale channel's messages no longer count.
    act(() => first!.emit('system', live));
    expect(invalidated).toBe(1);
  });

  it('shares one channel between components following the same rows, and leaves when the last unmounts', async () => {
    queryClient.setQueryData(KEY, []);
    await render(
      <>
        <Live />
        <Live />
      </>,
    );
    expect(channels).toHaveLength(1);
    act(() => channels[0]!.change('INSERT', { new: row('1'), old: {} }));
    expect(queryClient.getQueryData<Booking[]>(KEY)).toHaveLength(1);
    await render(<Live />);
    expect(supabase.removeChannel).not.toHaveBeenCalled();
    await render(null);
    expect(supabase.removeChannel).toHaveBeenCalledWith(channels[0]);
  });

  it('gives two queries following the same rows a channel each, and both hear a change', async () => {
    queryClient.setQueryData(KEY, []);
    queryClient.setQueryData(OTHER_KEY, []);
    await render(
      <>
        <Live />
        <Live queryKey={OTHER_KEY} />
      </>,
    );
    expect(channels).toHaveLength(2);
    for (const channel of channels) act(() => channel.change('INSERT', { new: row('1'), old: {} }));
    expect(queryClient.getQueryData<Booking[]>(KEY)).toHaveLength(1);
    expect(queryClient.getQueryData<Booking[]>(OTHER_KEY)).toHaveLength(1);
  });
});

describe('applyToList', () => {
  const sorted = { ...byId, compare: (a: Booking, b: Booking) => a.id.localeCompare(b.id), limit: 2 };
  it('keeps order and limit, and leaves an uncached list alone', () => {
    expect(applyToList([row('1'), row('3')], { type: 'INSERT', row: row('2') }, sorted)).toEqual([row('1'), row('2')]);
    expect(applyToList(undefined, { type: 'INSERT', row: row('2') }, sorted)).toBeUndefined();
  });
});
