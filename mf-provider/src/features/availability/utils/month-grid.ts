/** `YYYY-MM-DD` of a calendar date (no time zone: these are India's calendar days). */
export const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export interface MonthRef {
  year: number;
  /** 0 = January */
  month: number;
}

/** The month of a `YYYY-MM-DD` day. */
export const monthOf = (day: string): MonthRef => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 });

export const shiftMonth = ({ year, month }: MonthRef, by: number): MonthRef => {
  const index = year * 12 + month + by;
  return { year: Math.floor(index / 12), month: index % 12 };
};

/** First and last day of the month. */
export function monthRange(ref: MonthRef): { from: string; to: string } {
  const days = new Date(Date.UTC(ref.year, ref.month + 1, 0)).getUTCDate();
  return { from: isoDay(ref.year, ref.month, 1), to: isoDay(ref.year, ref.month, days) };
}
