import { memo } from 'react';
import { useCachedTranslation } from '../../../hooks/use-cached-translation';
import { splitLanguagePath } from '@utsav/shared/i18n/language-path';
import { favouriteKey, type FavouriteKind } from '../utils/favourite-target';
import { useFavouriteKeys } from '../hooks/use-favourite-keys';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';
import { useSignInPrompt } from '../hooks/sign-in-prompt-store';

/**
 * The heart on every card. Signed out, it asks the user to sign in (and brings them back
 * here afterwards). It reads the location only when pressed, so a filter change (a new
 * URL) does not re-render every heart on the page.
 */
export const FavouriteButton = memo(function FavouriteButton({ kind, id, name }: { kind: FavouriteKind; id: string; name: string }) {
  const { t } = useCachedTranslation('catalog');
  const { status, userId, keys } = useFavouriteKeys();
  const toggle = useToggleFavourite(userId);
  const saved = keys?.has(favouriteKey({ kind, id })) ?? false;

  const onClick = () => {
    if (status === 'signedOut') {
      // Without the language prefix: the sign-in page navigates back inside the router, which adds it.
      // Read at the press: a hook per heart would subscribe every card on the page to the prompt's store.
      useSignInPrompt.getState().open(`${splitLanguagePath(window.location.pathname).path}${window.location.search}`);
      return;
    }
    if (status === 'signedIn') toggle.mutate({ target: { kind, id }, save: !saved });
  };

  return (
    <button
      type="button"
      className={`catalog-heart${saved ? ' catalog-heart--saved' : ''}`}
      aria-pressed={saved}
      aria-label={t(saved ? 'favourites.remove' : 'favourites.save', { name })}
      aria-disabled={status === 'restoring' || undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.5-9.3C1 8.1 3.2 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.6 0 5.8 3.6 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
});
