import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { usePageHead } from '@utsav/shared/head/page-head';
import { paths } from '@utsav/shared/paths';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import type { Offer } from '../api/get-offer';
import { useOffer } from '../hooks/use-offer';
import { readTarget, type RequestTarget } from '../utils/booking-target';
import { OfferSummary } from './offer-summary';
import { RequestForm } from './request-form';

const detailPathOf = (offer: Offer) =>
  offer.kind === 'bundle' || !offer.categorySlug
    ? paths.catalog.bundle({ bundleId: offer.id })
    : paths.catalog.service({ category: offer.categorySlug, serviceId: offer.id });

/** /service-request?service=<id> or ?bundle=<id> (signed in): the booking request for one offer. */
export default function ServiceRequestPage() {
  const { t } = useTranslation('booking');
  usePageHead({ title: t('form.title') });
  const [params] = useSearchParams();
  const target = readTarget(params);
  if (!target)
    return (
      <div className="page booking-page">
        <h1>{t('form.title')}</h1>
        <p>{t('form.noTarget')}</p>
        <Link to={paths.catalog.services()}>{t('form.browse')}</Link>
      </div>
    );
  return <ServiceRequest key={`${target.kind}:${target.id}`} target={target} />;
}

function ServiceRequest({ target }: { target: RequestTarget }) {
  const { t } = useTranslation('booking');
  const { session } = useSession();
  const offer = useOffer(target);
  if (offer.isPending || !session) return <PageSkeleton />;
  return (
    <div className="page booking-page">
      <h1>{t('form.title')}</h1>
      {offer.isError ? <UnavailableState onRetry={() => void offer.refetch()} /> : null}
      {offer.data === null ? (
        <>
          <p>{t('form.unavailable')}</p>
          <Link to={paths.catalog.services()}>{t('form.browse')}</Link>
        </>
      ) : null}
      {offer.data ? (
        <>
          <OfferSummary offer={offer.data} detailPath={detailPathOf(offer.data)} />
          <RequestForm target={target} offer={offer.data} userId={session.user.id} detailPath={detailPathOf(offer.data)} />
        </>
      ) : null}
    </div>
  );
}
