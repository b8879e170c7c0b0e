import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatIndianNumber } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { AdminLayout } from '../../../domain/admin/components/admin-layout';
import { getWaiting, type Waiting } from '../api/overview';

const CARDS: { key: keyof Waiting; to: string }[] = [
  { key: 'approvals', to: paths.admin.approvals() },
  { key: 'reports', to: paths.admin.moderation({ tab: 'reports' }) },
  { key: 'contact', to: paths.admin.moderation({ tab: 'contact' }) },
  // The stuck payments are listed below the bookings.
  { key: 'stuckPayments', to: `${paths.admin.bookings()}#stuck-payments` },
];

/** `/admin`: what waits for the operations team, each count opening its queue. */
export default function OverviewPage() {
  const { t } = useTranslation('admin');
  const waiting = useQuery({ queryKey: ['admin', 'overview'], queryFn: getWaiting });
  return (
    <AdminLayout title={t('overview.title')} lead={t('overview.lead')}>
      {waiting.isError ? (
        <UnavailableState onRetry={() => waiting.refetch()} />
      ) : (
        <ul className="admin-cards" aria-busy={waiting.isPending || undefined}>
          {CARDS.map((card) => (
            <li key={card.key} className="admin-card">
              <Link to={card.to}>
                <strong>{waiting.data ? formatIndianNumber(waiting.data[card.key]) : <span className="skeleton__bar admin-skeleton-cell" />}</strong>
                {t(`overview.cards.${card.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.admin.numbers()}>{t('overview.numbers')}</Link>
      </p>
    </AdminLayout>
  );
}
