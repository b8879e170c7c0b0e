import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import type { MessagesWidgetProps } from '@utsav/shared/federation/widget-props';
import { useConversations } from '../hooks/use-conversations';
import { useOutbox } from '../hooks/use-outbox';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import '../messages.css';

/**
 * `messages/MessagesWidget`: the signed-in user's conversations on one side (a customer's in
 * /profile, a provider's in /dashboard) and the open one. One implementation for both hosts.
 */
export function MessagesWidget({ side = 'customer', conversationId = null, providerId = null, onOpen }: MessagesWidgetProps) {
  const { t } = useTranslation('messages');
  const userId = useSessionStore((state) => state.session?.user.id);
  return (
    <section className="messages-widget" aria-labelledby="messages-widget-title">
      <h2 id="messages-widget-title">{t('title')}</h2>
      {userId ? (
        <Messages userId={userId} side={side} conversationId={conversationId} providerId={providerId} onOpen={onOpen} />
      ) : (
        <p className="messages-muted">{t('signIn')}</p>
      )}
    </section>
  );
}

type Open = { conversationId: string } | { providerId: string } | null;

function Messages({ userId, side, conversationId, providerId, onOpen }: Required<Pick<MessagesWidgetProps, 'side'>> & MessagesWidgetProps & { userId: string }) {
  const list = useConversations(userId, side);
  const fromProps = (): Open => (conversationId ? { conversationId } : providerId ? { providerId } : null);
  const [chosen, setOpen] = useState<Open>(fromProps);
  // The host's address changed (a chat notification clicked while the page is open): follow it.
  const [seen, setSeen] = useState(`${conversationId}|${providerId}`);
  if (seen !== `${conversationId}|${providerId}`) {
    setSeen(`${conversationId}|${providerId}`);
    setOpen(fromProps());
  }
  const outbox = useOutbox(userId);

  // A provider the customer already talks to (or whose conversation the first message just
  // created) opens that conversation rather than a second one.
  const existing = chosen && 'providerId' in chosen ? list.rows.find((row) => row.provider_id === chosen.providerId && !row.booking_id) : undefined;
  const open: Open = existing ? { conversationId: existing.id } : chosen;

  const unread = list.rows.reduce((sum, row) => sum + (row.unread ?? 0), 0);
  useUnreadTitle(unread);

  const choose = (next: string | null) => {
    setOpen(next ? { conversationId: next } : null);
    onOpen?.(next);
  };

  if (open) {
    const summary = 'conversationId' in open ? list.rows.find((row) => row.id === open.conversationId) : undefined;
    return (
      <ConversationThread
        key={'conversationId' in open ? open.conversationId : `new-${open.providerId}`}
        userId={userId}
        conversationId={'conversationId' in open ? open.conversationId : null}
        providerId={'providerId' in open ? open.providerId : (summary?.provider_id ?? null)}
        summary={summary}
        outbox={outbox}
        onBack={() => choose(null)}
      />
    );
  }
  return <ConversationList query={list} onOpen={choose} />;
}

/** "(3) Utsav…": the unread count in the tab title while the widget is on screen. */
function useUnreadTitle(unread: number) {
  useEffect(() => {
    if (unread <= 0) return;
    const base = document.title.replace(/^\(\d+\)\s*/, '');
    document.title = `(${unread}) ${base}`;
    return () => {
      document.title = document.title.replace(/^\(\d+\)\s*/, '');
    };
  }, [unread]);
}
