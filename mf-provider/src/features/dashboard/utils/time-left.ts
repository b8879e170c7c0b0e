/** A wait as hours and minutes (rounded down), and the clock a countdown shows: "47:05:09". */
export function splitSeconds(seconds: number): { hours: number; minutes: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  return { hours, minutes, clock };
}

/** Under this long left, the request is shown as urgent. */
export const URGENT_SECONDS = 6 * 3600;
