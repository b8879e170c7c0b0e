import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatDay, formatMoment, formatMonth, formatTime, indianToday, monthGrid, weekdayNames } from '@utsav/shared/i18n/calendar-dates';

describe('calendar dates', () => {
  it("takes today in India, not in the device's zone", () => {
    expect(indianToday(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(indianToday(new Date('2026-11-27T18:00:00Z'))).toBe('2026-11-27');
    expect(indianToday(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-01-02', -3)).toBe('2026-12-30');
  });

  it('moves by months across a year end, to the first of the month', () => {
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
  });

  it('a month calendar starts on Monday and holds every day once', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthGrid('2026-12-17');
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    const days = weeks.flat().filter(Boolean);
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toBe('2026-12-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('a month starting on a Monday has no blank before it', () => {
    // 1 February 2027 is a Monday; its 28 days fill exactly four weeks.
    const february = monthGrid('2027-02-01');
    expect(february).toHaveLength(4);
    expect(february[0]).toEqual(['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06', '2027-02-07']);
  });

  it('February of a leap year has 29 days', () => {
    expect(monthGrid('2028-02-10').flat().filter(Boolean)).toHaveLength(29);
  });

  it('formats a calendar date and a time in the language, without shifting the day', () => {
    expect(formatDay('2026-12-05', 'en')).toBe('5 December 2026');
    expect(formatDay('2026-12-05', 'hi')).toContain('दिसंबर');
    expect(formatTime('18:30:00', 'en').toLowerCase()).toBe('6:30 pm');
  });

  it("formats a moment in India's zone", () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatMoment('2026-12-05T20:00:00Z', 'en')).toMatch(/^6 Dec 2026, 1:30\s?am$/i);
  });

  it("names the month in the reader's language", () => {
    expect(formatMonth('2026-12-01', 'en')).toBe('December 2026');
    expect(formatMonth('2026-12-01', 'hi')).toMatch(/दिसंबर/);
  });

  it('names the weekdays from Monday', () => {
    const names = weekdayNames('en');
    expect(names).toHaveLength(7);
    expect(names[0]).toEqual({ short: 'M', long: 'Monday' });
    expect(names[6]?.long).toBe('Sunday');
  });
});
