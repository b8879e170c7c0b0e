import { useCallback, useEffect, useRef } from 'react';

/** How long typing must pause before a typed filter (price, guests, capacity) applies. */
export const TYPING_PAUSE_MS = 700;

/**
 * Typed filters apply like the others, by themselves: `schedule` after each keystroke runs
 * `commit` once typing pauses; `now` (Enter, leaving the field) runs it at once instead.
 * The latest `commit` is the one run, so it sees what was typed last.
 */
export function useDebouncedCommit(commit: () => void, delay = TYPING_PAUSE_MS) {
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delay);
  }, [delay]);
  const now = useCallback(() => {
    clearTimeout(timer.current);
    latest.current();
  }, []);
  return { schedule, now };
}
