import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { categoryBySlug, categoryNameKey } from '@utsav/shared/domain/categories';
import { formatRupees } from '@utsav/shared/i18n/format';
import { toLanguage } from '@utsav/shared/i18n/languages';
import { paths } from '@utsav/shared/paths';
import { PageSkeleton } from '@utsav/shared/ui/page-skeleton';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { errorText } from '@utsav/shared/forms/server-error';
import { StatusBanner } from '../../../domain/provider/components/status-banner';
import { useMyApplication } from '../../../domain/provider/hooks/use-my-application';
import type { MyService } from '../api/list-my-services';
import { useMyServices } from '../hooks/use-my-services';
import { useRemoveService, useSaveService } from '../hooks/use-save-service';
import { emptyService, serviceValues } from '../utils/service-schema';
import { ServiceForm } from './service-form';

/**
 * `/service/add` (and `?id=` to edit one): the form, then the provider's services with their
 * state, Edit, Pause or List again, and Remove (a booked service is paused instead: the
 * database decides and the page says which happened).
 */
export function ServicesPage() {
  const { t, i18n } = useTranslation('provider');
  const { session } = useSession();
  const userId = session?.user.id;
  const application = useMyApplication(userId);
  const providerId = application.data?.status === 'approved' ? application.data.id : undefined;
  const services = useMyServices(providerId);
  const [params] = useSearchParams();
  const editing = params.get('id') ?? undefined;

  // The heading is there at once; what loads comes below it.
  const shell = (body: ReactNode) => (
    <section className="provider-page" aria-labelledby="services-title">
      <h1 id="services-title">{t('services.addTitle')}</h1>
      {body}
    </section>
  );
  if (!userId || application.isPending || (providerId && services.isPending)) return shell(<PageSkeleton />);
  if (application.isError) return shell(<UnavailableState onRetry={() => void application.refetch()} />);
  const mine = application.data;
  if (!mine || mine.status !== 'approved') {
    return (
      <section className="provider-page" aria-labelledby="services-title">
        <h1 id="services-title">{t('services.addTitle')}</h1>
        {mine ? <StatusBanner application={mine} /> : null}
        <p>{mine ? t('services.onlyApproved') : t('services.applyFirst')}</p>
        {mine ? null : (
          <Link className="button button--primary" to={paths.provider.register()}>
            {t('services.apply')}
          </Link>
        )}
      </section>
    );
  }
  if (services.isError) return shell(<UnavailableState onRetry={() => void services.refetch()} />);
  const list = services.data ?? [];
  const current = editing ? list.find((service) => service.id === editing) : undefined;
  return (
    <section className="provider-page" aria-labelledby="services-title">
      <h1 id="services-title">{current ? t('services.editTitle', { title: current.title }) : t('services.addTitle')}</h1>
      {editing && !current ? <p role="alert">{t('services.notYours')}</p> : null}
      <ServiceEditor
        // A fresh form for each service edited (its saved values), and after switching to "add".
        key={current?.id ?? 'new'}
        userId={userId}
        providerId={mine.id}
        service={current}
        newValues={emptyService(toLanguage(i18n.language), mine.city)}
      />
      <MyServicesList providerId={mine.id} services={list} />
    </section>
  );
}

function ServiceEditor({ userId, providerId, service, newValues }: { userId: string; providerId: string; service?: MyService; newValues: ReturnType<typeof emptyService> }) {
  const save = useSaveService(providerId);
  return (
    <ServiceForm
      userId={userId}
      initial={service ? serviceValues(service) : newValues}
      serviceId={service?.id}
      onSave={(input, id) => save.mutateAsync({ input, id })}
    />
  );
}

function MyServicesList({ providerId, services }: { providerId: string; services: MyService[] }) {
  const { t } = useTranslation('provider');
  const save = useSaveService(providerId);
  const remove = useRemoveService(providerId);
  if (services.length === 0) return <p className="provider-muted">{t('services.list.none')}</p>;
  return (
    <section className="services-list" aria-labelledby="services-list-title">
      <h2 id="services-list-title">{t('services.list.title', { count: services.length })}</h2>
      <p className="services-list__status" role="status">
        {remove.data === 'paused' ? t('services.list.paused') : remove.data === 'deleted' ? t('services.list.deleted') : null}
        {remove.error || save.error ? errorText(t, remove.error ?? save.error) : null}
      </p>
      <ul>
        {services.map((service) => {
          const category = categoryBySlug(service.category_slug);
          return (
            <li key={service.id} className="services-list__item">
              <div>
                <strong>{service.title}</strong>{' '}
                <span className={`services-list__badge services-list__badge--${service.active ? 'listed' : 'paused'}`}>
                  {service.active ? t('services.list.listed') : t('services.list.pausedBadge')}
                </span>
                <p className="provider-muted">
                  {category ? t(categoryNameKey(category.key)) : service.category_slug} ·{' '}
                  {t('services.list.price', { price: formatRupees(service.price_paise), unit: t(`services.units.${service.price_unit}`) })}
                </p>
              </div>
              <div className="services-list__actions">
                <Link className="button" to={`${paths.provider.addService()}?id=${service.id}`} aria-label={t('services.list.editLabel', { title: service.title })}>
                  {t('services.list.edit')}
                </Link>
                <button
                  type="button"
                  className="button"
                  disabled={save.isPending}
                  onClick={() => save.mutate({ input: toggled(service), id: service.id })}
                  aria-label={t(service.active ? 'services.list.pauseLabel' : 'services.list.listLabel', { title: service.title })}
                >
                  {service.active ? t('services.list.pause') : t('services.list.list')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('services.list.removeConfirm', { title: service.title }))) remove.mutate(service.id);
                  }}
                  aria-label={t('services.list.removeLabel', { title: service.title })}
                >
                  {t('services.list.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The service as saved, with its listing switched. */
function toggled(service: MyService) {
  return {
    categorySlug: service.category_slug,
    city: service.city,
    title: service.title,
    description: service.description,
    pricePaise: service.price_paise,
    priceUnit: service.price_unit,
    durationHours: service.duration_hours,
    minGuests: service.min_guests,
    maxGuests: service.max_guests,
    capacity: service.concurrent_capacity,
    active: !service.active,
    originalLanguage: service.original_language,
    translations: service.translations,
    photos: service.photos,
  };
}
