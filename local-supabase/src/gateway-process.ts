// Runs the gateway (gateway-worker.ts) in a child process and supervises it: started again
// whenever it exits unexpectedly, with back-off if it keeps dying at once; stopped with the stack.
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GatewayWorkerConfig } from './gateway-worker.ts';

export interface GatewayProcess {
  pid(): number | undefined;
  /** How many times the gateway was started again after dying. */
  restarts(): number;
  stop(): Promise<void>;
}

const workerFile = fileURLToPath(new URL('./gateway-worker.ts', import.meta.url));
// The worker is TypeScript: load it with tsx's ESM hooks, wherever the stack itself runs (tsx CLI, vitest).
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;

function spawnWorker(config: GatewayWorkerConfig): ChildProcess {
  return fork(workerFile, [], {
    execArgv: ['--import', tsxLoader],
    env: { ...process.env, LOCAL_GATEWAY_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Resolves once the worker listens; rejects if it exits first or takes more than 60 s. */
function whenReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the gateway did not start within 60 s'));
    }, 60_000);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`the gateway exited during start-up (${signal ?? code})`));
    };
    child.once('exit', onExit);
    child.once('message', (m: { ready?: boolean }) => {
      if (!m?.ready) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve();
    });
  });
}

export async function startGatewayProcess(config: GatewayWorkerConfig, log: (m: string) => void): Promise<GatewayProcess> {
  let child = spawnWorker(config);
  let stopping = false;
  let restarts = 0;
  let quickFailures = 0;
  try {
    await whenReady(child);
  } catch (e) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw e;
  }

  const supervise = (c: ChildProcess) => {
    const startedAt = Date.now();
    c.once('exit', (code, signal) => {
      if (stopping || c !== child) return;
      const diedAt = Date.now();
      // A crash loop (e.g. the port taken) backs off instead of spinning a core.
      quickFailures = diedAt - startedAt < 5000 ? quickFailures + 1 : 0;
      const delay = Math.min(100 * 2 ** quickFailures, 10_000);
      log(`[gateway] exited (${signal ?? code}); restarting in ${delay} ms`);
      const again = () => {
        if (stopping) return;
        const next = spawnWorker(config);
        child = next;
        supervise(next);
        whenReady(next).then(
          () => {
            restarts += 1;
            log(`[gateway] back after ${Date.now() - diedAt} ms`);
          },
          (e: Error) => log(`[gateway] ${e.message}`),
        );
      };
      setTimeout(again, delay).unref();
    });
  };
  supervise(child);

  // If this process ends without stop(), the worker follows ('disconnect'); this makes it prompt.
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.on('exit', killNow);

  return {
    pid: () => (child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    restarts: () => restarts,
    async stop() {
      stopping = true;
      process.off('exit', killNow);
      const c = child;
      if (c.exitCode !== null || c.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => c.kill('SIGKILL'), 5000);
        c.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
        c.kill('SIGTERM');
      });
    },
  };
}
