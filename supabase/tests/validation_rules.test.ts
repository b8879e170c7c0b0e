// One validation source per rule, judged alike on both sides: every string of
// shared/validation/fixtures.json goes through the SQL rule (migration 0020) and through the
// TypeScript schema (shared/validation/rules.ts), and both must give the fixture's verdict and,
// for valid input, the fixture's stored form.
import { describe, expect, it } from 'vitest';
import fixtures from '../../shared/validation/fixtures.json';
import { ruleSchemas, type RuleName } from '../../shared/validation/rules.ts';
import { setupDb } from './helpers/db.ts';

const { tx } = setupDb();

interface RuleFixture {
  valid: string[];
  invalid: string[];
  normalised: Record<string, string>;
}
const rules = fixtures as unknown as Record<RuleName, RuleFixture>;

/** Each rule's SQL verdict and stored form, as the validating triggers apply them. */
const SQL: Record<RuleName, { verdict: string; stored: string }> = {
  phone: { verdict: 'private.is_indian_mobile($1)', stored: 'private.normalise_indian_mobile($1)' },
  email: { verdict: 'private.is_email($1)', stored: 'private.trim_text($1)' },
  personName: { verdict: 'private.is_person_name($1)', stored: 'private.trim_text($1)' },
  city: { verdict: 'private.is_city($1)', stored: 'private.trim_text($1)' },
  contactSubject: { verdict: 'private.is_contact_subject($1)', stored: 'private.trim_text($1)' },
  contactMessage: { verdict: 'private.is_contact_message($1)', stored: 'private.trim_text($1)' },
  providerMessage: { verdict: 'private.is_provider_message($1)', stored: 'private.trim_text($1)' },
};

/**
 * The schema's verdict through the Standard Schema interface every valibot schema implements
 * (valibot itself is a dependency of shared/, not of the repository root where this runs).
 */
function judge(rule: RuleName, input: string): { success: boolean; output?: unknown } {
  const result = ruleSchemas[rule]['~standard'].validate(input);
  if (result instanceof Promise) throw new Error(`${rule}: the schema is asynchronous`);
  return result.issues ? { success: false } : { success: true, output: result.value };
}

const show = (s: string) => (s.length > 40 ? `${JSON.stringify(s.slice(0, 20))}… (${[...s].length} code points)` : JSON.stringify(s));

describe('validation rules: SQL and TypeScript give the fixtures\' verdicts', () => {
  it('every rule of the fixtures has a SQL function and a TypeScript schema, and no more', () => {
    expect(Object.keys(SQL).sort()).toEqual(Object.keys(rules).sort());
    expect(Object.keys(ruleSchemas).sort()).toEqual(Object.keys(rules).sort());
  });

  for (const rule of Object.keys(SQL) as RuleName[]) {
    it(`${rule}: same verdicts and stored forms`, () =>
      tx(async (t) => {
        const { valid, invalid, normalised } = rules[rule];
        const cases = [...valid.map((input) => ({ input, expected: true })), ...invalid.map((input) => ({ input, expected: false }))];
        const disagreements: string[] = [];
        for (const { input, expected } of cases) {
          const [row] = await t.sys<{ ok: boolean; stored: string | null }>(`select ${SQL[rule].verdict} as ok, ${SQL[rule].stored} as stored`, [input]);
          const ts = judge(rule, input);
          if (row.ok !== expected) disagreements.push(`SQL says ${row.ok ? 'valid' : 'invalid'}: ${show(input)}`);
          if (ts.success !== expected) disagreements.push(`TS says ${ts.success ? 'valid' : 'invalid'}: ${show(input)}`);
          if (expected && input in normalised) {
            if (row.stored !== normalised[input]) disagreements.push(`SQL stores ${show(String(row.stored))} for ${show(input)}`);
            if (ts.success && ts.output !== normalised[input]) disagreements.push(`TS stores ${show(String(ts.output))} for ${show(input)}`);
          }
        }
        expect(disagreements).toEqual([]);
        expect(cases.length).toBeGreaterThan(5);
      }));
  }

  it('the stored form is what the tables keep: a phone typed any way is stored as +91 and ten digits', () =>
    tx(async (t) => {
      for (const [input, stored] of Object.entries(rules.phone.normalised)) {
        await t.sys(`update public.profiles set phone = $1 where id = 'a0000000-0000-4000-8000-000000000002'`, [input]);
        const [row] = await t.sys<{ phone: string }>(`select phone from public.profiles where id = 'a0000000-0000-4000-8000-000000000002'`);
        expect(row.phone, input).toBe(stored);
      }
    }));
});
