import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@utsav/shared/forms/server-error';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { toast } from '@utsav/shared/toast/toast-store';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import type { ContactRow } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { usePagedList } from '../../../hooks/use-paged-list';
import type { CsvColumn } from '../../../utils/csv';
import { listContactMessages, markContactHandled, replyToContact } from '../api/moderation';
import { useModerationAction } from '../hooks/use-moderation-action';

/** Contact-form messages, oldest waiting first: reply by email (which also marks it handled), or mark it handled. */
export function ContactTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [handled, setHandled] = useState(false);
  const fetchPage = (limit: number, offset: number) => listContactMessages(handled, limit, offset);
  const list = usePagedList(['contact', handled], fetchPage);
  const [replying, setReplying] = useState<ContactRow | null>(null);
  const reply = useModerationAction(({ id, text }: { id: string; text: string }) => replyToContact(id, text));
  const mark = useModerationAction(({ id, value }: { id: string; value: boolean }) => markContactHandled(id, value));
  const columns: Column<ContactRow>[] = [
    { key: 'from', header: t('moderation.from'), cell: () => null },
    { key: 'message', header: t('moderation.message'), cell: () => null },
  ];
  const csv: CsvColumn<ContactRow>[] = [
    { header: t('moderation.date'), value: (row) => row.created_at },
    { header: t('moderation.from'), value: (row) => row.name },
    { header: t('people.email'), value: (row) => row.email },
    { header: t('people.phone'), value: (row) => row.phone },
    { header: t('moderation.subject'), value: (row) => row.subject },
    { header: t('moderation.message'), value: (row) => row.message },
    { header: t('moderation.replyLabel'), value: (row) => row.reply },
    { header: t('moderation.repliedAt'), value: (row) => row.replied_at },
  ];
  const renderItems = (rows: ContactRow[]) =>
    rows.map((row) => (
      <article key={row.message_id} className="admin-item" aria-labelledby={`contact-${row.message_id}`}>
        <h3 id={`contact-${row.message_id}`}>{row.subject || t('moderation.noSubject')}</h3>
        <p>
          {row.name} · <a href={`mailto:${row.email}`}>{row.email}</a>
          {row.phone ? ` · ${row.phone}` : ''} · {formatMoment(row.created_at, language)}
        </p>
        <p className="admin-quote">{row.message}</p>
        {row.reply ? (
          <>
            <p>{t('moderation.repliedOn', { date: row.replied_at ? formatMoment(row.replied_at, language) : '' })}</p>
            <p className="admin-quote">{row.reply}</p>
          </>
        ) : null}
        <div className="admin-actions">
          {!row.reply ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                reply.reset();
                setReplying(row);
              }}
            >
              {t('moderation.reply')}
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate(
                { id: row.message_id, value: !row.handled },
                { onSuccess: () => toast({ title: row.handled ? t('moderation.reopened') : t('moderation.markedHandled') }) },
              )
            }
          >
            {row.handled ? t('moderation.reopen') : t('moderation.markHandled')}
          </button>
        </div>
      </article>
    ));
  return (
    <>
      <div className="admin-header">
        <div className="form-field">
          <label htmlFor="contact-handled">{t('moderation.statusLabel')}</label>
          <select id="contact-handled" className="form-field__control" value={String(handled)} onChange={(event) => setHandled(event.target.value === 'true')}>
            <option value="false">{t('moderation.waiting')}</option>
            <option value="true">{t('moderation.handled')}</option>
          </select>
        </div>
        <ExportCsvButton list={handled ? 'contact-handled' : 'contact-waiting'} label={t('moderation.tabs.contact')} columns={csv} fetchPage={fetchPage} />
      </div>
      {mark.error ? (
        <p className="form-field__error" role="alert">
          {errorText(t, mark.error)}
        </p>
      ) : null}
      <PagedTable
        label={t('moderation.contactLabel')}
        columns={columns}
        list={list}
        rowKey={(row) => row.message_id}
        empty={handled ? t('moderation.noHandled') : t('moderation.noWaiting')}
        renderItems={renderItems}
      />
      <ReasonDialog
        open={replying !== null}
        title={replying ? t('moderation.replyDialog.title', { name: replying.name }) : ''}
        consequence={replying ? t('moderation.replyDialog.consequence', { email: replying.email }) : ''}
        confirmLabel={t('moderation.replyDialog.confirm')}
        label={t('moderation.replyLabel')}
        hint={t('moderation.replyDialog.hint')}
        requiredMessage={t('moderation.replyDialog.required')}
        maxLength={5000}
        pending={reply.isPending}
        error={reply.error}
        onConfirm={(text) =>
          replying &&
          reply.mutate(
            { id: replying.message_id, text },
            {
              onSuccess: () => {
                toast({ title: t('moderation.replySent', { email: replying.email }) });
                setReplying(null);
              },
            },
          )
        }
        onClose={() => setReplying(null)}
      />
    </>
  );
}
