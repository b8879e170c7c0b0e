// One Deno process per function, started on its first call and reused for the next ones, as
// hosted keeps a worker warm. A worker that exits (a crash, the memory limit, a kill after a
// timeout) is started again on the next call. Permissions are hosted's: network and environment,
// reading the function's own folder and the shared code, no writing, no subprocesses, no FFI.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface WorkerSpawnOptions {
  functionsDir: string;
  /** Deno's module cache (npm: and jsr: downloads), kept between runs. */
  denoDir: string;
  /** How long a worker may take to reach Deno.serve (first start downloads npm: packages). */
  bootTimeoutMs: number;
  log: (m: string) => void;
}

export class BootError extends Error {}

const entryScript = fileURLToPath(new URL('./deno-entry.mjs', import.meta.url));
const READY = '__LOCAL_FUNCTION_READY__:';
/** Hosted's memory limit per worker. */
const MEMORY_MB = 256;

/** The real Deno binary of the `deno` npm package (linked by its postinstall, else found in its platform package). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

/** Variables the Deno runtime itself reads; deno-entry.mjs removes them before the function loads. */
/**
 * A machine behind an intercepting proxy names its CA bundle for Node (or the system's bundle holds
 * it); Deno must trust it too to download a function's npm: packages. Given as --cert as well as
 * DENO_CERT: deno-entry.mjs removes DENO_* from the function's environment before the function is
 * imported, and Deno builds its TLS client only at the first download, after that.
 */
function extraCaFile(): string | undefined {
  const named = process.env.DENO_CERT ?? process.env.NODE_EXTRA_CA_CERTS ?? process.env.SSL_CERT_FILE;
  if (named && fs.existsSync(named)) return named;
  return fs.existsSync(SYSTEM_CA_BUNDLE) ? SYSTEM_CA_BUNDLE : undefined;
}
const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

function runtimeEnv(denoDir: string): Record<string, string> {
  const env: Record<string, string> = { DENO_DIR: denoDir, DENO_NO_PACKAGE_JSON: '1', DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', DENO_TLS_CA_STORE: 'system,mozilla' };
  const caFile = extraCaFile();
  if (caFile) env.DENO_CERT = caFile;
  // Outbound proxies stay visible: Deno's fetch in the function reads them, as any hosted egress would need.
  for (const name of ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy']) {
    const v = process.env[name];
    if (v) env[name] = v;
  }
  return env;
}

export interface FunctionWorker {
  name: string;
  /** Resolves with the worker's port once its Deno.serve listens; rejects with a BootError. */
  port: Promise<number>;
  alive(): boolean;
  kill(): void;
}

export function spawnWorker(name: string, entry: string, fnEnv: Record<string, string>, opts: WorkerSpawnOptions): FunctionWorker {
  const fnDir = path.dirname(entry);
  const readable = [fnDir, path.join(opts.functionsDir, '_shared')].join(',');
  const args = [
    'run',
    '--quiet',
    '--no-prompt',
    '--no-config',
    '--allow-net',
    '--allow-env',
    `--allow-read=${readable}`,
    `--v8-flags=--max-old-space-size=${MEMORY_MB}`,
    ...(extraCaFile() ? [`--cert=${extraCaFile()}`] : []),
    entryScript,
    pathToFileURL(entry).href,
    READY,
  ];
  let bin: string;
  try {
    bin = denoBinary();
  } catch (e) {
    // No Deno for this platform (the optional dependency was skipped): every call says so, the gateway stays up.
    const port = Promise.reject(new BootError(`no Deno binary: ${(e as Error).message}`));
    port.catch(() => {});
    return { name, port, alive: () => false, kill: () => {} };
  }
  const child: ChildProcess = spawn(bin, args, {
    cwd: fnDir,
    env: { ...fnEnv, ...runtimeEnv(opts.denoDir) },
    // stdin stays open for the worker's life: its end tells the worker the gateway is gone.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const prefix = `[functions:${name}]`;
  let exited = false;
  let serving = false;
  const stderrTail: string[] = [];

  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new BootError(`${name} did not call Deno.serve within ${opts.bootTimeoutMs} ms`));
    }, opts.bootTimeoutMs);
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(READY)) {
        clearTimeout(timer);
        serving = true;
        resolve(Number(line.slice(READY.length)));
      } else {
        opts.log(`${prefix} ${line}`);
      }
    });
    readline.createInterface({ input: child.stderr! }).on('line', (line) => {
      stderrTail.push(line);
      if (stderrTail.length > 20) stderrTail.shift();
      opts.log(`${prefix} ${line}`);
    });
    child.once('error', (e) => {
      clearTimeout(timer);
      exited = true;
      reject(new BootError(`${name} could not start Deno: ${e.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      exited = true;
      if (serving) opts.log(`${prefix} worker exited (${signal ?? code}); the next call starts it again`);
      reject(new BootError(`${name} exited before serving (${signal ?? code}): ${stderrTail.join('\n').slice(-2000)}`));
    });
  });
  // A boot failure is reported to the request that waits for it; nobody else needs the rejection.
  port.catch(() => {});

  return {
    name,
    port,
    alive: () => !exited,
    kill: () => {
      if (!exited) child.kill('SIGKILL');
    },
  };
}
