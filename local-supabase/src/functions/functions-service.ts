// /functions/v1/<name>[/…]: the gateway's Edge Functions route, with hosted's rules. The request
// goes to the function's Deno worker with the /functions/v1 prefix removed (the function sees
// /<name>/…), its method, headers and body as they came (the body read whole first, so a slow
// upload holds only its own connection, never a socket to a worker); the answer streams back with
// no CORS added (a function answers its own OPTIONS and sets its own headers, as on hosted).
// Hosted's error answers: 404 NOT_FOUND, 405 for other methods, 401 {"msg":"Invalid JWT"},
// 503 BOOT_ERROR, 504 IDLE_TIMEOUT (no answer within the request idle timeout), 546 WORKER_LIMIT
// (the worker died mid-request, e.g. past its memory), each with an sb-error-code header.
import fs from 'node:fs';
import http from 'node:http';
import { BodyError, readBodyBuffer } from '../gateway/http-util.ts';
import { clientAddress } from '../gateway/rest-proxy.ts';
import { functionEntry, readFunctionSettings, settingsFor, type FunctionSettings } from './function-config.ts';
import { functionEnv, type FunctionEnvSource } from './function-env.ts';
import { BootError, spawnWorker, type FunctionWorker } from './function-workers.ts';
import { jwtChecker } from './verify-jwt.ts';

export interface FunctionsOptions {
  /** supabase/functions: one folder per function with its index.ts. */
  dir: string;
  /** supabase/config.toml ([functions.<name>] verify_jwt / enabled). */
  configFile: string;
  /** The stack's JWT secret: what a caller's token must be signed with. */
  jwtSecret: string;
  /** Where SUPABASE_URL, the keys, SUPABASE_DB_URL and the secrets come from. */
  env: FunctionEnvSource;
  /** Deno's module cache. */
  denoDir: string;
  /** Hosted's request idle timeout: no answer by then is a 504 (default 150 s, FUNCTIONS_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number;
  /** Time a worker may take to start (default 60 s: a first start downloads its npm: packages). */
  bootTimeoutMs?: number;
  log?: (m: string) => void;
  /** Largest request body (default 10 MiB); more is a 413 before the worker sees anything. */
  maxBodyBytes?: number;
  /** Time the whole body may take to arrive (default 30 s); then a 408. */
  bodyTimeoutMs?: number;
  /** Requests one client address may have in flight (default 32); more are a 429. */
  maxRequestsPerClient?: number;
}

export interface Functions {
  handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void>;
  close(): void;
}

const PREFIX = '/functions/v1';
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

export const isFunctionsPath = (pathname: string): boolean => pathname === PREFIX || pathname.startsWith(`${PREFIX}/`);

function idleTimeoutFromEnv(): number {
  const raw = process.env.FUNCTIONS_IDLE_TIMEOUT_MS;
  if (!raw) return 150_000;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`FUNCTIONS_IDLE_TIMEOUT_MS=${raw} is not a positive integer`);
  return n;
}

function reply(res: http.ServerResponse, status: number, body: unknown, errorCode?: string, headers: http.OutgoingHttpHeaders = {}): void {
  if (res.headersSent) return void res.destroy();
  const data = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(data),
    ...(errorCode ? { 'sb-error-code': errorCode } : {}),
    ...headers,
  });
  res.end(data);
}

export function createFunctions(opts: FunctionsOptions): Functions {
  const log = opts.log ?? ((m: string) => console.error(m));
  const idleTimeoutMs = opts.idleTimeoutMs ?? idleTimeoutFromEnv();
  const bootTimeoutMs = opts.bootTimeoutMs ?? 60_000;
  const hasValidJwt = jwtChecker(opts.jwtSecret);
  const workers = new Map<string, FunctionWorker>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const maxBodyBytes = opts.maxBodyBytes ?? 10 << 20;
  const bodyTimeoutMs = opts.bodyTimeoutMs ?? 30_000;
  const maxRequestsPerClient = opts.maxRequestsPerClient ?? 32;
  const inFlight = new Map<string, number>();

  // config.toml is read again when it changes, so editing verify_jwt needs no restart.
  let settings: { mtimeMs: number; value: Map<string, FunctionSettings> } | undefined;
  const currentSettings = () => {
    const mtimeMs = fs.statSync(opts.configFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!settings || settings.mtimeMs !== mtimeMs) settings = { mtimeMs, value: readFunctionSettings(opts.configFile) };
    return settings.value;
  };

  // An edited function (or its shared code, or .env) is served fresh: its worker restarts on the next call.
  let watcher: fs.FSWatcher | undefined;
  try {
    watcher = fs.watch(opts.dir, { recursive: true }, () => {
      for (const w of workers.values()) w.kill();
      workers.clear();
    });
    watcher.on('error', () => watcher?.close());
  } catch {
    // No folder to watch (a project without functions yet): nothing to reload.
  }

  function workerFor(name: string, entry: string): FunctionWorker {
    const existing = workers.get(name);
    if (existing?.alive()) return existing;
    const w = spawnWorker(name, entry, functionEnv(opts.env, log), { functionsDir: opts.dir, denoDir: opts.denoDir, bootTimeoutMs, log });
    workers.set(name, w);
    w.port.catch((e: Error) => {
      log(`[functions] ${e.message}`);
      if (workers.get(name) === w) workers.delete(name);
    });
    return w;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
    // The worker sockets are shared by every caller: one address keeping many requests open
    // (slow uploads, calls to a slow function) is refused before it can crowd out the rest.
    const who = clientAddress(req);
    const n = inFlight.get(who) ?? 0;
    if (n >= maxRequestsPerClient) {
      return reply(res, 429, { code: 'TOO_MANY_REQUESTS', message: 'Too many function requests in flight from this client' }, 'TOO_MANY_REQUESTS', { Connection: 'close' });
    }
    inFlight.set(who, n + 1);
    res.once('close', () => {
      const left = (inFlight.get(who) ?? 1) - 1;
      if (left > 0) inFlight.set(who, left);
      else inFlight.delete(who);
    });
    return serve(req, res, pathname);
  }

  async function serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
    const rest = pathname.slice(PREFIX.length);
    const name = rest.split('/')[1] ?? '';
    let entry: string | undefined;
    let fnSettings: FunctionSettings;
    try {
      const all = currentSettings();
      entry = name ? functionEntry(opts.dir, name, all) : undefined;
      fnSettings = settingsFor(all, name);
    } catch (e) {
      log(`[functions] ${(e as Error).message}`);
      return reply(res, 500, { code: 'CONFIG_ERROR', message: 'supabase/config.toml could not be read (see the gateway log)' }, 'CONFIG_ERROR');
    }
    if (!entry) return reply(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, 'NOT_FOUND');
    if (!METHODS.has(req.method ?? '')) return reply(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' }, 'METHOD_NOT_ALLOWED');
    // Browsers send preflights without credentials: hosted lets OPTIONS through to the function.
    if (fnSettings.verifyJwt && req.method !== 'OPTIONS' && !(await hasValidJwt(req))) return reply(res, 401, { msg: 'Invalid JWT' });

    let body: Buffer;
    try {
      body = await readBodyBuffer(req, maxBodyBytes, bodyTimeoutMs);
    } catch (e) {
      // The unread rest of the body is not worth draining: the connection closes after the answer.
      if (e instanceof BodyError) {
        const code = e.status === 413 ? 'REQUEST_TOO_LARGE' : 'REQUEST_TIMEOUT';
        return reply(res, e.status, { code, message: e.message }, code, { Connection: 'close' });
      }
      // The client went away mid-upload: nobody to answer.
      return void res.destroy();
    }

    const worker = workerFor(name, entry);
    let port: number;
    try {
      port = await worker.port;
    } catch (e) {
      if (!(e instanceof BootError)) throw e;
      return reply(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 'BOOT_ERROR');
    }
    if (res.destroyed) return;
    // The path the gateway judged (dot segments resolved), so the function cannot be reached as another one.
    const query = req.url!.includes('?') ? req.url!.slice(req.url!.indexOf('?')) : '';
    proxy(req, res, worker, port, rest + query, body);
  }

  function proxy(req: http.IncomingMessage, res: http.ServerResponse, worker: FunctionWorker, port: number, path: string, body: Buffer): void {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
    // The body was read whole, so it goes with its length (a chunked upload becomes a sized one).
    if (body.length || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    // The gateway is the edge: the caller's address is the socket's, whatever the request claims.
    headers['x-forwarded-for'] = clientAddress(req);
    let done = false;
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path, headers, agent }, (up) => {
      clearTimeout(idle);
      const out: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) out[k] = v;
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
      up.on('end', () => (done = true));
      up.on('error', () => res.destroy());
    });
    // Hosted's request idle timeout: no answer by then is a 504, and the worker (which may be
    // stuck in a loop that would starve every later call) is stopped, as hosted ends it.
    const idle = setTimeout(() => {
      done = true;
      upstream.destroy();
      worker.kill();
      log(`[functions:${worker.name}] no answer within ${idleTimeoutMs} ms: stopped`);
      reply(res, 504, { code: 'IDLE_TIMEOUT', message: 'The function did not answer within the request idle timeout' }, 'IDLE_TIMEOUT');
    }, idleTimeoutMs);
    upstream.on('error', () => {
      clearTimeout(idle);
      if (done) return;
      done = true;
      reply(res, 546, { code: 'WORKER_LIMIT', message: 'The function stopped before answering (a crash, or past its memory limit; see logs)' }, 'WORKER_LIMIT');
    });
    // The caller went away: stop the upstream request too.
    res.on('close', () => {
      clearTimeout(idle);
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  }

  return {
    handle,
    close() {
      watcher?.close();
      for (const w of workers.values()) w.kill();
      workers.clear();
      agent.destroy();
    },
  };
}
