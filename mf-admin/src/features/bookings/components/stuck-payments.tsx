import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '@utsav/shared/forms/server-error';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { toast } from '@utsav/shared/toast/toast-store';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PagedTable, type Column } from '../../../components/paged-table';
import type { StuckPayment } from '../../../domain/admin/api/types';
import { useLanguage } from '../../../hooks/use-language';
import { usePagedList } from '../../../hooks/use-paged-list';
import { rupeesCell, type CsvColumn } from '../../../utils/csv';
import { listStuckPayments, reconcilePayment, stuckPaymentsKey } from '../api/bookings';

/** Asks the gateway about one order; what it recorded (or why it failed) is said at once. */
function ReconcileButton({ payment }: { payment: StuckPayment }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const reconcile = useMutation({
    mutationFn: () => reconcilePayment(payment.payment_id),
    onSuccess: (result) => {
      toast({
        title: result.failed.length
          ? t('stuck.reconcileFailed', { code: payment.tracking_code })
          : t('stuck.reconciled', { code: payment.tracking_code, count: result.recorded }),
        variant: result.failed.length ? 'destructive' : 'default',
      });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  return (
    <>
      <button type="button" className="button" disabled={reconcile.isPending} onClick={() => reconcile.mutate()}>
        {reconcile.isPending ? t('stuck.reconciling') : t('stuck.reconcile')}
        <span className="visually-hidden"> {payment.tracking_code}</span>
      </button>
      {reconcile.error ? (
        <p className="form-field__error" role="alert">
          {errorText(t, reconcile.error)}
        </p>
      ) : null}
    </>
  );
}

/** Payments whose order exists but whose outcome never arrived (15 minutes and more), oldest first. */
export function StuckPayments() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const list = usePagedList(stuckPaymentsKey, listStuckPayments);
  const columns: Column<StuckPayment>[] = [
    {
      key: 'code',
      header: t('bookings.code'),
      rowHeader: true,
      cell: (row) => <Link to={paths.admin.booking({ bookingId: row.booking_id })}>{row.tracking_code}</Link>,
    },
    { key: 'kind', header: t('stuck.kind'), cell: (row) => t(`bookings.paymentKinds.${row.kind}`, { defaultValue: row.kind }) },
    { key: 'amount', header: t('stuck.amount'), cell: (row) => formatRupees(row.amount_paise) },
    { key: 'customer', header: t('bookings.customer'), cell: (row) => row.customer_name ?? '—' },
    { key: 'created', header: t('stuck.created'), cell: (row) => formatMoment(row.created_at, language) },
    { key: 'checked', header: t('stuck.lastChecked'), cell: (row) => (row.reconciled_at ? formatMoment(row.reconciled_at, language) : '—') },
    { key: 'action', header: t('stuck.action'), cell: (row) => <ReconcileButton payment={row} /> },
  ];
  const csv: CsvColumn<StuckPayment>[] = [
    { header: t('bookings.code'), value: (row) => row.tracking_code },
    { header: t('stuck.order'), value: (row) => row.razorpay_order_id },
    { header: t('stuck.kind'), value: (row) => row.kind },
    { header: t('stuck.amountRupees'), value: (row) => rupeesCell(row.amount_paise) },
    { header: t('bookings.customer'), value: (row) => row.customer_name },
    { header: t('bookings.provider'), value: (row) => row.provider_name },
    { header: t('stuck.created'), value: (row) => row.created_at },
    { header: t('stuck.lastChecked'), value: (row) => row.reconciled_at },
  ];
  return (
    <section className="admin-section" aria-labelledby="stuck-payments">
      <header className="admin-header">
        <div>
          <h2 id="stuck-payments">{t('stuck.title')}</h2>
          <p className="admin-lead">{t('stuck.lead')}</p>
        </div>
        <ExportCsvButton list="stuck-payments" label={t('stuck.title')} columns={csv} fetchPage={listStuckPayments} />
      </header>
      <PagedTable label={t('stuck.title')} columns={columns} list={list} rowKey={(row) => row.payment_id} empty={t('stuck.empty')} />
    </section>
  );
}
