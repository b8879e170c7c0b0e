import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { shareablePath } from '@utsav/shared/i18n/language-path';
import { paths } from '@utsav/shared/paths';
import { UnavailableState } from '@utsav/shared/ui/unavailable-state';
import { favouritesListKey, listFavourites } from '../api/list-favourites';
import { useRemoveWithUndo } from '../hooks/use-remove-with-undo';
import { describeFavourite } from '../utils/describe-favourite';
import { whatsAppShareUrl } from '../utils/whatsapp-share';
import { FavouriteRow } from './favourite-row';
import { UndoBar } from './undo-bar';
import './favourites.css';

/**
 * The profile page's favourites: services, providers and bundles the user saved, with picture
 * and price, each removable with undo, and the whole list shareable on WhatsApp.
 */
export function FavouritesWidget() {
  const { t } = useTranslation('catalog');
  const { status, session } = useSession();
  const userId = session?.user.id;
  const query = useQuery({
    queryKey: favouritesListKey(userId),
    queryFn: listFavourites,
    enabled: status === 'signedIn' && !!userId,
  });
  const removal = useRemoveWithUndo(userId);
  const undoButton = useRef<HTMLButtonElement>(null);
  const removedId = removal.removed?.entry.id;
  // The pressed Remove button has left with its row: keyboard focus goes on to Undo.
  useEffect(() => {
    if (removedId) undoButton.current?.focus();
  }, [removedId]);

  const items = (query.data ?? []).flatMap((entry) => {
    const item = describeFavourite(entry);
    return item ? [{ entry, item }] : [];
  });
  const shareUrl =
    typeof window === 'undefined'
      ? null
      : whatsAppShareUrl(
          // The links open in the language the list is shared in (its heading's), not the reader's.
          items.map(({ item }) => (item.href ? { ...item, href: shareablePath(currentLanguage(), item.href) } : item)),
          t('favourites.shareHeading'),
          window.location.origin,
        );

  let body;
  if (status === 'signedOut') body = <p>{t('favourites.widgetSignedOut')}</p>;
  else if (query.isError) body = <UnavailableState onRetry={() => void query.refetch()} />;
  else if (!query.data)
    body = (
      <p role="status" className="catalog-muted">
        {t('loading')}
      </p>
    );
  else if (items.length === 0)
    body = (
      <p>
        {t('favourites.empty')} <Link to={paths.catalog.services()}>{t('favourites.browse')}</Link>
      </p>
    );
  else
    body = (
      <>
        <ul className="catalog-favourites__list">
          {items.map(({ entry, item }) => (
            <FavouriteRow
              key={entry.id}
              item={item}
              busy={removal.isRemoving(item.target.id)}
              onRemove={(name) => removal.remove(entry, item, name)}
            />
          ))}
        </ul>
        {shareUrl ? (
          <a className="button catalog-favourites__share" href={shareUrl} target="_blank" rel="noopener noreferrer">
            {t('favourites.shareWhatsApp')}
          </a>
        ) : null}
      </>
    );

  return (
    <section className="catalog-favourites" aria-labelledby="catalog-favourites-title">
      <h2 id="catalog-favourites-title">{t('favourites.title')}</h2>
      {body}
      <UndoBar ref={undoButton} removedName={removal.removed?.name} onUndo={removal.undo} onDismiss={removal.dismiss} />
    </section>
  );
}
