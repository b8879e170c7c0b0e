// startStack(): the whole local Supabase in one call, used by the CLI
// (`pnpm start`, `pnpm db:reset`), by the test globalSetup and by the benchmark.
import fs from 'node:fs';
import path from 'node:path';
import { defaultDataDir, jwtSecretFromEnv, portsFromEnv, runtimeConfigFile, type Ports } from './config.ts';
import { apiKeys } from './keys.ts';
import { migrate } from './migrate.ts';
import { assertPortsFree } from './ports.ts';
import { externalPostgres, startEmbeddedPostgres, type PostgresHandle } from './postgres.ts';

export interface StackOptions {
  /** Embedded Postgres data directory (default `<repo>/.local/pg`). */
  dataDir?: string;
  /** Ports (default from SUPABASE_PORT / SUPABASE_DB_PORT / SUPABASE_REST_PORT, else 54321/54322/54323). */
  ports?: Partial<Ports>;
  /** Existing server to use instead of the embedded one (default DATABASE_URL). */
  databaseUrl?: string;
  /** HS256 secret shared by gateway and PostgREST (default JWT_SECRET or Supabase's local default). */
  jwtSecret?: string;
  /** Wipe the embedded data directory first (`pnpm db:reset`). */
  reset?: boolean;
  /** Write `<repo>/.local/supabase.json` for the frontend start script (default: only for the default data dir). */
  writeRuntimeConfig?: boolean;
  /** No progress output. */
  quiet?: boolean;
}

export interface Stack {
  /** Gateway URL the apps use as SUPABASE_URL. */
  url: string;
  anonKey: string;
  serviceKey: string;
  /** Superuser connection string of the database. */
  dbUrl: string;
  jwtSecret: string;
  ports: Ports;
  /** How long each phase of the start took, in ms. */
  timings: Record<string, number>;
  stop(): Promise<void>;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  const log = opts.quiet ? () => {} : (m: string) => console.log(m);
  const phase = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const r = await fn();
    timings[name] = Math.round(performance.now() - t);
    log(`  ${name.padEnd(12)} ${String(timings[name]).padStart(6)} ms`);
    return r;
  };

  const ports: Ports = { ...portsFromEnv(), ...opts.ports };
  const jwtSecret = opts.jwtSecret ?? jwtSecretFromEnv();
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const dataDir = path.resolve(opts.dataDir ?? defaultDataDir);

  await assertPortsFree(databaseUrl ? { api: ports.api, rest: ports.rest } : ports);

  if (opts.reset) {
    if (databaseUrl) throw new Error('db:reset only wipes the embedded database; with DATABASE_URL set, reset that server yourself.');
    log(`Wiping ${dataDir}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch((e) => console.error(e));
  };
  try {
    const pgHandle: PostgresHandle = await phase('postgres', () =>
      databaseUrl ? Promise.resolve(externalPostgres(databaseUrl)) : startEmbeddedPostgres({ dataDir, port: ports.db }),
    );
    cleanups.push(() => pgHandle.stop());

    const result = await phase('migrations', () => migrate(pgHandle.url, { log }));
    if (result.seedChanged) log('  note: supabase/seed.sql changed since it was applied; `pnpm db:reset` re-seeds.');

    const keys = await apiKeys(jwtSecret);
    const url = `http://127.0.0.1:${ports.api}`;
    timings.total = Math.round(performance.now() - t0);

    const writeConfig = opts.writeRuntimeConfig ?? dataDir === path.resolve(defaultDataDir);
    if (writeConfig) {
      fs.mkdirSync(path.dirname(runtimeConfigFile), { recursive: true });
      fs.writeFileSync(runtimeConfigFile, `${JSON.stringify({ url, anonKey: keys.anonKey, serviceKey: keys.serviceKey }, null, 2)}\n`);
    }
    return { url, ...keys, dbUrl: pgHandle.url, jwtSecret, ports, timings, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
