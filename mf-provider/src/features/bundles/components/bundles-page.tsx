import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { StatusBanner } from '../../../domain/provider/components/status-banner';
import { useMyApplication } from '../../../domain/provider/hooks/use-my-application';
import { useBundleParts, useSaveBundle } from '../hooks/use-bundles';
import { bundleValues } from '../utils/bundle-schema';
import { BundleForm } from './bundle-form';

/** "Create Bundle" (`/service/add?view=bundle`, `&id=` to edit one), then the provider's bundles. */
export function BundlesPage() {
  const { t } = useTranslation('provider');
  const { session } = useSession();
  const application = useMyApplication(session?.user.id);
  const providerId = application.data?.status === 'approved' ? application.data.id : undefined;
  const parts = useBundleParts(providerId);
  const save = useSaveBundle(providerId ?? '');
  const [params] = useSearchParams();
  const editing = params.get('id') ?? undefined;

  const shell = (body: ReactNode) => (
    <section className="provider-page" aria-labelledby="bundles-title">
      <h1 id="bundles-title">{t('bundles.title')}</h1>
      {body}
    </section>
  );
  if (!session || application.isPending || (providerId && parts.isPending)) return shell(<PageSkeleton />);
  if (application.isError) return shell(<UnavailableState onRetry={() => void application.refetch()} />);
  const mine = application.data;
  if (!mine || mine.status !== 'approved') {
    return (
      <section className="provider-page" aria-labelledby="bundles-title">
        <h1 id="bundles-title">{t('bundles.title')}</h1>
        {mine ? <StatusBanner application={mine} /> : null}
        <p>{t('services.onlyApproved')}</p>
      </section>
    );
  }
  if (parts.isError || !parts.data) return shell(<UnavailableState onRetry={() => void parts.refetch()} />);
  const { services, bundles } = parts.data;
  const current = editing ? bundles.find((bundle) => bundle.id === editing) : undefined;
  return (
    <section className="provider-page" aria-labelledby="bundles-title">
      <h1 id="bundles-title">{current ? t('bundles.editTitle', { name: current.name }) : t('bundles.title')}</h1>
      {services.length < 2 ? (
        <p>
          {t('bundles.needServices')}{' '}
          <Link to={paths.provider.addService()}>{t('bundles.addService')}</Link>
        </p>
      ) : (
        <BundleForm
          key={current?.id ?? 'new'}
          services={services}
          initial={bundleValues(services.map((service) => service.id), current)}
          bundleId={current?.id}
          onSave={(input, id) => save.mutateAsync({ input, id })}
        />
      )}
      {bundles.length > 0 ? (
        <section aria-labelledby="bundles-list-title" className="services-list">
          <h2 id="bundles-list-title">{t('bundles.list.title', { count: bundles.length })}</h2>
          <ul>
            {bundles.map((bundle) => (
              <li key={bundle.id} className="services-list__item">
                <div>
                  <strong>{bundle.name}</strong>{' '}
                  <span className={`services-list__badge services-list__badge--${bundle.active ? 'listed' : 'paused'}`}>
                    {bundle.active ? t('services.list.listed') : t('services.list.pausedBadge')}
                  </span>
                  <p className="provider-muted">
                    {t('bundles.list.money', {
                      price: formatRupees(bundle.bundle_price_paise),
                      individual: formatRupees(bundle.individual_total_paise),
                      percent: bundle.discount_percent,
                    })}
                  </p>
                </div>
                <Link className="button" to={`${paths.provider.addService()}?view=bundle&id=${bundle.id}`} aria-label={t('bundles.list.editLabel', { name: bundle.name })}>
                  {t('services.list.edit')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
