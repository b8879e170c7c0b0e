import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import type { ReportMessage, ReportRow } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { usePagedList } from '../../../hooks/use-paged-list';
import type { CsvColumn } from '../../../utils/csv';
import { listReports, resolveReport } from '../api/moderation';
import { useModerationAction } from '../hooks/use-moderation-action';

type Resolution = 'dismissed' | 'actioned';

/** Reported conversations and messages: the message with what was said around it, and the parties; closed with a note. */
export function ReportsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const fetchPage = (limit: number, offset: number) => listReports(status, limit, offset);
  const list = usePagedList(['reports', status], fetchPage);
  const [resolving, setResolving] = useState<{ report: ReportRow; resolution: Resolution } | null>(null);
  const resolve = useModerationAction(({ id, resolution, note }: { id: string; resolution: Resolution; note: string }) => resolveReport(id, resolution, note));
  const open = (report: ReportRow, resolution: Resolution) => {
    resolve.reset();
    setResolving({ report, resolution });
  };
  const sender = (row: ReportRow, message: ReportMessage) =>
    message.sender_id && message.sender_id === row.customer_id ? (row.customer_name ?? t('moderation.customer')) : (row.provider_name ?? t('moderation.provider'));
  const columns: Column<ReportRow>[] = [
    { key: 'when', header: t('moderation.reported'), cell: () => null },
    { key: 'what', header: t('moderation.message'), cell: () => null },
  ];
  const csv: CsvColumn<ReportRow>[] = [
    { header: t('moderation.reported'), value: (row) => row.created_at },
    { header: t('moderation.reporter'), value: (row) => row.reporter_name },
    { header: t('moderation.customer'), value: (row) => row.customer_name },
    { header: t('moderation.provider'), value: (row) => row.provider_name },
    { header: t('moderation.reason'), value: (row) => row.reason },
    { header: t('moderation.message'), value: (row) => row.message?.body },
    { header: t('moderation.statusLabel'), value: (row) => t(`moderation.reportStatus.${row.status}`) },
    { header: t('moderation.resolution'), value: (row) => (row.resolution ? t(`moderation.resolutions.${row.resolution}`) : null) },
    { header: t('moderation.note'), value: (row) => row.resolution_note },
  ];
  const renderItems = (rows: ReportRow[]) =>
    rows.map((row) => (
      <article key={row.report_id} className="admin-item" aria-labelledby={`report-${row.report_id}`}>
        <h3 id={`report-${row.report_id}`}>
          {t('moderation.reportTitle', { reporter: row.reporter_name ?? '—', date: formatMoment(row.created_at, language) })}
        </h3>
        <p>
          {t('moderation.between')}{' '}
          {row.customer_id ? <Link to={paths.admin.person({ profileId: row.customer_id })}>{row.customer_name ?? '—'}</Link> : '—'} ·{' '}
          {row.provider_name ?? '—'}
        </p>
        {row.reason ? (
          <p>
            {t('moderation.reason')}: {row.reason}
          </p>
        ) : null}
        {row.message ? (
          <>
            <p>{t('moderation.reportedMessage')}</p>
            <blockquote className="admin-quote">
              <strong>{sender(row, row.message)}:</strong> {row.message.body}
            </blockquote>
          </>
        ) : (
          <p>{t('moderation.wholeConversation')}</p>
        )}
        {row.context.length ? (
          <details>
            <summary>{t('moderation.context', { count: row.context.length })}</summary>
            <ol>
              {row.context.map((message) => (
                <li key={message.id}>
                  <strong>{sender(row, message)}</strong> · {formatMoment(message.created_at, language)}: {message.body}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        {row.status === 'open' ? (
          <div className="admin-actions">
            <button type="button" className="button" onClick={() => open(row, 'dismissed')}>
              {t('moderation.dismiss')}
            </button>
            <button type="button" className="button" onClick={() => open(row, 'actioned')}>
              {t('moderation.actioned')}
            </button>
          </div>
        ) : (
          <p>
            {t(`moderation.resolutions.${row.resolution ?? 'dismissed'}`)}
            {row.resolution_note ? `: ${row.resolution_note}` : ''}
          </p>
        )}
      </article>
    ));
  return (
    <>
      <div className="admin-header">
        <div className="form-field">
          <label htmlFor="reports-status">{t('moderation.statusLabel')}</label>
          <select id="reports-status" className="form-field__control" value={status} onChange={(event) => setStatus(event.target.value as 'open' | 'closed')}>
            <option value="open">{t('moderation.reportStatus.open')}</option>
            <option value="closed">{t('moderation.reportStatus.closed')}</option>
          </select>
        </div>
        <ExportCsvButton list={`reports-${status}`} label={t('moderation.tabs.reports')} columns={csv} fetchPage={fetchPage} />
      </div>
      <PagedTable
        label={t('moderation.reportsLabel')}
        columns={columns}
        list={list}
        rowKey={(row) => row.report_id}
        empty={status === 'open' ? t('moderation.noOpenReports') : t('moderation.noReports')}
        renderItems={renderItems}
      />
      <ReasonDialog
        open={resolving !== null}
        title={resolving ? t(`moderation.resolveDialog.${resolving.resolution}.title`) : ''}
        consequence={resolving ? t(`moderation.resolveDialog.${resolving.resolution}.consequence`) : ''}
        confirmLabel={resolving ? t(`moderation.resolveDialog.${resolving.resolution}.confirm`) : ''}
        label={t('moderation.note')}
        pending={resolve.isPending}
        error={resolve.error}
        onConfirm={(note) =>
          resolving &&
          resolve.mutate(
            { id: resolving.report.report_id, resolution: resolving.resolution, note },
            {
              onSuccess: () => {
                toast({ title: t(`moderation.resolutions.${resolving.resolution}`) });
                setResolving(null);
              },
            },
          )
        }
        onClose={() => setResolving(null)}
      />
    </>
  );
}
