/** A tracking code: `UTS-` and six of the 31 letters and digits the database draws from (no 0, 1, I, L, O). */
const CODE = /^UTS-[2-9A-HJKMNP-Z]{6}$/;

/**
 * What a person typed as a code, as the database spells it: upper case, spaces and dashes
 * dropped, the `UTS-` prefix added when only the six characters were typed ("uts 7k2 m9q",
 * "7k2m9q" -> "UTS-7K2M9Q"). Null when it cannot be a code.
 */
export function normaliseBookingCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  const body = compact.startsWith('UTS') ? compact.slice(3) : compact;
  const code = `UTS-${body}`;
  return CODE.test(code) ? code : null;
}
