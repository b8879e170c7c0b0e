import { useCallback, useMemo } from 'react';
import { EMPTY_APPLICATION, type ApplyValues } from '../utils/apply-schema';

const draftKey = (userId: string) => `utsav:provider-application:${userId}`;

export interface ApplyDraft {
  values: ApplyValues;
  step: number;
}

/**
 * The application as typed so far, kept in this browser per user: a reload, a lost connection
 * or a failed upload loses nothing (uploaded files are remembered by their object names, so
 * nothing is uploaded twice). Cleared once the application is submitted.
 */
export function useApplyDraft(userId: string, seed?: Partial<ApplyValues>) {
  const initial = useMemo<ApplyDraft>(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(draftKey(userId)) ?? 'null') as Partial<ApplyDraft> | null;
      if (stored?.values) return { values: { ...EMPTY_APPLICATION, ...seed, ...stored.values }, step: stored.step ?? 0 };
    } catch {
      // A draft that cannot be read (another version's, hand-edited) starts the form afresh.
    }
    return { values: { ...EMPTY_APPLICATION, ...seed }, step: 0 };
    // The draft is read once per user: later seeds (a refetch) must not overwrite typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
  const save = useCallback(
    (draft: ApplyDraft) => {
      try {
        localStorage.setItem(draftKey(userId), JSON.stringify(draft));
      } catch {
        // Storage full or disabled (private mode): the form still works, only without the draft.
      }
    },
    [userId],
  );
  const clear = useCallback(() => localStorage.removeItem(draftKey(userId)), [userId]);
  return { initial, save, clear };
}
