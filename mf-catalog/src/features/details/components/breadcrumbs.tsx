import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Where the page sits: links up to its lists, then the page itself (aria-current). */
export function Breadcrumbs({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  const { t } = useTranslation('catalog');
  return (
    <nav className="catalog-detail__crumbs" aria-label={t('detail.breadcrumb')}>
      <ol>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
