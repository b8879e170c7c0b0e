import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { paths } from '@utsav/shared/paths';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import { SearchForm } from '../../../components/search-form';
import type { AuditEntry } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useSearchState } from '../../../hooks/use-search-state';
import type { CsvColumn } from '../../../utils/csv';
import { listAudit, type AuditFilter } from '../api/audit';

// The actions the admin functions write (90_admin.sql); the filter offers these, any other shows as written.
const ACTIONS = [
  'provider.approved',
  'provider.rejected',
  'provider.needs_info',
  'person.suspend',
  'person.reinstate',
  'person.grant_admin',
  'person.revoke_admin',
  'booking.cancelled_by_customer',
  'booking.cancelled_by_provider',
  'booking.declined',
  'booking.completed',
  'payment.reconcile',
  'payment.reconciled',
  'report.dismissed',
  'report.actioned',
  'review.hide',
  'review.show',
  'contact.reply',
  'contact.handled',
  'contact.reopened',
] as const;

const actionKey = (action: string) => `audit.actions.${action.replace(/\./g, '_')}`;

/** Where an entry's target is seen in the admin pages. */
function targetLink(entry: AuditEntry): string | null {
  if (!entry.target_id) return null;
  if (entry.target_type === 'booking') return paths.admin.booking({ bookingId: entry.target_id });
  if (entry.target_type === 'profile') return paths.admin.person({ profileId: entry.target_id });
  if (entry.target_type === 'service_provider' || entry.target_type === 'provider') return paths.admin.application({ providerId: entry.target_id });
  return null;
}

/** `/admin/audit`: every admin action, newest first: who, what, on what, why, when. Nobody can change it. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [search, setSearch] = useSearchState({ action: '', target: '' });
  const filter: AuditFilter = { action: search.action, targetId: search.target };
  const fetchPage = (limit: number, offset: number) => listAudit(filter, limit, offset);
  const list = usePagedList(['audit', filter], fetchPage, { inUrl: true });
  const actionLabel = (action: string) => t(actionKey(action), { defaultValue: action });
  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('audit.when'), rowHeader: true, cell: (row) => formatMoment(row.created_at, language) },
    { key: 'who', header: t('audit.who'), cell: (row) => row.admin_name ?? '—' },
    { key: 'what', header: t('audit.what'), cell: (row) => actionLabel(row.action) },
    {
      key: 'target',
      header: t('audit.target'),
      cell: (row) => {
        const to = targetLink(row);
        const text = `${t(`audit.targets.${row.target_type}`, { defaultValue: row.target_type })} ${row.target_id?.slice(0, 8) ?? ''}`;
        return to ? <Link to={to}>{text}</Link> : text;
      },
    },
    { key: 'why', header: t('audit.why'), cell: (row) => row.reason ?? '—' },
  ];
  const csv: CsvColumn<AuditEntry>[] = [
    { header: t('audit.when'), value: (row) => row.created_at },
    { header: t('audit.who'), value: (row) => row.admin_name },
    { header: t('audit.what'), value: (row) => row.action },
    { header: t('audit.targetType'), value: (row) => row.target_type },
    { header: t('audit.target'), value: (row) => row.target_id },
    { header: t('audit.why'), value: (row) => row.reason },
    { header: t('audit.details'), value: (row) => JSON.stringify(row.details) },
  ];
  return (
    <AdminLayout title={t('audit.title')} lead={t('audit.lead')} actions={<ExportCsvButton list="audit" label={t('audit.title')} columns={csv} fetchPage={fetchPage} />}>
      <SearchForm label={t('audit.targetSearch')} hint={t('audit.targetHint')} key={search.target} initial={search.target} onSearch={(target) => setSearch({ target })}>
        <div className="form-field">
          <label htmlFor="audit-action">{t('audit.what')}</label>
          <select id="audit-action" className="form-field__control" value={filter.action} onChange={(event) => setSearch({ action: event.target.value })}>
            <option value="">{t('audit.anyAction')}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </div>
      </SearchForm>
      <PagedTable label={t('audit.title')} columns={columns} list={list} rowKey={(row) => String(row.id)} empty={t('audit.empty')} />
    </AdminLayout>
  );
}
