// startStack(): the whole local Supabase in one call, used by the CLI
// (`pnpm start`, `pnpm db:reset`), by the test globalSetup and by the benchmark.
import fs from 'node:fs';
import path from 'node:path';
import { defaultDataDir, listenHostFromEnv, portsFromEnv, runtimeConfigFile, type Ports } from './config.ts';
import { startGatewayProcess } from './gateway-process.ts';
import { apiKeys } from './keys.ts';
import { mailPortsFromEnv, startMailCatcher } from './auth/mail-catcher.ts';
import { migrate } from './migrate.ts';
import { startPostgrest } from './postgrest.ts';
import { assertPortsFree } from './ports.ts';
import { externalPostgres, startEmbeddedPostgres, type PostgresHandle } from './postgres.ts';
import { intervalFromEnv, startBookingTimers, type BookingTimers } from './scheduler/booking-timers.ts';
import { storageLimitFromEnv } from './storage/limits.ts';
import { loadOrCreateJwtSecret, secretsFileFromEnv } from './secrets.mjs';
import { createDataDirFromTemplate, isNewDataDir, templatesEnabled } from './template.ts';

export interface StackOptions {
  /** Embedded Postgres data directory (default SUPABASE_DATA_DIR, else `<repo>/.local/pg`). */
  dataDir?: string;
  /** Ports (default from SUPABASE_PORT / SUPABASE_DB_PORT / SUPABASE_REST_PORT, else 54321/54322/54323). */
  ports?: Partial<Ports>;
  /** Existing server to use instead of the embedded one (default DATABASE_URL). */
  databaseUrl?: string;
  /** HS256 secret shared by gateway and PostgREST (default JWT_SECRET, else the per-install one in secretsFile). */
  jwtSecret?: string;
  /** Where the per-install secret is kept, created on first start (default SUPABASE_SECRETS_FILE, else `<repo>/.local/secrets.json`). */
  secretsFile?: string;
  /** Gateway listen address (default SUPABASE_HOST, else 127.0.0.1). */
  host?: string;
  /**
   * A child died and could not be brought back (Postgres after a minute of attempts). Default:
   * say so, stop the rest of the stack and exit 1, rather than run half-alive.
   */
  onFatal?: (e: Error) => void;
  /** Wipe the embedded data directory first (`pnpm db:reset`). */
  reset?: boolean;
  /** Write `<repo>/.local/supabase.json` for the frontend start script (default: only for the default data dir). */
  writeRuntimeConfig?: boolean;
  /** Apply supabase/seed.sql to a database that has not had it (default true; SUPABASE_SEED=0 turns it off). */
  seed?: boolean;
  /**
   * A new embedded data directory starts as a copy of the migrated (and seeded) template in
   * .local/templates rather than by initdb and a replay of every migration (default true;
   * SUPABASE_TEMPLATE=0 turns it off). See template.ts.
   */
  template?: boolean;
  /** No progress output. */
  quiet?: boolean;
  /** Mail catcher ports (default SUPABASE_SMTP_PORT / SUPABASE_INBOX_PORT, else the gateway port + 4 / + 3). */
  mailPorts?: { smtp: number; web: number };
  /** Edge Function secrets over supabase/functions/.env and the local defaults (the tests' own Razorpay keys). */
  functionSecrets?: Record<string, string>;
  /**
   * The scheduled jobs (the rows of private.scheduled_jobs, which pg_cron runs on hosted): each at its
   * cron schedule at the default interval of 60000 ms, every job every `intervalMs` when shorter
   * (default SUPABASE_CRON_INTERVAL_MS; 0 turns them off).
   * `false`: none.
   */
  bookingTimers?: false | { intervalMs?: number };
}

export interface Stack {
  /** Gateway URL the apps use as SUPABASE_URL. */
  url: string;
  anonKey: string;
  serviceKey: string;
  /** Hosted's opaque keys (sb_publishable_…, sb_secret_…), mapped to anon and service_role by the gateway. */
  publishableKey: string;
  secretKey: string;
  /** The owner role's connection string (`postgres`, not a superuser, bypasses RLS): what hosted gives a developer. */
  dbUrl: string;
  /** The superuser's connection string (supabase_admin): for platform-level checks only. */
  adminDbUrl: string;
  jwtSecret: string;
  ports: Ports;
  /** How long each phase of the start took, in ms. */
  timings: Record<string, number>;
  /** Where url/anonKey/serviceKey were written for the frontend, if they were. */
  runtimeConfigFile?: string;
  /** Where the generated secret is kept (undefined when it came from JWT_SECRET or the options). */
  secretsFile?: string;
  /** The mail catcher's web inbox (absent when AUTH_SMTP_HOST sends mail elsewhere). */
  inboxUrl?: string;
  /** The booking timers' scheduler, when it runs. */
  bookingTimers?: BookingTimers;
  /** Current process ids of the supervised children (they change when one is restarted after dying). */
  postgrestPid(): number | undefined;
  gatewayPid(): number | undefined;
  postgresPid(): number | undefined;
  stop(): Promise<void>;
}

/** Storage's files beside the database that holds their rows (`.local/storage` for `.local/pg`). */
export const storageDirOf = (dataDir: string) => path.join(path.dirname(dataDir), `${path.basename(dataDir) === 'pg' ? '' : `${path.basename(dataDir)}-`}storage`);

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
  const secret = opts.jwtSecret ? { jwtSecret: opts.jwtSecret, file: undefined, created: false } : loadOrCreateJwtSecret(opts.secretsFile ?? secretsFileFromEnv());
  const { jwtSecret } = secret;
  if (secret.created) log(`  generated a JWT secret for this install: ${secret.file}`);
  const host = opts.host ?? listenHostFromEnv();
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const dataDir = path.resolve(opts.dataDir ?? process.env.SUPABASE_DATA_DIR ?? defaultDataDir);
  // Read before anything starts: a bad SUPABASE_CRON_INTERVAL_MS stops the start with its name.
  const timersInterval = opts.bookingTimers === false ? 0 : (opts.bookingTimers?.intervalMs ?? intervalFromEnv());
  storageLimitFromEnv();

  await assertPortsFree(databaseUrl ? { api: ports.api, rest: ports.rest } : ports);

  if (opts.reset) {
    if (databaseUrl) throw new Error('db:reset only wipes the embedded database; with DATABASE_URL set, reset that server yourself.');
    log(`Wiping ${dataDir}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(storageDirOf(dataDir), { recursive: true, force: true });
  }

  const cleanups: (() => Promise<void>)[] = [];
  // Run first, all at once, when stopping begins: a child that exits from then on (Ctrl-C reaches
  // the whole process group) is not restarted while the others are still being stopped in order.
  const markStopping: (() => void)[] = [];
  const stopAll = async () => {
    for (const mark of markStopping.splice(0)) mark();
    for (const c of cleanups.splice(0).reverse()) await c().catch((e) => console.error(e));
  };
  const onFatal =
    opts.onFatal ??
    ((e: Error) => {
      console.error(`\nThe local stack cannot go on: ${e.message}\nStopping everything.`);
      void stopAll().finally(() => process.exit(1));
    });
  const seed = opts.seed ?? process.env.SUPABASE_SEED !== '0';
  try {
    if (!databaseUrl && (opts.template ?? templatesEnabled()) && isNewDataDir(dataDir)) {
      const t = await phase('template', () => createDataDirFromTemplate(dataDir, { seed, log }));
      if (t.built) log(`  (template built; later fresh starts copy ${path.relative(process.cwd(), t.template) || t.template})`);
    }
    const pgHandle: PostgresHandle = await phase('postgres', () =>
      databaseUrl ? Promise.resolve(externalPostgres(databaseUrl, process.env.DATABASE_OWNER_URL)) : startEmbeddedPostgres({ dataDir, port: ports.db, onFatal }),
    );
    cleanups.push(() => pgHandle.stop());
    markStopping.push(() => pgHandle.markStopping?.());

    const result = await phase('migrations', () => migrate({ admin: pgHandle.url, owner: pgHandle.ownerUrl }, { log, seed }));
    if (result.seedChanged) log('  note: supabase/seed.sql changed since it was applied; `pnpm db:reset` re-seeds.');

    const keys = await apiKeys(jwtSecret);
    const url = `http://127.0.0.1:${ports.api}`;
    const dbName = new URL(pgHandle.url).pathname.slice(1) || 'postgres';

    const rest = await phase('postgrest', () =>
      startPostgrest({ dbHost: pgHandle.host, dbPort: pgHandle.port, dbName, port: ports.rest, jwtSecret, log: (m) => console.error(m) }),
    );
    // If the process dies without running stop(), at least PostgREST goes with it.
    const killRest = () => rest.killNow();
    process.on('exit', killRest);
    markStopping.push(() => rest.markStopping());
    cleanups.push(async () => {
      process.off('exit', killRest);
      await rest.stop();
    });

    // Auth emails go to the local mail catcher unless AUTH_SMTP_HOST names another SMTP server.
    const externalSmtp = process.env.AUTH_SMTP_HOST ? { host: process.env.AUTH_SMTP_HOST, port: Number(process.env.AUTH_SMTP_PORT || 25) } : undefined;
    const mail = externalSmtp ? undefined : await phase('mail', () => startMailCatcher(opts.mailPorts ?? mailPortsFromEnv(ports.api)));
    if (mail) cleanups.push(() => mail.stop());

    const gateway = await phase('gateway', () =>
      startGatewayProcess(
        { port: ports.api, host, url, dbUrl: pgHandle.url, ownerDbUrl: pgHandle.ownerUrl, restPort: ports.rest, jwtSecret, storageDir: storageDirOf(dataDir), smtp: externalSmtp ?? mail?.smtp, functionSecrets: opts.functionSecrets },
        (m) => console.error(m),
      ),
    );
    cleanups.push(() => gateway.stop());

    // Last in, so first out: stopped before the gateway it calls.
    const bookingTimers = timersInterval > 0 ? startBookingTimers({ url, serviceKey: keys.serviceKey, dbUrl: pgHandle.ownerUrl, intervalMs: timersInterval }) : undefined;
    if (bookingTimers) {
      markStopping.push(() => bookingTimers.markStopping());
      cleanups.push(() => bookingTimers.stop());
      log(`  scheduled jobs (private.scheduled_jobs) ${timersInterval >= 60_000 ? 'at their cron schedules' : `every ${timersInterval / 1000} s`}`);
    }
    timings.total = Math.round(performance.now() - t0);

    const writeConfig = opts.writeRuntimeConfig ?? dataDir === path.resolve(defaultDataDir);
    if (writeConfig) {
      fs.mkdirSync(path.dirname(runtimeConfigFile), { recursive: true });
      fs.writeFileSync(runtimeConfigFile, `${JSON.stringify({ url, anonKey: keys.anonKey, serviceKey: keys.serviceKey, publishableKey: keys.publishableKey, secretKey: keys.secretKey, inboxUrl: mail?.url }, null, 2)}\n`);
    }
    return {
      url,
      ...keys,
      dbUrl: pgHandle.ownerUrl,
      adminDbUrl: pgHandle.url,
      jwtSecret,
      secretsFile: secret.file,
      inboxUrl: mail?.url,
      bookingTimers,
      ports,
      timings,
      postgrestPid: () => rest.pid(),
      gatewayPid: () => gateway.pid(),
      postgresPid: () => pgHandle.pid?.(),
      runtimeConfigFile: writeConfig ? runtimeConfigFile : undefined,
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
