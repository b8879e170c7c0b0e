import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { isSentBack, type MyApplication } from '../../../domain/provider/api/get-my-application';
import { StatusBanner } from '../../../domain/provider/components/status-banner';

/**
 * What someone who is not (or no longer) an approved provider sees on /dashboard: where the
 * application stands in the words the apply and profile pages use, and the way on from there.
 */
export function ApplicationStatus({ application }: { application: MyApplication | null }) {
  const { t } = useTranslation('provider');
  if (!application)
    return (
      <div className="dash-status">
        <p>{t('dashboard.status.none')}</p>
        <Link className="button button--primary" to={paths.provider.register()}>
          {t('dashboard.status.apply')}
        </Link>
      </div>
    );
  return (
    <div className="dash-status">
      <StatusBanner application={application} />
      {isSentBack(application.status) ? (
        <Link className="button button--primary" to={paths.provider.register()}>
          {t('dashboard.status.resubmit')}
        </Link>
      ) : (
        <Link to={paths.provider.profile()}>{t('dashboard.status.toProfile')}</Link>
      )}
    </div>
  );
}
