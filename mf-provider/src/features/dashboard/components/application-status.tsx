import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import type { DashboardProvider } from '../api/get-dashboard-provider';

/** What a provider who is not (or no longer) approved sees on /dashboard: where the application stands. */
export function ApplicationStatus({ provider }: { provider: DashboardProvider | null }) {
  const { t } = useTranslation('provider');
  if (!provider)
    return (
      <div className="dash-status">
        <p>{t('dashboard.status.none')}</p>
        <Link className="button button--primary" to={paths.provider.register()}>
          {t('dashboard.status.apply')}
        </Link>
      </div>
    );
  if (provider.status === 'pending')
    return (
      <div className="dash-status" role="status">
        <p>
          <strong>{t('dashboard.status.pendingTitle')}</strong>
        </p>
        <p>{t('dashboard.status.pending')}</p>
        <Link to={paths.provider.profile()}>{t('dashboard.status.toProfile')}</Link>
      </div>
    );
  const rejected = provider.status === 'rejected';
  return (
    <div className="dash-status dash-status--problem">
      <p>
        <strong>{rejected ? t('dashboard.status.rejectedTitle') : t('dashboard.status.suspendedTitle')}</strong>
      </p>
      {provider.status_reason ? <p className="dash-prewrap">{t('dashboard.status.reason', { reason: provider.status_reason })}</p> : null}
      {rejected ? (
        <Link className="button button--primary" to={paths.provider.register()}>
          {t('dashboard.status.resubmit')}
        </Link>
      ) : (
        <p>{t('dashboard.status.suspended')}</p>
      )}
    </div>
  );
}
