import { useEffect, useRef, useState } from 'react';

/** Whole seconds from `now` until `until` (an ISO time), never below zero. */
export function secondsUntil(until: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
}

/**
 * Seconds left until `until`, re-read from the clock every second (not counted down, so a
 * throttled background tab is right again on its next tick). `onEnd` runs once, on the first tick
 * at zero (also when `until` had already passed: the caller then learns it a second later).
 */
export function useSecondsLeft(until: string, onEnd?: () => void): number {
  const [left, setLeft] = useState(() => secondsUntil(until));
  // A ref, so a caller's new arrow function each render does not restart the interval.
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = secondsUntil(until);
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onEndRef.current?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return left;
}
