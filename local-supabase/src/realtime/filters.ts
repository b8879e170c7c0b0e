// Realtime's postgres_changes filter syntax: `column=op.value`, with op one of
// eq, neq, lt, lte, gt, gte, in (values `(a,b,c)`), as Supabase Realtime accepts.
export interface Filter {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  value: string | string[];
}

const OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
/** A filter is one condition on one column; a longer one is not something a client means. */
const MAX_FILTER_LENGTH = 4096;

export function parseFilter(raw: unknown): Filter | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw new Error('invalid filter: expected a string such as column=eq.value');
  if (raw.length > MAX_FILTER_LENGTH) throw new Error('invalid filter: too long');
  const m = /^([A-Za-z_][\w$]*)=(\w+)\.([\s\S]*)$/.exec(raw);
  if (!m || !OPS.has(m[2]!)) throw new Error(`invalid filter "${raw}": expected column=eq.value (eq, neq, lt, lte, gt, gte, in)`);
  const op = m[2] as Filter['op'];
  let value: string | string[] = m[3]!;
  if (op === 'in') {
    const inner = /^\((.*)\)$/s.exec(value);
    if (!inner) throw new Error(`invalid filter "${raw}": in needs (a,b,…)`);
    value = inner[1]!.split(',').map((v) => v.trim().replace(/^"(.*)"$/, '$1'));
  }
  return { column: m[1]!, op, value };
}

export const filterKey = (f: Filter) => JSON.stringify([f.column, f.op, f.value]);

export const SQL_OPS: Record<Filter['op'], string> = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=', in: '= any' };

/**
 * For DELETE, whose row cannot be re-read: compare against the old values Realtime has (the
 * primary key; under RLS nothing else), as text. A filter on any other column cannot match,
 * as on hosted, where it evaluates to null.
 */
export function matchesOldRow(f: Filter, old: Record<string, unknown>): boolean {
  if (!(f.column in old)) return false;
  const v = old[f.column];
  const s = v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (s === null) return false;
  const num = (x: string) => (Number.isFinite(Number(x)) && Number.isFinite(Number(s)) ? [Number(s), Number(x)] : [s, x]);
  switch (f.op) {
    case 'eq':
      return s === f.value;
    case 'neq':
      return s !== f.value;
    case 'in':
      return (f.value as string[]).includes(s);
    default: {
      const [a, b] = num(f.value as string);
      return f.op === 'lt' ? a! < b! : f.op === 'lte' ? a! <= b! : f.op === 'gt' ? a! > b! : a! >= b!;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^[+-]?\d{1,15}$/;

/** Equal, different, or not knowable without Postgres (types whose text forms vary). */
function sameValue(v: unknown, text: string): boolean | undefined {
  if (typeof v === 'string' && UUID.test(v) && UUID.test(text)) return v.toLowerCase() === text.toLowerCase();
  if (typeof v === 'number' && Number.isSafeInteger(v) && INTEGER.test(text)) return v === Number(text);
  return undefined;
}

/**
 * True only when an eq or in filter certainly does not match the changed row (its new values, as
 * the change carries them): uuid and integer values compared as Postgres would. Anything else
 * (other types, other operators, a value missing) may match, and Postgres decides on the re-read;
 * this only spares the re-reads of subscribers a change is certainly not for.
 */
export function certainlyMisses(f: Filter, row: Record<string, unknown> | undefined): boolean {
  if (!row || !(f.column in row) || (f.op !== 'eq' && f.op !== 'in')) return false;
  const v = row[f.column];
  if (v === null) return true; // `= x` and `= any(…)` are never true for null
  const values = f.op === 'in' ? (f.value as string[]) : [f.value as string];
  return values.every((x) => sameValue(v, x) === false);
}
