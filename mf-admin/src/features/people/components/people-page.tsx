import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '@utsav/shared/i18n/calendar-dates';
import { formatIndianNumber } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import { SearchForm } from '../../../components/search-form';
import type { PersonRole, PersonRow } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useSearchState } from '../../../hooks/use-search-state';
import type { CsvColumn } from '../../../utils/csv';
import { listPeople, peopleKey, type PeopleFilter } from '../api/people';

const ROLES: PersonRole[] = ['customer', 'provider', 'admin'];

/** `/admin/people`: customers, providers and admins by name, email or phone, newest first. */
export default function PeoplePage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [search, setSearch] = useSearchState({ q: '', role: '' });
  const filter: PeopleFilter = { query: search.q, role: search.role as PeopleFilter['role'] };
  const fetchPage = (limit: number, offset: number) => listPeople(filter, limit, offset);
  const list = usePagedList(peopleKey(filter), fetchPage, { inUrl: true });
  const state = (row: PersonRow) =>
    row.suspended_at ? t('people.suspended') : row.provider_status ? t(`approvals.statuses.${row.provider_status}`, { defaultValue: row.provider_status }) : '';
  const columns: Column<PersonRow>[] = [
    {
      key: 'name',
      header: t('people.name'),
      rowHeader: true,
      cell: (row) => <Link to={paths.admin.person({ profileId: row.profile_id })}>{row.full_name || row.email || row.profile_id}</Link>,
    },
    { key: 'email', header: t('people.email'), cell: (row) => row.email ?? '—' },
    { key: 'phone', header: t('people.phone'), cell: (row) => row.phone ?? '—' },
    { key: 'role', header: t('people.role'), cell: (row) => [t(`people.roles.${row.role}`), row.business_name].filter(Boolean).join(' · ') },
    { key: 'state', header: t('people.state'), cell: (row) => state(row) || '—' },
    { key: 'bookings', header: t('people.bookings'), cell: (row) => formatIndianNumber(Number(row.bookings_count)) },
    { key: 'joined', header: t('people.joined'), cell: (row) => formatDay(row.created_at, language, 'medium') },
  ];
  const csv: CsvColumn<PersonRow>[] = [
    { header: t('people.name'), value: (row) => row.full_name },
    { header: t('people.email'), value: (row) => row.email },
    { header: t('people.phone'), value: (row) => row.phone },
    { header: t('people.city'), value: (row) => row.city },
    { header: t('people.role'), value: (row) => t(`people.roles.${row.role}`) },
    { header: t('people.business'), value: (row) => row.business_name },
    { header: t('people.state'), value: state },
    { header: t('people.bookings'), value: (row) => Number(row.bookings_count) },
    { header: t('people.joined'), value: (row) => row.created_at },
  ];
  return (
    <AdminLayout title={t('people.title')} lead={t('people.lead')} actions={<ExportCsvButton list="people" label={t('people.title')} columns={csv} fetchPage={fetchPage} />}>
      <SearchForm key={search.q} initial={search.q} label={t('people.search')} hint={t('people.searchHint')} onSearch={(q) => setSearch({ q })}>
        <div className="form-field">
          <label htmlFor="people-role">{t('people.role')}</label>
          <select
            id="people-role"
            className="form-field__control"
            value={filter.role}
            onChange={(event) => setSearch({ role: event.target.value })}
          >
            <option value="">{t('people.anyRole')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`people.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
      </SearchForm>
      <PagedTable label={t('people.tableLabel')} columns={columns} list={list} rowKey={(row) => row.profile_id} empty={t('people.empty')} />
    </AdminLayout>
  );
}
