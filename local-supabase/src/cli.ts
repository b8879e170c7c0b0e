// `tsx local-supabase/src/cli.ts start`: runs the stack in the foreground until
// Ctrl-C / SIGTERM, then stops PostgREST and Postgres with it.
// `reset`: wipes the embedded database, migrates and seeds it afresh, then exits.
// `types [--check]`: writes (or checks) shared/supabase/database.types.ts and booking-graph.generated.ts from the migrations.
import fs from 'node:fs';
import path from 'node:path';
import { backupDatabase, restoreDatabase, RestoreError } from './backup.ts';
import { runDbTypes } from './db-types.ts';
import { adminUser, portsFromEnv, repoRoot } from './config.ts';
import { LegacyDatabaseError, MigrationError } from './migrate.ts';
import { MigrationHistoryError } from './migration-history.ts';
import { PortInUseError } from './ports.ts';
import { PostgresStartError } from './postgres.ts';
import { startStack, type Stack } from './stack.ts';

const command = process.argv[2] ?? 'start';
// `start --fresh`: wipe, migrate and seed, then keep running (the end-to-end suite's own database).
const fresh = process.argv.includes('--fresh');
if (command === 'backup' || command === 'restore') {
  process.exit(await backupOrRestore(command, process.argv[3]));
}
if (command === 'types') {
  try {
    process.exit(await runDbTypes(process.argv.includes('--check')));
  } catch (e) {
    console.error(e instanceof MigrationError || e instanceof MigrationHistoryError || e instanceof PostgresStartError ? e.message : e);
    process.exit(1);
  }
}
if (command !== 'start' && command !== 'reset') {
  console.error('usage: cli.ts start [--fresh] | reset | types [--check] | backup [file] | restore <file>');
  process.exit(2);
}

console.log(command === 'reset' ? 'Resetting the local Supabase stack…' : 'Starting the local Supabase stack…');
let stack: Stack | undefined;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await stack?.stop();
  process.exit(0);
}
// Add our handlers, never remove others' (we used to removeAllListeners, which also took off the
// listener a `tsx` parent relies on to see the signal acknowledged; it then SIGKILLed this process
// mid-shutdown). bin/local-supabase.mjs runs this file without any relaying parent.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  // A reset exits at once: no schedule to start (and wait for) on the way out.
  stack = await startStack({ reset: command === 'reset' || fresh, ...(command === 'reset' ? { bookingTimers: false as const } : {}) });
  if (command === 'reset') {
    // A reset leaves a freshly migrated and seeded database behind, then gets out of the way.
    console.log(`Database recreated, migrated and seeded in ${stack.timings.total} ms. Run \`pnpm start\` to use it.`);
    await stack.stop();
    process.exit(0);
  }
  console.log(`
Local Supabase is ready in ${stack.timings.total} ms
  API URL          ${stack.url}
  anon key         ${stack.anonKey}
  service key      ${stack.serviceKey}
  publishable key  ${stack.publishableKey}
  secret key       ${stack.secretKey} (servers only: refused from a browser)
  JWT secret       ${stack.jwtSecret}${stack.secretsFile ? ` (this install's, kept in ${stack.secretsFile})` : ''}
  database         ${stack.dbUrl}
${stack.inboxUrl ? `  mail inbox       ${stack.inboxUrl}\n` : ''}  SMS inbox        ${stack.url}/sms-inbox
  Edge Functions   ${stack.url}/functions/v1/<name> (supabase/functions, secrets in supabase/functions/.env)
  scheduled jobs   ${stack.bookingTimers ? `private.scheduled_jobs, ${stack.bookingTimers.intervalMs >= 60_000 ? 'each at its cron schedule' : `every job every ${stack.bookingTimers.intervalMs / 1000} s`} (SUPABASE_CRON_INTERVAL_MS)` : 'off (SUPABASE_CRON_INTERVAL_MS=0)'}
${stack.runtimeConfigFile ? `  runtime config   ${stack.runtimeConfigFile}\n` : ''}Press Ctrl-C to stop.`);
} catch (e) {
  if (
    e instanceof PortInUseError ||
    e instanceof PostgresStartError ||
    e instanceof MigrationError ||
    e instanceof MigrationHistoryError ||
    e instanceof LegacyDatabaseError
  )
    console.error(`\n${e.message}`);
  else console.error(e);
  process.exit(1);
}

/** `backup [file]` / `restore <file>` against the running stack's database as its superuser (restoring turns triggers off), or DATABASE_URL. */
async function backupOrRestore(which: 'backup' | 'restore', file: string | undefined): Promise<number> {
  const dbUrl = process.env.DATABASE_URL || `postgres://${adminUser.user}:${adminUser.password}@127.0.0.1:${portsFromEnv().db}/postgres`;
  try {
    if (which === 'backup') {
      const target = path.resolve(file ?? path.join(repoRoot, '.local', 'backups', `${new Date().toISOString().replaceAll(':', '-')}.jsonl`));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const { tables, rows } = await backupDatabase(dbUrl, target);
      console.log(`Backed up ${rows} rows from ${tables} tables (public and auth) to ${target}`);
    } else {
      if (!file) {
        console.error('usage: pnpm db:restore <file>');
        return 2;
      }
      const { tables, rows } = await restoreDatabase(dbUrl, path.resolve(file));
      console.log(`Restored ${rows} rows into ${tables} tables from ${file}`);
    }
    return 0;
  } catch (e) {
    const reason = e instanceof RestoreError ? e.message : (e as Error).message;
    console.error(`${which} failed: ${reason}${/ECONNREFUSED/.test(reason) ? ' (is the local stack running? `pnpm start`)' : ''}`);
    return 1;
  }
}
