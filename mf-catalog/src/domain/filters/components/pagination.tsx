import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { patchParams } from '../utils/filter-params';

/** Previous / "Page 2 of 5" / Next, as real links (so a page can be opened in a new tab). */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = patchParams(new URLSearchParams(search), { page: target }).toString();
    return next ? `${pathname}?${next}` : pathname;
  };
  return (
    <nav className="catalog-pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="button" to={hrefFor(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pagination.status', { page, pages })}</span>
      {page < pages ? (
        <Link className="button" to={hrefFor(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
