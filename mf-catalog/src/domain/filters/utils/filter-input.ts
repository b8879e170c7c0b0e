// Checks what a user typed into the free-text filter fields (price range, guests, event
// date) before it reaches the URL. Errors are i18n keys under `filters.errors.`, shown
// next to the field; the typed text stays in the field either way.
import { isIsoDate, MAX_GUESTS, MAX_RUPEES } from './filter-params';

export type FieldErrorKey = 'wholeNumber' | 'tooLarge' | 'minAboveMax' | 'guestsRange' | 'invalidDate' | 'pastDate';

export interface FieldResult {
  value?: number;
  error?: FieldErrorKey;
}

/** "1,50,000", "₹ 5000" and "5000" all mean 5000 rupees; empty means no limit. */
export function parseRupees(text: string): FieldResult {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return {};
  if (!/^\d+$/.test(cleaned)) return { error: 'wholeNumber' };
  const value = Number(cleaned);
  if (value > MAX_RUPEES) return { error: 'tooLarge' };
  return { value };
}

export interface PriceRangeResult {
  min?: number;
  max?: number;
  errors: { min?: FieldErrorKey; max?: FieldErrorKey };
}

export function parsePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = parseRupees(minText);
  const max = parseRupees(maxText);
  const errors: PriceRangeResult['errors'] = {};
  if (min.error) errors.min = min.error;
  if (max.error) errors.max = max.error;
  if (!errors.min && !errors.max && min.value !== undefined && max.value !== undefined && min.value > max.value) {
    errors.max = 'minAboveMax';
  }
  return { min: min.value, max: max.value, errors };
}

export function parseGuests(text: string): FieldResult {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return {};
  if (!/^\d+$/.test(cleaned)) return { error: 'wholeNumber' };
  const value = Number(cleaned);
  if (value < 1 || value > MAX_GUESTS) return { error: 'guestsRange' };
  return { value };
}

/** The event date must be today or later; `today` is YYYY-MM-DD in the user's time zone. */
export function checkEventDate(text: string, today: string): { value?: string; error?: FieldErrorKey } {
  if (text === '') return {};
  if (!isIsoDate(text)) return { error: 'invalidDate' };
  if (text < today) return { error: 'pastDate' };
  return { value: text };
}

/** Today as YYYY-MM-DD in local time (what a date input shows). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
