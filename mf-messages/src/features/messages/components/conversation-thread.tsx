import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import type { ConversationSummary } from '../api/types';
import { conversationsKey, markConversationRead } from '../api/conversations';
import type { useOutbox } from '../hooks/use-outbox';
import { useThread } from '../hooks/use-thread';
import { useTyping } from '../hooks/use-typing';
import { Composer } from './composer';
import { MessageItem, PendingItem } from './message-item';
import { SafetyMenu } from './safety-menu';

interface Props {
  userId: string;
  /** Null for a first message to a provider: the conversation exists once it is sent. */
  conversationId: string | null;
  providerId: string | null;
  summary?: ConversationSummary;
  outbox: ReturnType<typeof useOutbox>;
  onBack: () => void;
}

/** One conversation: its booking at the top, messages by server time, what is not sent yet, the composer. */
export function ConversationThread({ userId, conversationId, providerId, summary, outbox, onBack }: Props) {
  const { t } = useTranslation('messages');
  const thread = useThread(conversationId);
  const typing = useTyping(conversationId, userId);
  const queryClient = useQueryClient();
  const scroller = useRef<HTMLOListElement>(null);

  // A first message written before the conversation existed belongs to the provider's general one.
  const pending = outbox.entries.filter(
    (entry) => entry.conversationId === conversationId || (!entry.conversationId && !summary?.booking_id && entry.providerId === providerId),
  );
  // A message already confirmed (its live event came first) is not shown twice.
  const confirmed = new Set(thread.messages.map((message) => message.client_id).filter(Boolean));
  const waiting = pending.filter((entry) => !confirmed.has(entry.clientId));

  const unreadFromOther = thread.messages.filter((message) => message.sender_id !== userId && !message.read_at).length;
  useEffect(() => {
    if (!conversationId || unreadFromOther === 0) return;
    markConversationRead(conversationId).then(
      () => void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) }),
      () => undefined,
    );
  }, [conversationId, unreadFromOther, queryClient, userId]);

  // The newest message in view when the thread opens and when one arrives.
  const newestId = thread.messages.at(-1)?.id;
  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId, waiting.length]);

  const loadOlder = () => {
    if (thread.hasNextPage && !thread.isFetchingNextPage) void thread.fetchNextPage();
  };

  return (
    <div className="messages-thread">
      <header className="messages-thread__head">
        <button type="button" className="messages-link" onClick={onBack}>
          {t('back')}
        </button>
        <h3 className="messages-thread__title">{summary?.other_name ?? t('newConversation')}</h3>
        {summary?.tracking_code ? (
          <p className="messages-thread__booking">
            {t('booking', { code: summary.tracking_code })}
            {summary.booking_status ? ` · ${t(`status.${summary.booking_status}`, { defaultValue: summary.booking_status })}` : null}
          </p>
        ) : null}
        {conversationId ? <SafetyMenu conversationId={conversationId} blocked={Boolean(summary?.blocked_by_me)} /> : null}
      </header>

      {thread.isError ? (
        <UnavailableState onRetry={() => void thread.refetch()} message={t('loadFailed')} />
      ) : (
        <ol
          ref={scroller}
          className="messages-thread__list"
          aria-label={t('messagesLabel')}
          aria-busy={thread.isPending && conversationId !== null}
          onScroll={(event) => {
            if (event.currentTarget.scrollTop < 40) loadOlder();
          }}
        >
          {thread.hasNextPage ? (
            <li className="messages-thread__older">
              <button type="button" className="messages-link" onClick={loadOlder} disabled={thread.isFetchingNextPage}>
                {thread.isFetchingNextPage ? t('loading') : t('older')}
              </button>
            </li>
          ) : null}
          {thread.messages.map((message) => (
            <MessageItem key={message.id} message={message} mine={message.sender_id === userId} />
          ))}
          {waiting.map((entry) => (
            <PendingItem
              key={entry.clientId}
              entry={entry}
              sending={outbox.isSending(entry.clientId)}
              onRetry={() => outbox.retry(entry.clientId)}
              onDiscard={() => outbox.discard(entry.clientId)}
            />
          ))}
          {conversationId && !thread.isPending && thread.messages.length === 0 && waiting.length === 0 ? (
            <li className="messages-muted">{t('noMessages')}</li>
          ) : null}
        </ol>
      )}
      <p className="messages-typing" aria-live="polite">
        {typing.othersTyping ? t('typing', { name: summary?.other_name ?? t('someone') }) : ''}
      </p>
      {summary?.blocked_by_them ? (
        <p className="messages-muted" role="status">
          {t('blockedByThem')}
        </p>
      ) : (
        <Composer
          userId={userId}
          draftTarget={conversationId ?? `provider-${providerId ?? ''}`}
          onTyping={typing.typed}
          conversationId={conversationId}
          ready={providerId !== null}
          onSend={(body, attachment) => {
            if (!providerId) return;
            outbox.enqueue({ providerId, conversationId, bookingId: summary?.booking_id ?? null, body, attachment: attachment ?? null });
          }}
        />
      )}
    </div>
  );
}
