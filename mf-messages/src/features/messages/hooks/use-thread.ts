import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useLiveRows, type LiveChange } from '@utsav/shared/realtime/use-live-rows';
import type { Message } from '../api/types';
import { PAGE_SIZE, listMessages, messagesKey, sortByServerTime } from '../api/messages';

type Pages = InfiniteData<Message[], string | null>;

/** Folds a live change into the pages: new messages join the newest page, updates (read ticks) replace in place. */
export function applyMessageChange(data: Pages | undefined, change: LiveChange<Message>): Pages | undefined {
  if (!data || change.type === 'DELETE') return data;
  const row = change.row;
  const held = data.pages.some((page) => page.some((message) => message.id === row.id));
  if (change.type === 'INSERT' && held) return data;
  if (!held) {
    if (change.type === 'UPDATE') return data;
    const [newest = [], ...older] = data.pages;
    return { ...data, pages: [sortByServerTime([...newest, row]), ...older] };
  }
  return { ...data, pages: data.pages.map((page) => page.map((message) => (message.id === row.id ? { ...message, ...row } : message))) };
}

/** A conversation's messages, newest page first in the cache, older pages fetched on scroll. */
export function useThread(conversationId: string | null) {
  const query = useInfiniteQuery({
    queryKey: messagesKey(conversationId ?? ''),
    queryFn: ({ pageParam }) => listMessages(conversationId!, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length < PAGE_SIZE ? undefined : (last[0]?.created_at ?? undefined)),
    enabled: conversationId !== null,
  });
  useLiveRows<Message, Pages>({
    table: 'messages',
    filter: { column: 'conversation_id', value: conversationId ?? '' },
    events: ['INSERT', 'UPDATE'],
    queryKey: messagesKey(conversationId ?? ''),
    apply: applyMessageChange,
    enabled: conversationId !== null,
  });
  // On screen oldest first: the older pages, then the newest.
  const messages = query.data ? sortByServerTime(query.data.pages.flat()) : [];
  return { ...query, messages };
}
