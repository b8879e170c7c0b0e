import { useEffect, useRef, useState } from 'react';

/**
 * The ids that appeared after the first load: the requests that arrived live while the page was
 * open, so the panel can mark them (a visual cue, no sound). The first answer marks nothing.
 */
export function useNewArrivals(ids: readonly string[] | undefined): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  const key = ids?.join(',');
  useEffect(() => {
    if (!ids) return;
    if (!seen.current) {
      seen.current = new Set(ids);
      return;
    }
    const fresh = ids.filter((id) => !seen.current!.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) seen.current.add(id);
    setArrived((before) => new Set([...before, ...fresh]));
    // key stands for ids' contents: a refetch with the same rows is no arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return arrived;
}
