// @vitest-environment node
// A secret a function reads but the deploy steps never name is set by no one on hosted: the
// function then answers 500 on every call (RAZORPAY_KEY_ID was such a one). Every name read from
// a function's environment must be in README's `supabase secrets set` step and in
// supabase/functions/.env.example, the two places an operator copies secrets from.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const functionsDir = path.join(root, 'supabase', 'functions');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Names a source reads from Deno.env: literal `Deno.env.get('X')`, and literal arguments of a
 * local helper that passes its parameter on to Deno.env.get (the `get('X')` / `env('X')` the
 * shared modules use to fail loudly when a secret is missing).
 */
export function envNamesRead(source) {
  const names = new Set();
  for (const m of source.matchAll(/Deno\.env\.get\(\s*['"`]([A-Z0-9_]+)['"`]\s*\)/g)) names.add(m[1]);
  const helpers = new Set();
  const definitions = /(?:function\s+(\w+)\s*\(\s*(\w+)[^)]*\)|(?:const|let)\s+(\w+)\s*=\s*\(\s*(\w+)[^)]*\)\s*(?::[^=]+)?=>)/g;
  for (const m of source.matchAll(definitions)) {
    const name = m[1] ?? m[3];
    const param = m[2] ?? m[4];
    const body = source.slice(m.index, m.index + 400);
    if (new RegExp(`Deno\\.env\\.get\\(\\s*${param}\\s*\\)`).test(body)) helpers.add(name);
  }
  for (const helper of helpers) {
    for (const m of source.matchAll(new RegExp(`\\b${helper}\\(\\s*['"\`]([A-Z0-9_]+)['"\`]\\s*\\)`, 'g'))) names.add(m[1]);
  }
  return names;
}

/** README's secrets step: the bullet that starts with **Secrets** in "Deploying to Supabase". */
function readmeSecretsStep() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const deploying = readme.slice(readme.indexOf('## Deploying to Supabase'));
  const start = deploying.indexOf('- **Secrets**');
  expect(start, 'README has a "- **Secrets**" step under "Deploying to Supabase"').toBeGreaterThan(-1);
  const rest = deploying.slice(start + 1);
  const end = rest.search(/\n- \*\*|\n\n\*\*|\n## /);
  return end === -1 ? rest : rest.slice(0, end);
}

describe('secrets the Edge Functions read', () => {
  it('finds names read directly and through a helper', () => {
    const source = `const a = Deno.env.get('ALPHA');
      const get = (name: string) => { const v = Deno.env.get(name); if (!v) throw new Error(); return v; };
      function env(name: string): string { return Deno.env.get(name) ?? ''; }
      get('BETA'); env('GAMMA'); other('DELTA');`;
    expect([...envNamesRead(source)].sort()).toEqual(['ALPHA', 'BETA', 'GAMMA']);
  });

  it('are each named in README’s secrets step and in supabase/functions/.env.example', () => {
    const read = new Set(sourceFiles(functionsDir).flatMap((file) => [...envNamesRead(readFileSync(file, 'utf8'))]));
    // The platform sets these itself and refuses them as secrets.
    const wanted = [...read].filter((name) => !name.startsWith('SUPABASE_')).sort();
    expect(wanted).toContain('RAZORPAY_KEY_ID');
    const step = readmeSecretsStep();
    const example = readFileSync(path.join(functionsDir, '.env.example'), 'utf8');
    const mentioned = (text, name) => new RegExp(`\\b${name}\\b`).test(text);
    expect(wanted.filter((name) => !mentioned(step, name)), 'missing from README’s secrets step').toEqual([]);
    expect(wanted.filter((name) => !mentioned(example, name)), 'missing from .env.example').toEqual([]);
  });
});

describe('the Razorpay webhook step', () => {
  it('names the function’s URL, its secret and every event razorpay_apply_webhook applies', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const start = readme.indexOf('- **Razorpay webhook');
    expect(start, 'README has a "- **Razorpay webhook" step').toBeGreaterThan(-1);
    const rest = readme.slice(start + 1);
    const step = rest.slice(0, rest.search(/\n- \*\*|\n\n/));
    expect(step).toContain('https://<ref>.supabase.co/functions/v1/razorpay-webhook');
    expect(step).toContain('RAZORPAY_WEBHOOK_SECRET');
    const schemas = path.join(root, 'supabase', 'schemas');
    // supabase/schemas defines each function once: the definition a deployed database runs.
    const defining = readdirSync(schemas)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(path.join(schemas, f), 'utf8'))
      .filter((sql) => /create (?:or replace )?function public\.razorpay_apply_webhook/i.test(sql))
      .at(-1);
    expect(defining).toBeDefined();
    const body = defining.slice(defining.search(/create (?:or replace )?function public\.razorpay_apply_webhook/i));
    const events = [...body.slice(0, body.indexOf('$$;')).matchAll(/v_type in \(([^)]*)\)/g)].flatMap((m) => [...m[1].matchAll(/'([a-z_.]+)'/g)].map((e) => e[1]));
    expect(events).toContain('payment.captured');
    expect(events.filter((event) => !step.includes(`\`${event}\``))).toEqual([]);
  });
});
