import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fixtures from '@utsav/shared/validation/fixtures.json';
import { normaliseIndianMobile, ruleSchemas, type RuleName } from '@utsav/shared/validation/rules';

interface RuleFixture {
  valid: string[];
  invalid: string[];
  normalised: Record<string, string>;
}

const rules = fixtures as Record<RuleName, RuleFixture>;

describe('validation rules agree with the shared fixtures (SQL runs the same ones)', () => {
  it('has a schema for every rule in the fixtures and fixtures for every schema', () => {
    expect(Object.keys(rules).sort()).toEqual(Object.keys(ruleSchemas).sort());
  });

  describe.each(Object.keys(rules) as RuleName[])('%s', (rule) => {
    const { valid, invalid, normalised } = rules[rule];
    it.each(valid)('accepts %j', (input) => {
      expect(v.safeParse(ruleSchemas[rule], input).success).toBe(true);
    });
    it.each(invalid)('refuses %j', (input) => {
      expect(v.safeParse(ruleSchemas[rule], input).success).toBe(false);
    });
    it.each(Object.entries(normalised))('stores %j as %j', (input, expected) => {
      expect(v.parse(ruleSchemas[rule], input)).toBe(expected);
    });
  });

  it('normalises a phone number one way only', () => {
    for (const input of rules.phone.valid) expect(normaliseIndianMobile(input)).toBe(v.parse(ruleSchemas.phone, input));
    for (const input of rules.phone.invalid) expect(normaliseIndianMobile(input)).toBeNull();
  });
});
