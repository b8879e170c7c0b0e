// PAN and GSTIN as the form checks them before the database does (private.gstin_is_valid and
// the PAN check in supabase/schemas/20_providers.sql are the same rules; both are tested on the
// same real samples).

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** What people type: spaces dropped, upper case (a PAN card prints capitals). */
export const normaliseTaxId = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const isPan = (value: string) => PAN_PATTERN.test(value);

/**
 * GSTN's check character: the first 14 characters' values (0-9, A-Z = 10-35), weighted 1 and 2
 * alternately, each product folded as quotient + remainder by 36; the check is what brings the
 * sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

export const isGstin = (value: string) => GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];

/** A GSTIN carries its holder's PAN in characters 3 to 12. */
export const gstinMatchesPan = (gstin: string, pan: string) => gstin.slice(2, 12) === pan;
