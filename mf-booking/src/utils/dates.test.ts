import { describe, expect, it } from 'vitest';
import { addDays, formatDay, formatTime, indianToday } from './dates';

describe('booking dates', () => {
  it('takes today in India, not in the device zone', () => {
    expect(indianToday(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(indianToday(new Date('2026-11-27T18:00:00Z'))).toBe('2026-11-27');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('formats a calendar date and a time in the language, without shifting the day', () => {
    expect(formatDay('2026-12-05', 'en')).toBe('5 December 2026');
    expect(formatDay('2026-12-05', 'hi')).toContain('दिसंबर');
    expect(formatTime('18:30:00', 'en').toLowerCase()).toBe('6:30 pm');
  });
});
