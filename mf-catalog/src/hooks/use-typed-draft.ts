import { useCallback, useState } from 'react';

/**
 * What a typed filter shows: the user's text, which follows the URL when the URL changes
 * elsewhere (Back, a chip removed, Clear filters) and not when the change is one of the
 * field's own commits coming back. That echo arrives a moment after the commit (the router
 * applies it in a transition), and typing goes on meanwhile: following it would put back the
 * shorter text the pause committed and lose the keystrokes since.
 *
 * `sourceKey` names the URL's value; `sent(key)` records a commit by the key that value will
 * have once it arrives. `onFollow` runs when the draft takes the URL's value (to clear errors).
 */
export function useTypedDraft<D>(sourceKey: string, fromSource: () => D, onFollow?: () => void) {
  const [draft, setDraft] = useState(fromSource);
  const [seen, setSeen] = useState(sourceKey);
  // Commits not yet seen in the URL, oldest first: kept in state, so a render React repeats sees the same list.
  const [pending, setPending] = useState<readonly string[]>([]);
  if (seen !== sourceKey) {
    setSeen(sourceKey);
    const own = pending.indexOf(sourceKey);
    if (own >= 0) {
      setPending(pending.slice(own + 1));
    } else {
      setPending([]);
      setDraft(fromSource());
      onFollow?.();
    }
  }
  const sent = useCallback((key: string) => setPending((list) => [...list, key]), []);
  return { draft, setDraft, sent };
}
