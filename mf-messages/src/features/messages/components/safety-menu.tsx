import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { blockInConversation, conversationsKey, reportConversation } from '../api/conversations';
import { useSessionStore } from '@utsav/shared/auth/session-store';

/** Report the conversation to the admins, or block the other party: a disclosure with a small form. */
export function SafetyMenu({ conversationId, blocked }: { conversationId: string; blocked: boolean }) {
  const { t } = useTranslation('messages');
  const { t: te } = useTranslation('errors');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<'idle' | 'busy' | 'reported' | 'blocked' | 'unblocked' | { error: string }>('idle');
  const id = useId();
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.session?.user.id);

  const run = async (action: () => Promise<unknown>, done: 'reported' | 'blocked' | 'unblocked') => {
    setStatus('busy');
    try {
      await action();
      setStatus(done);
      void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
    } catch (error) {
      setStatus({ error: (error as { key?: string }).key ?? 'unexpected' });
    }
  };

  const report = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) void run(() => reportConversation(conversationId, reason.trim()), 'reported');
  };

  return (
    <div className="messages-safety">
      <button type="button" className="messages-link" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        {t('safety.menu')}
      </button>
      {open ? (
        <div id={`${id}-panel`} className="messages-safety__panel" role="group" aria-label={t('safety.menu')}>
          <form onSubmit={report}>
            <label htmlFor={`${id}-reason`}>{t('safety.reason')}</label>
            <textarea id={`${id}-reason`} rows={2} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
            <button type="submit" disabled={!reason.trim() || status === 'busy'}>
              {t('safety.report')}
            </button>
          </form>
          <button type="button" disabled={status === 'busy'} onClick={() => void run(() => blockInConversation(conversationId, !blocked), blocked ? 'unblocked' : 'blocked')}>
            {blocked ? t('safety.unblock') : t('safety.block')}
          </button>
          <p role="status" className="messages-muted">
            {typeof status === 'object' ? te(status.error) : status === 'reported' || status === 'blocked' || status === 'unblocked' ? t(`safety.${status}`) : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
