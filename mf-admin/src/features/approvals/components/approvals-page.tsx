import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { paths } from '@utsav/shared/paths';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import { categoryNames } from '../../../domain/admin/utils/category-names';
import { useLanguage } from '../../../hooks/use-language';
import type { Application } from '../../../domain/admin/api/types';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useSearchState } from '../../../hooks/use-search-state';
import type { CsvColumn } from '../../../utils/csv';
import { APPLICATION_STATUSES, applicationsKey, listApplications } from '../api/applications';

/** `/admin/approvals`: the queue of provider applications, oldest first, each opening its own page. */
export default function ApprovalsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [{ status }, setSearch] = useSearchState({ status: 'pending' });
  const fetchPage = (limit: number, offset: number) => listApplications(status, limit, offset);
  const list = usePagedList(applicationsKey(status), fetchPage, { inUrl: true });
  const when = (row: Application) => (row.submitted_at ? formatMoment(row.submitted_at, language) : '—');
  const columns: Column<Application>[] = [
    {
      key: 'business',
      header: t('approvals.business'),
      rowHeader: true,
      cell: (row) => <Link to={paths.admin.application({ providerId: row.provider_id })}>{row.business_name}</Link>,
    },
    { key: 'applicant', header: t('approvals.applicant'), cell: (row) => row.full_name ?? '—' },
    { key: 'city', header: t('approvals.city'), cell: (row) => row.city ?? '—' },
    { key: 'categories', header: t('approvals.categories'), cell: (row) => categoryNames(t, row.categories) },
    { key: 'submitted', header: t('approvals.submitted'), cell: when },
  ];
  const csv: CsvColumn<Application>[] = [
    { header: t('approvals.business'), value: (row) => row.business_name },
    { header: t('approvals.applicant'), value: (row) => row.full_name },
    { header: t('approvals.email'), value: (row) => row.email },
    { header: t('approvals.phone'), value: (row) => row.phone },
    { header: t('approvals.city'), value: (row) => row.city },
    { header: t('approvals.categories'), value: (row) => (row.categories ?? []).join(' ') },
    { header: t('approvals.status'), value: (row) => t(`approvals.statuses.${row.status}`, { defaultValue: row.status }) },
    { header: t('approvals.submitted'), value: (row) => row.submitted_at },
    { header: t('approvals.statusReason'), value: (row) => row.status_reason },
  ];
  return (
    <AdminLayout
      title={t('approvals.title')}
      lead={t('approvals.lead')}
      actions={<ExportCsvButton list={`applications-${status}`} label={t('approvals.title')} columns={csv} fetchPage={fetchPage} />}
    >
      <div className="admin-filters">
        <div className="form-field">
          <label htmlFor="approvals-status">{t('approvals.status')}</label>
          <select id="approvals-status" className="form-field__control" value={status} onChange={(event) => setSearch({ status: event.target.value })}>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`approvals.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PagedTable
        label={t('approvals.tableLabel', { status: t(`approvals.statuses.${status}`) })}
        columns={columns}
        list={list}
        rowKey={(row) => row.provider_id}
        empty={status === 'pending' ? t('approvals.emptyPending') : t('approvals.empty')}
      />
    </AdminLayout>
  );
}
