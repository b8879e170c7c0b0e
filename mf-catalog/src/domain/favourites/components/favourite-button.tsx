import { memo, useEffect } from 'react';
import { useCachedTranslation } from '../../../hooks/use-cached-translation';
import { startSessionSyncIfStored, useSessionStore } from '@utsav/shared/auth/session-store';
import { splitLanguagePath } from '@utsav/shared/i18n/language-path';
import { favouriteKey, type FavouriteKind } from '../utils/favourite-target';
import { useFavouriteKeys } from '../hooks/use-favourite-keys';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';
import { useSignInPrompt } from '../hooks/sign-in-prompt-store';

interface HeartProps {
  kind: FavouriteKind;
  id: string;
  name: string;
}

/**
 * The heart on every card. Signed out, it asks the user to sign in (and brings them back
 * here afterwards). It reads the location only when pressed, so a filter change (a new
 * URL) does not re-render every heart on the page.
 * A signed-out visitor's heart holds no query or mutation of its own: a page of cards renders
 * inside the click that opens it (issue 27: a warm navigation under 10 ms), and each heart's
 * observers were set up, subscribed and torn down there for a list that is never fetched.
 * A stored session still being restored gets the full heart, so confirming it does not remount it.
 */
export const FavouriteButton = memo(function FavouriteButton(props: HeartProps) {
  // The status alone (not useSession's whole state): a refreshed token does not render every heart again.
  const status = useSessionStore((state) => state.status);
  useEffect(lookForStoredSessionOnce, []);
  return status === 'signedOut' ? <SignedOutHeart {...props} /> : <AccountHeart {...props} />;
});

let lookedForStoredSession = false;

/**
 * What useSession does in each caller, once for the page's hearts: a page of cards mounts a dozen
 * or more inside the click that opens it, and each read the browser's storage for a session. Once
 * is enough: sign-in flows start the session sync themselves, and another tab's sign-in reaches
 * the session store through its storage listener.
 */
function lookForStoredSessionOnce(): void {
  if (lookedForStoredSession) return;
  lookedForStoredSession = true;
  startSessionSyncIfStored();
}

function SignedOutHeart({ name }: HeartProps) {
  const { t } = useCachedTranslation('catalog');
  // Without the language prefix: the sign-in page navigates back inside the router, which adds it.
  const onClick = () => useSignInPrompt.getState().open(`${splitLanguagePath(window.location.pathname).path}${window.location.search}`);
  return <HeartButton saved={false} label={t('favourites.save', { name })} onClick={onClick} />;
}

function AccountHeart({ kind, id, name }: HeartProps) {
  const { t } = useCachedTranslation('catalog');
  const { status, userId, keys } = useFavouriteKeys();
  const toggle = useToggleFavourite(userId);
  const saved = keys?.has(favouriteKey({ kind, id })) ?? false;
  const onClick = () => {
    if (status === 'signedIn') toggle.mutate({ target: { kind, id }, save: !saved });
  };
  return (
    <HeartButton
      saved={saved}
      label={t(saved ? 'favourites.remove' : 'favourites.save', { name })}
      restoring={status === 'restoring'}
      onClick={onClick}
    />
  );
}

function HeartButton({ saved, label, restoring = false, onClick }: { saved: boolean; label: string; restoring?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`catalog-heart${saved ? ' catalog-heart--saved' : ''}`}
      aria-pressed={saved}
      aria-label={label}
      aria-disabled={restoring || undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.5-9.3C1 8.1 3.2 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.6 0 5.8 3.6 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
