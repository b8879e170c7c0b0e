// supabase/schemas holds one current definition of every database object (issue 23): no table,
// view, type, function (by name and arguments), trigger, policy or index is created in two schema
// files or twice in one, and every schema file is one config.toml's schema_paths loads, in the
// order its numbers give. Read with Postgres's own parser; no database needed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaFilesFromConfig } from '../../local-supabase/src/db-diff.ts';
import { definedObjects } from '../../local-supabase/src/schema-objects.ts';

const dir = path.join(import.meta.dirname, '..', 'schemas');
const schemaFiles = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();

/** Each object key defined more than once, with where: `function private.f(text): a.sql, b.sql`. */
function definedTwice(files: { name: string; sql: string }[]) {
  return (async () => {
    const where = new Map<string, string[]>();
    for (const f of files) for (const key of await definedObjects(f.sql)) where.set(key, [...(where.get(key) ?? []), f.name]);
    return [...where].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names.join(', ')}`);
  })();
}

describe('supabase/schemas', () => {
  it('defines every object once', async () => {
    const files = schemaFiles.map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
    const keys = (await Promise.all(files.map((f) => definedObjects(f.sql)))).flat();
    // The scan works: the tables, functions, triggers, policies and indexes of the app are there.
    expect(keys).toContain('table public.bookings');
    expect(keys).toContain('function private.guard_booking()');
    expect(keys).toContain('function public.request_booking(uuid, uuid, date, time, int4, text, text)');
    expect(keys.filter((k) => k.startsWith('policy ')).length).toBeGreaterThan(50);
    expect(await definedTwice(files)).toEqual([]);
  });

  it('finds an object defined twice, in two files or in one', async () => {
    const fn = 'create or replace function private.f(p text, out n int) returns int language sql as $$ select 1 $$;';
    const policy = 'create policy "p: read" on public.t for select using (true);';
    expect(
      await definedTwice([
        { name: 'a.sql', sql: `${fn}\ncreate table public.t (id int);\n${policy}` },
        { name: 'b.sql', sql: `${fn.replace('p text', 'q text')}\n${policy}\ncreate index t_idx on public.t (id);\ncreate index t_idx on public.t (id);` },
        { name: 'c.sql', sql: 'create or replace function private.f(p integer) returns int language sql as $$ select 1 $$;' },
      ]),
    ).toEqual(['function private.f(text): a.sql, b.sql', 'policy "p: read" on public.t: a.sql, b.sql', 'index public.t_idx: b.sql, b.sql']);
  });

  it('lists every schema file in config.toml schema_paths, in file-name order', () => {
    const listed = schemaFilesFromConfig().map((f) => path.relative(dir, f));
    expect(listed).toEqual(schemaFiles);
  });
});
