import { describe, expect, it } from 'vitest';
import { splitSeconds } from './time-left';

describe('time left to answer', () => {
  it('shows hours, minutes and a clock', () => {
    expect(splitSeconds(47 * 3600 + 5 * 60 + 9)).toEqual({ hours: 47, minutes: 5, clock: '47:05:09' });
    expect(splitSeconds(-3)).toEqual({ hours: 0, minutes: 0, clock: '0:00:00' });
  });
});
