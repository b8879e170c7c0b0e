import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { formatIndianNumber } from '@utsav/shared/i18n/format';
import type { Attachment, Message } from '../api/types';
import { useSignedUrl } from '../hooks/use-signed-url';
import type { OutboxEntry } from '../utils/outbox';

/** A message: the time the server gave it, read ticks on mine, and why contact details are hidden. */
export function MessageItem({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <li className={`messages-bubble ${mine ? 'messages-bubble--mine' : 'messages-bubble--theirs'}`}>
      {message.attachment ? <AttachmentView attachment={message.attachment} /> : null}
      {message.body ? <p className="messages-bubble__body">{message.body}</p> : null}
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
      {entry.attachment ? <p className="messages-bubble__note">{entry.attachment.name}</p> : null}
      {entry.body ? <p className="messages-bubble__body">{entry.body}</p> : null}
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

/** A photo shown at its size (space kept while it loads) or a document linked, through a signed URL. */
function AttachmentView({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('messages');
  const url = useSignedUrl(attachment.path);
  if (url.isError) return <p className="messages-bubble__note">{t('attachment.unavailable')}</p>;
  if (attachment.type.startsWith('image/')) {
    return url.data ? (
      <a href={url.data} target="_blank" rel="noreferrer" className="messages-attachment">
        <img src={url.data} alt={t('attachment.photo', { name: attachment.name })} width={attachment.width ?? undefined} height={attachment.height ?? undefined} loading="lazy" />
      </a>
    ) : (
      <div className="messages-attachment messages-attachment--loading" style={{ aspectRatio: `${attachment.width ?? 4} / ${attachment.height ?? 3}` }} aria-hidden="true" />
    );
  }
  const size = t('attachment.kb', { size: formatIndianNumber(Math.max(1, Math.round(attachment.size / 1024))) });
  return url.data ? (
    <a href={url.data} target="_blank" rel="noreferrer" className="messages-attachment messages-attachment--file">
      {t('attachment.document', { name: attachment.name, size })}
    </a>
  ) : (
    <p className="messages-attachment messages-attachment--file">{t('attachment.document', { name: attachment.name, size })}</p>
  );
}
