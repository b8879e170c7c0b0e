// Written out, not Intl.NumberFormat: the first NumberFormat a page builds loads ICU's number data
// (~5 ms on a desktop, four times that on a phone, in one task of the hydration), and a category
// page built one per card. Every language of the site writes a rating in Latin digits with a
// point, so the output is Intl's, digit for digit (format-rating.test.ts).

/** An average rating with one decimal ("4.6"), rounded half up on its decimal digits as Intl does. */
export function formatRating(average: number): string {
  // Shifting through the shortest decimal text ("0.15" -> 1.5) rounds what the reader sees, not
  // the binary double (0.15 is 0.1499... in binary, which toFixed(1) rounds down).
  const shifted = Number(`${average}e1`);
  return Number.isFinite(shifted) ? (Math.round(shifted) / 10).toFixed(1) : average.toFixed(1);
}
