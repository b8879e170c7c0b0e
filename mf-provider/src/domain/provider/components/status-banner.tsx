import { useTranslation } from 'react-i18next';
import { formatDate } from '@utsav/shared/i18n/format';
import type { Language } from '@utsav/shared/i18n/languages';
import { isSentBack, type MyApplication } from '../api/get-my-application';

/**
 * Where the provider's application stands, with the admin's reason when there is one: the apply
 * page, the profile and the dashboard show the same words. A status message (role=status) so a
 * change is read out.
 */
export function StatusBanner({ application }: { application: Pick<MyApplication, 'status' | 'status_reason' | 'submitted_at'> }) {
  const { t, i18n } = useTranslation('provider');
  const { status } = application;
  return (
    <div className={`provider-status provider-status--${status}`} role="status">
      <p className="provider-status__title">
        <strong>{t(`common.status.${status}.title`)}</strong>
      </p>
      <p>{t(`common.status.${status}.body`, { date: formatDate(application.submitted_at, i18n.language as Language) })}</p>
      {application.status_reason && (isSentBack(status) || status === 'suspended') ? (
        <p className="provider-status__reason">
          {t('common.status.reason')} <q>{application.status_reason}</q>
        </p>
      ) : null}
    </div>
  );
}
