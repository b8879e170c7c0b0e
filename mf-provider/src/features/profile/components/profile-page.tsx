import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { paths } from '@utsav/shared/paths';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { StatusBanner } from '../../../domain/provider/components/status-banner';
import { isSentBack } from '../../../domain/provider/api/get-my-application';
import { useMyApplication } from '../../../domain/provider/hooks/use-my-application';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { ProfileForm } from './profile-form';

/**
 * `/provider/profile`: the status of the provider's account (pending, approved, rejected with
 * the reason, suspended with why) and what their public page shows, to edit. Someone who never
 * applied is led to the application.
 */
export default function ProfilePage() {
  const { t } = useTranslation('provider');
  const { session } = useSession();
  const userId = session?.user.id;
  const application = useMyApplication(userId);
  const update = useUpdateProfile(userId ?? '');

  let body;
  if (!userId || application.isPending) {
    body = <PageSkeleton />;
  } else if (application.isError) {
    body = <UnavailableState variant="page" onRetry={() => application.refetch()} />;
  } else if (!application.data) {
    body = (
      <>
        <p>{t('profile.none')}</p>
        <Link className="button button--primary" to={paths.provider.register()}>
          {t('apply.title')}
        </Link>
      </>
    );
  } else {
    const mine = application.data;
    body = (
      <>
        <StatusBanner application={mine} />
        <p className="provider-page__actions">
          {mine.status === 'approved' ? <Link to={paths.provider.public({ id: mine.id })}>{t('profile.viewPublic')}</Link> : null}
          {isSentBack(mine.status) ? (
            <Link className="button button--primary" to={paths.provider.register()}>
              {t('profile.resubmit')}
            </Link>
          ) : null}
        </p>
        <h2>{mine.business_name}</h2>
        <ProfileForm userId={userId} application={mine} save={(args) => update.mutateAsync(args)} saving={update.isPending} />
      </>
    );
  }
  return (
    <section className="provider-page" aria-labelledby="provider-profile-title">
      <h1 id="provider-profile-title">{t('profile.title')}</h1>
      {body}
    </section>
  );
}
