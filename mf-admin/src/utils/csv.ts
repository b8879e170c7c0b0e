/** One column of an export: its header (translated) and the cell of a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

// Excel decodes a file without a byte-order mark as the machine's code page: Hindi, Tamil,
// Telugu and Kannada names would open as mojibake.
export const BOM = '\uFEFF';

// A text cell a spreadsheet would run as a formula (OWASP "CSV injection"): a name typed as
// `=HYPERLINK(...)` in a sign-up form must open as text. Tab and carriage return start one too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 writes it: quoted when it holds a quote, comma or line break; text that would start a formula is kept as text. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are data (a refund is negative on purpose): only text can smuggle a formula in.
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header line, one line per row, CRLF line ends (what Excel and RFC 4180 expect). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return `${BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** Paise as rupees with two decimals: a number a spreadsheet sums, not a formatted string. */
export const rupeesCell = (paise: number | null | undefined) => (paise === null || paise === undefined ? null : (paise / 100).toFixed(2));
