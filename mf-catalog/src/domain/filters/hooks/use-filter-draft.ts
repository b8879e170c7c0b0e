import { useCallback, useRef, useState } from 'react';
import { patchParams, type FilterKey, type ParamValue } from '../utils/filter-params';

type Patch = Partial<Record<FilterKey, ParamValue>>;

export interface FilterDraft {
  /** The filters being chosen in the sheet; null while it is closed. */
  params: URLSearchParams | null;
  open: (from: URLSearchParams) => void;
  patch: (patch: Patch) => void;
  /** The latest draft, even when a change made in this same tap has not rendered yet. */
  current: () => URLSearchParams | null;
  close: () => void;
}

/**
 * The phone sheet's filters: a copy of the URL's that the controls change freely; nothing
 * reaches the URL (and the list) until "Show N results". Closing without it drops the copy.
 */
export function useFilterDraft(): FilterDraft {
  const [params, setParams] = useState<URLSearchParams | null>(null);
  // A price typed and left by tapping "Show N results" commits on blur, in that same tap:
  // the button reads the draft from here, not from the render before that commit.
  const latest = useRef<URLSearchParams | null>(null);
  const set = useCallback((next: URLSearchParams | null) => {
    latest.current = next;
    setParams(next);
  }, []);
  const open = useCallback((from: URLSearchParams) => set(new URLSearchParams(from)), [set]);
  const patch = useCallback(
    (change: Patch) => {
      if (latest.current) set(patchParams(latest.current, change));
    },
    [set],
  );
  const current = useCallback(() => latest.current, []);
  const close = useCallback(() => set(null), [set]);
  return { params, open, patch, current, close };
}
