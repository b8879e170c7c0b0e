// Small assertions shared by the row-level-security suites.
import { expect } from 'vitest';
import type { DbError } from './db.ts';

type Attempt = { rows: unknown[]; error?: DbError };

/** The statement failed with this SQLSTATE (42501 insufficient_privilege, 23514 check_violation...). */
export function expectError(r: Attempt, code: string, message?: RegExp) {
  expect(r.error, `expected SQLSTATE ${code}, got ${r.error ? r.error.code + ' ' + r.error.message : `${r.rows.length} row(s)`}`).toBeDefined();
  expect(r.error!.code, r.error!.message).toBe(code);
  if (message) expect(r.error!.message).toMatch(message);
}

/** The statement ran and touched (or returned) nothing: row-level security hid the rows. */
export function expectNoRows(r: Attempt) {
  expect(r.error, r.error?.message).toBeUndefined();
  expect(r.rows).toHaveLength(0);
}

/** The statement succeeded and affected/returned exactly n rows. */
export function expectRows(r: Attempt, n: number) {
  expect(r.error, r.error?.message).toBeUndefined();
  expect(r.rows).toHaveLength(n);
}

/** Refused either way: an error (RLS violation, guard) or zero rows affected. */
export function expectRefused(r: Attempt) {
  if (r.error) expect(['42501', '23514', 'P0001']).toContain(r.error.code);
  else expect(r.rows).toHaveLength(0);
}

/**
 * Nothing read or changed: the role has no privilege on the table at all (42501 "permission
 * denied", as on hosted, where a table's grants follow its policies), or it has one and
 * row-level security hid every row. grants.test.ts pins down which of the two applies.
 */
export function expectNoAccess(r: Attempt) {
  if (r.error) {
    expect(r.error.code, r.error.message).toBe('42501');
    expect(r.error.message).toMatch(/^permission denied for (table|view|sequence)/);
  } else {
    expect(r.rows).toHaveLength(0);
  }
}
