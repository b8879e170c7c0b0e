import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { conversationsKey } from '../api/conversations';
import { messagesKey, sendMessage } from '../api/messages';
import { outboxFor, type OutboxEntry } from '../utils/outbox';

/**
 * The user's outbox, flushed now, whenever the browser comes back online, and on demand. What the
 * server confirms leaves the outbox and the thread is fetched again (its live feed brings it too).
 */
export function useOutbox(userId: string, onSent?: (conversationId: string) => void) {
  const box = outboxFor(userId);
  const entries = useSyncExternalStore(box.subscribe, box.getSnapshot, box.getSnapshot);
  const queryClient = useQueryClient();

  const flush = useCallback(async () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const sent = await box.flush((entry) => sendMessage(entry));
    for (const message of sent) {
      void queryClient.invalidateQueries({ queryKey: messagesKey(message.conversation_id) });
      onSent?.(message.conversation_id);
    }
    if (sent.length > 0) void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
  }, [box, queryClient, userId, onSent]);

  useEffect(() => {
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  const enqueue = useCallback(
    (entry: Omit<OutboxEntry, 'clientId' | 'createdAt'>) => {
      box.add({ ...entry, clientId: crypto.randomUUID(), createdAt: new Date().toISOString() });
      void flush();
    },
    [box, flush],
  );

  const retry = useCallback(
    (clientId: string) => {
      box.retry(clientId);
      void flush();
    },
    [box, flush],
  );

  return { entries, enqueue, retry, discard: (clientId: string) => box.remove(clientId), isSending: (clientId: string) => box.isSending(clientId) };
}
