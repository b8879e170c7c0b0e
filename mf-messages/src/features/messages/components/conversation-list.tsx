import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import type { ConversationSummary } from '../api/types';

interface Props {
  query: { rows: ConversationSummary[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  onOpen: (conversationId: string) => void;
}

/** The conversations, newest first, each with the other party, its booking, the last message and unread count. */
export function ConversationList({ query, onOpen }: Props) {
  const { t } = useTranslation('messages');
  const language = currentLanguage();
  if (query.isPending) return <p className="messages-muted" aria-busy="true">{t('loading')}</p>;
  if (query.isError) return <UnavailableState onRetry={() => void query.refetch()} message={t('loadFailed')} />;
  if (query.rows.length === 0) return <p className="messages-muted">{t('empty')}</p>;
  return (
    <ul className="messages-list">
      {query.rows.map((row) => (
        <li key={row.id}>
          <button type="button" className="messages-list__item" onClick={() => onOpen(row.id)}>
            <span className="messages-list__name">{row.other_name ?? t('someone')}</span>
            {row.tracking_code ? (
              <span className="messages-list__booking">
                {t('booking', { code: row.tracking_code })}
                {row.booking_status ? ` · ${t(`status.${row.booking_status}`, { defaultValue: row.booking_status })}` : null}
              </span>
            ) : null}
            <span className="messages-list__last">{row.last_body ?? t('noMessages')}</span>
            {row.last_at ? <span className="messages-list__time">{formatMoment(row.last_at, language)}</span> : null}
            {row.unread > 0 ? (
              <span className="messages-badge" aria-label={t('unread', { count: row.unread })}>
                {row.unread}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
