// Hosted stopped granting new tables to the API roles by default; for functions it keeps
// Postgres's EXECUTE for PUBLIC, and older projects also carry Supabase's former default
// `grant all on functions to anon, authenticated, service_role` in public. Our migrations
// revoke and grant EXECUTE explicitly, so what each API role may call must come out the same
// on a database with that former default as on ours.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLocalSql, migrate } from '../src/migrate.ts';
import { stack } from './helpers.ts';
import { createScratchDb, type ScratchDb } from './scratch-db.ts';

const MATRIX = `
  select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn,
         concat_ws(',', case when has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
                        case when has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end,
                        case when has_function_privilege('service_role', p.oid, 'EXECUTE') then 'service_role' end) as roles
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private') and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype) and p.proname not like 'ls\\_%'
  order by 1`;

async function matrix(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return Object.fromEntries((await c.query(MATRIX)).rows.map((r) => [r.fn, r.roles]));
  } finally {
    await c.end();
  }
}

describe('function grants do not depend on default privileges', () => {
  let legacy: ScratchDb;
  beforeAll(async () => {
    legacy = await createScratchDb('fndefaults');
    const admin = new pg.Client({ connectionString: legacy.adminUrl });
    admin.on('notice', () => {});
    await admin.connect();
    try {
      await applyLocalSql(admin);
      await admin.query(`alter default privileges for role postgres in schema public
                         grant all on functions to anon, authenticated, service_role`);
    } finally {
      await admin.end();
    }
    await migrate({ admin: legacy.adminUrl, owner: legacy.ownerUrl }, { seed: false });
  });
  afterAll(async () => {
    await legacy?.drop();
  });

  it('gives every API role the same functions with and without the former default grant', async () => {
    const ours = await matrix(stack().dbUrl);
    const withFormerDefault = await matrix(legacy.ownerUrl);
    expect(Object.keys(withFormerDefault).length).toBeGreaterThan(30);
    expect(withFormerDefault).toEqual(ours);
  });
});
