import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { QueryError } from '../../../components/query-error';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useBundleDetail } from '../hooks/use-detail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /bundles/:bundleId — one bundle, readable by visitors. */
export default function BundleDetailPage() {
  const { bundleId = '' } = useParams();
  if (!UUID.test(bundleId)) return <NotFoundPage />;
  return <BundleDetailView key={bundleId} id={bundleId.toLowerCase()} />;
}

function BundleDetailView({ id }: { id: string }) {
  const { t } = useTranslation('catalog');
  const bundle = useBundleDetail(id);
  useDocumentTitle(bundle.data?.name);
  if (bundle.isError) return <div className="page"><QueryError onRetry={() => void bundle.refetch()} /></div>;
  if (bundle.isPending) return <PageSkeleton />;
  const b = bundle.data;
  if (!b) return <NotFoundPage />;
  return (
    <div className="page catalog-page">
      <h1>{b.name}</h1>
      {b.description ? <p>{b.description}</p> : null}
      <p>
        <strong>{formatRupees(b.bundle_price_paise)}</strong> {t('bundles.save', { percent: Math.round(b.discount_percent) })}
      </p>
      <Link className="button button--primary" to={paths.booking.request({ bundleId: b.id })} aria-label={t('book.bundleLabel', { name: b.name })}>
        {t('book.action')}
      </Link>
    </div>
  );
}
