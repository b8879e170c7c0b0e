import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@utsav/shared/paths';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { PriceFrom } from '../../../components/price';
import { QueryError } from '../../../components/query-error';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useServiceDetail } from '../hooks/use-detail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /services/:category/:serviceId — one service, readable by visitors. */
export default function ServiceDetailPage() {
  const { serviceId = '' } = useParams();
  if (!UUID.test(serviceId)) return <NotFoundPage />;
  return <ServiceDetailView key={serviceId} id={serviceId.toLowerCase()} />;
}

function ServiceDetailView({ id }: { id: string }) {
  const { t } = useTranslation('catalog');
  const service = useServiceDetail(id);
  useDocumentTitle(service.data?.title);
  if (service.isError) return <div className="page"><QueryError onRetry={() => void service.refetch()} /></div>;
  if (service.isPending) return <PageSkeleton />;
  const s = service.data;
  if (!s) return <NotFoundPage />;
  return (
    <div className="page catalog-page">
      <h1>{s.title}</h1>
      {s.description ? <p>{s.description}</p> : null}
      <p>
        <PriceFrom paise={s.price_paise} unit={s.price_unit} />
      </p>
      <Link className="button button--primary" to={paths.booking.request({ serviceId: s.id })} aria-label={t('book.serviceLabel', { name: s.title })}>
        {t('book.action')}
      </Link>
    </div>
  );
}
