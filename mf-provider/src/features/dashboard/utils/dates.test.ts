import { describe, expect, it } from 'vitest';
import { addMonths, formatMonth, indianToday, monthGrid } from './dates';

describe('dashboard dates', () => {
  it('a month calendar starts on Monday and holds every day once', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthGrid('2026-12-17');
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    const days = weeks.flat().filter(Boolean);
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toBe('2026-12-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('February of a leap year, starting on a Monday-aligned grid', () => {
    expect(monthGrid('2028-02-10').flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves by months across a year end', () => {
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
  });

  it("today is India's date, not the device's", () => {
    expect(indianToday(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
  });

  it('names the month in the reader\'s language', () => {
    expect(formatMonth('2026-12-01', 'en')).toBe('December 2026');
    expect(formatMonth('2026-12-01', 'hi')).toMatch(/दिसंबर/);
  });
});
