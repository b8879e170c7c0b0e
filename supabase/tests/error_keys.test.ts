// Every business-rule error the database raises carries a stable key in `hint` that the apps
// translate (migration 0021): read from the source of supabase/schemas, where each function is
// defined once (schema_files.test.ts sees to that), with no database needed.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '../../shared/supabase/error-keys.ts';

const dir = new URL('../schemas/', import.meta.url);

/** name -> body of its definition (quoted $$ or $tag$). */
function latestFunctionBodies(): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
    const sql = readFileSync(new URL(file, dir), 'utf8');
    for (const m of sql.matchAll(/create\s+(?:or\s+replace\s+)?function\s+([\w.]+)\s*\([\s\S]*?\$(\w*)\$([\s\S]*?)\$\2\$/gi)) {
      bodies.set(m[1]!.toLowerCase(), m[3]!);
    }
  }
  return bodies;
}

/** Each `raise exception ...;` statement of a body (a `;` inside a string literal does not end it). */
const raises = (body: string) => [...body.matchAll(/raise\s+exception\b(?:'(?:[^']|'')*'|[^';])*;/gi)].map((m) => m[0]);
const hintOf = (raise: string) => /\bhint\s*=\s*'([^']*)'/i.exec(raise)?.[1];

describe('error keys of the database', () => {
  const bodies = latestFunctionBodies();
  const all = [...bodies].flatMap(([name, body]) => raises(body).map((raise) => ({ name, raise, key: hintOf(raise) })));

  it('finds the raising functions (the scan works)', () => {
    expect(bodies.size).toBeGreaterThan(40);
    expect(all.length).toBeGreaterThanOrEqual(70);
  });

  it('every raise exception in the latest definitions carries a key in hint', () => {
    expect(all.filter((r) => !r.key).map((r) => `${r.name}: ${r.raise.slice(0, 80)}`)).toEqual([]);
  });

  it('keys are snake_case and every one is listed in shared/supabase/error-keys.ts', () => {
    const keys = [...new Set(all.flatMap((r) => (r.key ? [r.key] : [])))].sort();
    expect(keys.filter((k) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(k))).toEqual([]);
    const listed = new Set<string>(ERROR_KEYS);
    expect(keys.filter((k) => !listed.has(k))).toEqual([]);
  });

  it('every key the database raises is translated in the five languages', () => {
    const keys = [...new Set(all.flatMap((r) => (r.key ? [r.key] : [])))];
    for (const lang of ['en', 'hi', 'ta', 'te', 'kn']) {
      const messages = JSON.parse(readFileSync(new URL(`../../shared/locales/errors/${lang}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
      expect(keys.filter((k) => typeof messages[k] !== 'string' || !messages[k]), lang).toEqual([]);
    }
  });

  it('the keys list has no duplicates', () => {
    expect(ERROR_KEYS.length).toBe(new Set(ERROR_KEYS).size);
  });
});
