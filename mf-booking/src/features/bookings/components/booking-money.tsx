import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { formatRupees } from '@utsav/shared/i18n/format';
import { formatMoment } from '@utsav/shared/i18n/calendar-dates';
import { useBookingMoney } from '../hooks/use-booking-money';

/**
 * Payments with their receipts, and refunds with where they stand. A receipt prints on its own
 * (the print stylesheet keeps only `.booking-receipts`); no false "nothing paid" while loading.
 */
export function BookingMoney({ bookingId, code, what, status }: { bookingId: string; code: string; what: string; status: string }) {
  const { t } = useTranslation('booking');
  const money = useBookingMoney(bookingId, status);
  const language = currentLanguage();

  if (money.isPending) return <p role="status">{t('common.loading')}</p>;
  if (money.isError)
    return (
      <p role="alert">
        {t('common.loadFailed')}{' '}
        <button type="button" className="button" onClick={() => void money.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  const { payments, refunds } = money.data;
  return (
    <section className="booking-card booking-receipts" aria-labelledby="booking-money">
      <h2 id="booking-money">{t('money.title')}</h2>
      {payments.length === 0 ? <p>{t('money.nonePaid')}</p> : null}
      {payments.map((payment) => (
        <article key={payment.id} className="booking-receipt" aria-label={t('money.receiptFor', { receipt: payment.receipt ?? code })}>
          <h3>{t(payment.kind === 'advance' ? 'money.advance' : 'money.balance')}</h3>
          <dl className="booking-facts">
            <dt>{t('money.amount')}</dt>
            <dd>{formatRupees(payment.amount_paise)}</dd>
            <dt>{t('money.paidOn')}</dt>
            <dd>{payment.paid_at ? formatMoment(payment.paid_at, language) : '—'}</dd>
            <dt>{t('money.receipt')}</dt>
            <dd>{payment.receipt ?? code}</dd>
            {payment.razorpay_payment_id ? (
              <>
                <dt>{t('money.reference')}</dt>
                <dd>{payment.razorpay_payment_id}</dd>
              </>
            ) : null}
            <dt>{t('money.for')}</dt>
            <dd>
              {what} · {code}
            </dd>
          </dl>
        </article>
      ))}
      {payments.length > 0 ? (
        <button type="button" className="button booking-print" onClick={() => window.print()}>
          {t('money.print')}
        </button>
      ) : null}
      {refunds.length > 0 ? (
        <>
          <h3>{t('money.refunds')}</h3>
          <ul className="booking-refunds">
            {refunds.map((refund) => (
              <li key={refund.id}>
                {formatRupees(refund.amount_paise)}: {t(`money.refundStatus.${refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending'}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
