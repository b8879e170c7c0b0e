// Request checks with Razorpay's limits and wording (descriptions from its error index).
import { invalidInput, RazorpayError } from './errors.ts';
import type { Notes } from './entities.ts';

type Body = Record<string, unknown>;

export function rejectExtraFields(body: Body, allowed: readonly string[]) {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length > 0) {
    throw new RazorpayError(400, `${extra.join(', ')} is/are not required and should not be sent`, {
      source: 'business',
      step: 'payment_initiation',
      reason: 'extra_field_sent',
      field: extra[0],
    });
  }
}

/** Form-encoded bodies carry numbers as strings; JSON ones as numbers. Both are accepted, as hosted. */
export function integerField(body: Body, field: string, { required }: { required: boolean }): number | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null || raw === '') {
    if (required) throw invalidInput(`The ${field} field is required.`, field);
    return undefined;
  }
  const value = typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalidInput(`The ${field} must be an integer.`, field);
  return value;
}

export function stringField(body: Body, field: string, { max, required = false }: { max: number; required?: boolean }): string | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null) {
    if (required) throw invalidInput(`The ${field} field is required.`, field);
    return undefined;
  }
  if (typeof raw !== 'string') throw invalidInput(`The ${field} must be a string.`, field);
  if (raw.length > max) throw invalidInput(`The ${field} may not be greater than ${max} characters.`, field);
  return raw;
}

export function currencyField(body: Body, { required }: { required: boolean }): 'INR' | undefined {
  const raw = body.currency;
  if (raw === undefined || raw === null || raw === '') {
    if (required) throw invalidInput('The currency field is required.', 'currency');
    return undefined;
  }
  if (raw !== 'INR') throw invalidInput('Currency is not supported', 'currency');
  return 'INR';
}

/** At most 15 pairs of at most 256 characters each. */
export function notesField(body: Body): Notes | undefined {
  const raw = body.notes;
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw) && raw.length === 0) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalidInput('The notes must be an object of key-value pairs.', 'notes');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > 15) throw invalidInput('Number of notes should be less than or equal to 15', 'notes');
  const notes: Notes = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw invalidInput(`The notes.${key} must be a string.`, 'notes');
    }
    const text = String(value);
    if (key.length > 256 || text.length > 256) throw invalidInput('The notes may not be greater than 256 characters.', 'notes');
    notes[key] = text;
  }
  return notes;
}

export function booleanField(body: Body, field: string): boolean | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  throw invalidInput(`The ${field} field must be true or false.`, field);
}
