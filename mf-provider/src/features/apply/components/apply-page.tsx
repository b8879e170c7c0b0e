import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { paths } from '@utsav/shared/paths';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { isSentBack, type MyApplication } from '../../../domain/provider/api/get-my-application';
import { StatusBanner } from '../../../domain/provider/components/status-banner';
import { useMyApplication } from '../../../domain/provider/hooks/use-my-application';
import { joinAreas } from '../../../domain/provider/utils/provider-options';
import { useSubmitApplication } from '../hooks/use-submit-application';
import type { ApplyValues } from '../utils/apply-schema';
import { ApplyForm } from './apply-form';

/** A rejected application's values, to correct rather than type again (files by their object names). */
function seedFrom(application: MyApplication): Partial<ApplyValues> {
  return {
    businessName: application.business_name,
    description: application.description ?? '',
    categories: application.categories,
    city: application.city,
    areasServed: joinAreas(application.areas_served),
    languages: application.languages,
    experienceYears: String(application.experience_years),
    phone: application.phone?.replace(/^\+91/, '') ?? '',
    pan: application.pan ?? '',
    gstRegistered: Boolean(application.gstin),
    gstin: application.gstin ?? '',
    identityDocument: application.identity_document_path ? { path: application.identity_document_path, name: application.identity_document_path.split('/').pop()! } : null,
    photos: application.photos,
    travelsOutsideCity: application.travels_outside_city,
    travelFee: application.travel_fee_paise === null ? '' : String(application.travel_fee_paise / 100),
    contactPreferences: application.contact_preferences,
  };
}

/**
 * `/register/service-provider`: a signed-in guest applies. Someone who already applied sees
 * where the application stands instead: pending (with the way to the dashboard), approved,
 * suspended (why); an applicant the admin sent back (rejected, or asked for more information)
 * sees the admin's reason above the form to send again.
 */
export default function ApplyPage() {
  const { t } = useTranslation('provider');
  const { session } = useSession();
  const userId = session?.user.id;
  const application = useMyApplication(userId);
  const submission = useSubmitApplication(userId ?? '');

  let body;
  if (!userId || application.isPending) {
    body = <PageSkeleton />;
  } else if (application.isError) {
    body = <UnavailableState variant="page" onRetry={() => application.refetch()} />;
  } else if (application.data && !isSentBack(application.data.status)) {
    const { status } = application.data;
    body = (
      <>
        <StatusBanner application={application.data} />
        <p className="provider-page__actions">
          {status === 'pending' || status === 'approved' ? (
            <Link className="button button--primary" to={paths.provider.dashboard()}>
              {t('apply.toDashboard')}
            </Link>
          ) : null}
          <Link className="button" to={paths.provider.profile()}>
            {t('apply.toProfile')}
          </Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        {application.data ? <StatusBanner application={application.data} /> : <p>{t('apply.lead')}</p>}
        <ApplyForm
          userId={userId}
          seed={application.data ? seedFrom(application.data) : undefined}
          submit={(args) => submission.mutateAsync(args)}
          submitting={submission.isPending}
        />
      </>
    );
  }
  return (
    <section className="provider-page" aria-labelledby="provider-apply-title">
      <h1 id="provider-apply-title">{t('apply.title')}</h1>
      {body}
    </section>
  );
}
