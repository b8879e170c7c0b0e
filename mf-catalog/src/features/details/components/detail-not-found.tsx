import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryBySlug, categoryNameKey } from '@utsav/shared/domain/categories';
import { paths } from '@utsav/shared/paths';

/**
 * An unknown, paused or unlisted service or bundle: a plain "no longer listed" page (not the
 * generic 404) with the ways on — the category it was in, all services, all bundles.
 */
export function DetailNotFound({ kind, category }: { kind: 'service' | 'bundle'; category?: string }) {
  const { t } = useTranslation('catalog');
  const known = categoryBySlug(category);
  return (
    <div className="page">
      <section className="status-page" aria-labelledby="detail-gone" data-testid="detail-not-found">
        <p className="status-page__code" aria-hidden="true">404</p>
        <h1 id="detail-gone">{t(`detail.gone.${kind}`)}</h1>
        <p>{t('detail.gone.body')}</p>
        <ul className="catalog-detail__gone-links">
          {known ? (
            <li>
              <Link className="button button--primary" to={paths.catalog.category({ category: known.slug })}>
                {t('detail.gone.category', { category: t(categoryNameKey(known.key)) })}
              </Link>
            </li>
          ) : null}
          <li>
            <Link className={known || kind === 'bundle' ? 'button' : 'button button--primary'} to={paths.catalog.services()}>
              {t('detail.gone.services')}
            </Link>
          </li>
          <li>
            <Link className={kind === 'bundle' ? 'button button--primary' : 'button'} to={paths.catalog.bundles()}>
              {t('detail.gone.bundles')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
