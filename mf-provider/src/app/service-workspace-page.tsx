import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';
import { AvailabilityPage } from '../features/availability/components/availability-page';
import { BundlesPage } from '../features/bundles/components/bundles-page';
import { ServicesPage } from '../features/services/components/services-page';
import '../features/services/components/services.css';

const VIEWS = ['service', 'bundle', 'availability'] as const;
type View = (typeof VIEWS)[number];

const viewOf = (value: string | null): View => VIEWS.find((view) => view === value) ?? 'service';
const hrefOf = (view: View) => (view === 'service' ? paths.provider.addService() : `${paths.provider.addService()}?view=${view}`);

/**
 * `/service/add`: what a provider offers and when, in one place (the registry gives the provider
 * remote this one path for it): a service (`?id=` edits one), "Create Bundle" (`?view=bundle`)
 * and availability (`?view=availability`). The three features are composed here, as features
 * never import each other; the dashboard links to each view.
 */
export default function ServiceWorkspacePage() {
  const { t } = useTranslation('provider');
  const [params] = useSearchParams();
  const view = viewOf(params.get('view'));
  return (
    <>
      <nav className="provider-tabs" aria-label={t('services.tabs.label')}>
        <ul>
          {VIEWS.map((item) => (
            <li key={item}>
              <Link to={hrefOf(item)} aria-current={item === view ? 'page' : undefined}>
                {t(`services.tabs.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'bundle' ? <BundlesPage /> : view === 'availability' ? <AvailabilityPage /> : <ServicesPage />}
    </>
  );
}
