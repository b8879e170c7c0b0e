import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '@utsav/shared/i18n/calendar-dates';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import { bookingStatusLabel } from '../../../domain/admin/utils/status-label';
import type { BookingRow } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useSearchState } from '../../../hooks/use-search-state';
import { rupeesCell, type CsvColumn } from '../../../utils/csv';
import { bookingsKey, listBookings, type BookingsFilter } from '../api/bookings';
import { BookingsFilters } from './bookings-filters';
import { StuckPayments } from './stuck-payments';

/** `/admin/bookings`: every booking by code, person, provider, status and event date; then stuck payments. */
export default function BookingsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  // A person's page links here with ?customer= or ?provider=: the list opens narrowed to them.
  const [search, setSearch] = useSearchState({ q: '', status: '', from: '', to: '', customer: '', provider: '' });
  const applied: BookingsFilter = {
    query: search.q,
    statuses: search.status ? search.status.split(',') : [],
    from: search.from,
    to: search.to,
    customerId: search.customer,
    providerId: search.provider,
  };
  const fetchPage = (limit: number, offset: number) => listBookings(applied, limit, offset);
  const list = usePagedList(bookingsKey(applied), fetchPage, { inUrl: true });
  const columns: Column<BookingRow>[] = [
    { key: 'code', header: t('bookings.code'), rowHeader: true, cell: (row) => <Link to={paths.admin.booking({ bookingId: row.id })}>{row.tracking_code}</Link> },
    { key: 'status', header: t('bookings.status'), cell: (row) => bookingStatusLabel(t, row.status) },
    { key: 'event', header: t('bookings.eventDate'), cell: (row) => formatDay(row.event_date, language, 'medium') },
    { key: 'title', header: t('bookings.what'), cell: (row) => row.title ?? '—' },
    { key: 'customer', header: t('bookings.customer'), cell: (row) => row.customer_name ?? '—' },
    { key: 'provider', header: t('bookings.provider'), cell: (row) => row.provider_name ?? '—' },
    { key: 'total', header: t('bookings.total'), cell: (row) => formatRupees(row.total_paise) },
    { key: 'paid', header: t('bookings.paid'), cell: (row) => formatRupees(row.paid_paise) },
    { key: 'refunded', header: t('bookings.refunded'), cell: (row) => formatRupees(row.refunded_paise) },
  ];
  const csv: CsvColumn<BookingRow>[] = [
    { header: t('bookings.code'), value: (row) => row.tracking_code },
    { header: t('bookings.status'), value: (row) => bookingStatusLabel(t, row.status) },
    { header: t('bookings.eventDate'), value: (row) => row.event_date },
    { header: t('bookings.what'), value: (row) => row.title },
    { header: t('bookings.customer'), value: (row) => row.customer_name },
    { header: t('bookings.provider'), value: (row) => row.provider_name },
    { header: t('bookings.totalRupees'), value: (row) => rupeesCell(row.total_paise) },
    { header: t('bookings.advanceRupees'), value: (row) => rupeesCell(row.advance_paise) },
    { header: t('bookings.paidRupees'), value: (row) => rupeesCell(row.paid_paise) },
    { header: t('bookings.refundedRupees'), value: (row) => rupeesCell(row.refunded_paise) },
    { header: t('bookings.created'), value: (row) => row.created_at },
  ];
  return (
    <AdminLayout title={t('bookings.title')} lead={t('bookings.lead')} actions={<ExportCsvButton list="bookings" label={t('bookings.title')} columns={csv} fetchPage={fetchPage} />}>
      <BookingsFilters
        key={JSON.stringify(applied)}
        filter={applied}
        onChange={(next) => setSearch({ q: next.query, status: next.statuses.join(','), from: next.from, to: next.to })}
      />
      {applied.customerId || applied.providerId ? (
        <p className="admin-filter-chip">
          {applied.customerId ? t('bookings.onlyCustomer') : t('bookings.onlyProvider')}
          <button type="button" className="button" onClick={() => setSearch({ customer: '', provider: '' })}>
            {t('bookings.everyone')}
          </button>
        </p>
      ) : null}
      <PagedTable label={t('bookings.tableLabel')} columns={columns} list={list} rowKey={(row) => row.id} empty={t('bookings.empty')} />
      <StuckPayments />
    </AdminLayout>
  );
}
