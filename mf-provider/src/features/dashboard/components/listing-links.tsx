import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@utsav/shared/paths';

// By path, not by import: features may not import each other, and the service workspace
// (app/service-workspace-page.tsx) picks its view from `?view=`.
const LINKS = [
  { key: 'services', to: paths.provider.addService() },
  { key: 'bundle', to: `${paths.provider.addService()}?view=bundle` },
  { key: 'availability', to: `${paths.provider.addService()}?view=availability` },
] as const;

/** A row of links under the heading, so editing a listing is one tap from the dashboard. */
export function ListingLinks() {
  const { t } = useTranslation('provider');
  return (
    <nav className="dash-listings" aria-label={t('dashboard.listings.label')}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link className="button" to={link.to}>
              {t(`dashboard.listings.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
