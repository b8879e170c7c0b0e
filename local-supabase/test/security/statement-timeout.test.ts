// Finding: an anonymous PostgREST filter with a regular expression full of backreferences
// (`?description=match.^(.*)(.*)(.*)(.*)\4\3\2\1$`) ran for minutes, and ten of them held
// every pooled PostgREST connection, so every REST call answered 504. Hosted Supabase caps each
// API role's statements (anon 3 s, authenticated 8 s, the authenticator's 8 s for the rest);
// local-supabase/sql/00-supabase-compat.sql now sets the same, and PostgREST applies the
// impersonated role's setting in each request. The attack requests end with 57014 and an
// ordinary request is still answered.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { stack } from '../helpers.ts';

// Four greedy groups and their backreferences in reverse: the matcher backtracks through every
// split of each description (minutes per request without a limit).
const CATASTROPHIC = '^(.*)(.*)(.*)(.*)\\4\\3\\2\\1$';

const anonHeaders = () => ({ apikey: stack().anonKey, Authorization: `Bearer ${stack().anonKey}` });

const inFlight: Promise<unknown>[] = [];
afterAll(async () => {
  await Promise.allSettled(inFlight);
});

async function runningRegexQueries(): Promise<number> {
  const admin = new pg.Client({ connectionString: stack().adminDbUrl });
  await admin.connect();
  try {
    const r = await admin.query(
      `select count(*)::int as n from pg_stat_activity where usename = 'authenticator' and state = 'active' and query like '%~%'`,
    );
    return r.rows[0].n as number;
  } finally {
    await admin.end();
  }
}

describe('statement timeouts per API role', () => {
  it('ten anonymous catastrophic regex filters end with 57014 and do not starve other requests', async () => {
    const url = `${stack().url}/rest/v1/services?select=id&description=match.${encodeURIComponent(CATASTROPHIC)}`;
    const attacks = Array.from({ length: 10 }, () =>
      fetch(url, { headers: anonHeaders(), signal: AbortSignal.timeout(60_000) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } })),
    );
    inFlight.push(...attacks);

    // While they run (PostgREST's whole pool is theirs), an ordinary request is still answered.
    await expect.poll(runningRegexQueries, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
    const normal = await fetch(`${stack().url}/rest/v1/service_categories?select=slug&order=sort_order`, {
      headers: anonHeaders(),
      signal: AbortSignal.timeout(30_000),
    });
    expect(normal.status).toBe(200);
    expect(((await normal.json()) as unknown[]).length).toBe(7);

    const results = await Promise.all(attacks);
    for (const r of results) {
      expect(r.body.code).toBe('57014');
      expect(r.status).toBeGreaterThanOrEqual(400);
    }
  }, 90_000);

  it('each API role has the statement timeout hosted Supabase gives it', async () => {
    const admin = new pg.Client({ connectionString: stack().adminDbUrl });
    await admin.connect();
    try {
      const r = await admin.query(`
        select r.rolname, s.setconfig
        from pg_roles r left join pg_db_role_setting s on s.setrole = r.oid and s.setdatabase = 0
        where r.rolname in ('anon', 'authenticated', 'authenticator') order by r.rolname`);
      const settings = Object.fromEntries(r.rows.map((row) => [row.rolname, row.setconfig as string[]]));
      expect(settings.anon).toContain('statement_timeout=3s');
      expect(settings.authenticated).toContain('statement_timeout=8s');
      expect(settings.authenticator).toEqual(expect.arrayContaining(['statement_timeout=8s', 'lock_timeout=8s']));
    } finally {
      await admin.end();
    }
  });
});
