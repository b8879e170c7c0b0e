import { describe, expect, it } from 'vitest';
import { secondsUntil, splitSeconds } from './time-left';

describe('time left to answer', () => {
  it('counts down to the deadline and stops at zero', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(secondsUntil('2026-11-28T11:30:05Z', now)).toBe(5405);
    expect(secondsUntil('2026-11-28T09:00:00Z', now)).toBe(0);
  });

  it('shows hours, minutes and a clock', () => {
    expect(splitSeconds(47 * 3600 + 5 * 60 + 9)).toEqual({ hours: 47, minutes: 5, clock: '47:05:09' });
    expect(splitSeconds(-3)).toEqual({ hours: 0, minutes: 0, clock: '0:00:00' });
  });
});
