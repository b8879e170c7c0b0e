import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { formatRupees } from '@utsav/shared/i18n/format';
import { paths } from '@utsav/shared/paths';
import { listFavourites, type FavouriteEntry } from '../api/list-favourites';
import type { FavouriteTarget } from '../../../lib/favourites/favourite-target';
import { useToggleFavourite } from '../../../lib/favourites/hooks/use-toggle-favourite';
import { QueryError } from '../../../components/query-error';

function describe(entry: FavouriteEntry): { target: FavouriteTarget; name?: string; href?: string; detail?: string } | null {
  if (entry.service_id) {
    const s = entry.service;
    return {
      target: { kind: 'service', id: entry.service_id },
      name: s?.title,
      href: s ? paths.catalog.category({ category: s.category_slug }) : undefined,
      detail: s ? `${s.city} · ${formatRupees(s.price_paise)}` : undefined,
    };
  }
  if (entry.provider_id) {
    const p = entry.provider;
    return { target: { kind: 'provider', id: entry.provider_id }, name: p?.business_name, href: p ? paths.provider.public({ id: p.id }) : undefined, detail: p?.city };
  }
  if (entry.bundle_id) {
    const b = entry.bundle;
    return {
      target: { kind: 'bundle', id: entry.bundle_id },
      name: b?.name,
      href: b ? paths.catalog.bundles({ q: b.name }) : undefined,
      detail: b ? `${b.city} · ${formatRupees(b.bundle_price_paise)}` : undefined,
    };
  }
  return null;
}

/** The profile page's favourites: services, providers and bundles the user saved, each removable. */
export function FavouritesWidget() {
  const { t } = useTranslation('catalog');
  const { status, session } = useSession();
  const userId = session?.user.id;
  const query = useQuery({
    queryKey: ['catalog', 'favourites', 'list', userId],
    queryFn: listFavourites,
    enabled: status === 'signedIn' && !!userId,
  });
  const toggle = useToggleFavourite(userId);

  let body;
  if (status === 'signedOut') body = <p>{t('favourites.widgetSignedOut')}</p>;
  else if (query.isError) body = <QueryError onRetry={() => void query.refetch()} />;
  else if (!query.data)
    body = (
      <p role="status" className="catalog-muted">
        {t('loading')}
      </p>
    );
  else if (query.data.length === 0)
    body = (
      <p>
        {t('favourites.empty')} <Link to={paths.catalog.services()}>{t('favourites.browse')}</Link>
      </p>
    );
  else
    body = (
      <ul className="catalog-favourites__list">
        {query.data.map((entry) => {
          const item = describe(entry);
          if (!item) return null;
          const name = item.name ?? t('favourites.unavailable');
          return (
            <li key={entry.id} className="catalog-favourites__item">
              <span className="catalog-favourites__kind">{t(`kinds.${item.target.kind}`)}</span>
              <span className="catalog-favourites__name">
                {item.href ? <Link to={item.href}>{name}</Link> : name}
                {item.detail ? <span className="catalog-muted"> · {item.detail}</span> : null}
              </span>
              <button
                type="button"
                className="button catalog-favourites__remove"
                aria-label={t('favourites.remove', { name })}
                disabled={toggle.isPending && toggle.variables?.target.id === item.target.id}
                onClick={() => toggle.mutate({ target: item.target, save: false })}
              >
                {t('favourites.removeShort')}
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="catalog-favourites" aria-labelledby="catalog-favourites-title">
      <h2 id="catalog-favourites-title">{t('favourites.title')}</h2>
      {body}
    </section>
  );
}
