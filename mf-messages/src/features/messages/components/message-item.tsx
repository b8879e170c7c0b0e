import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import type { Message } from '../api/types';
import type { OutboxEntry } from '../utils/outbox';

/** A message: the time the server gave it, read ticks on mine, and why contact details are hidden. */
export function MessageItem({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <li className={`messages-bubble ${mine ? 'messages-bubble--mine' : 'messages-bubble--theirs'}`}>
      <p className="messages-bubble__body">{message.body}</p>
      {message.masked ? <p className="messages-bubble__note">{t('masked')}</p> : null}
      <p className="messages-bubble__meta">
        <time dateTime={message.created_at}>{formatMoment(message.created_at, currentLanguage())}</time>
        {mine ? (
          <span className={message.read_at ? 'messages-ticks messages-ticks--read' : 'messages-ticks'} aria-label={message.read_at ? t('read') : t('sent')}>
            {message.read_at ? '✓✓' : '✓'}
          </span>
        ) : null}
      </p>
    </li>
  );
}

interface PendingProps {
  entry: OutboxEntry;
  sending: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}

/** A message the server has not confirmed: sending, or not sent (with why when it was refused). */
export function PendingItem({ entry, sending, onRetry, onDiscard }: PendingProps) {
  const { t } = useTranslation('messages');
  const { t: te } = useTranslation('errors');
  return (
    <li className="messages-bubble messages-bubble--mine messages-bubble--pending">
      <p className="messages-bubble__body">{entry.body}</p>
      <p className="messages-bubble__meta" role="status">
        {sending ? t('sending') : t('notSent')}
        {entry.refusedKey ? ` · ${te(entry.refusedKey)}` : null}
      </p>
      {!sending ? (
        <p className="messages-bubble__actions">
          <button type="button" className="messages-link" onClick={onRetry}>
            {t('retry')}
          </button>
          {entry.refusedKey ? (
            <button type="button" className="messages-link" onClick={onDiscard}>
              {t('discard')}
            </button>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
