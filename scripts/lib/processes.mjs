// Child processes that die with us: Ctrl-C or a crash of one stops all, no orphans.
import { spawn } from 'node:child_process';
import { repoRoot } from '../../tooling/ports.mjs';

const children = new Set();

export function run(label, command, args, { env = {}, onLine } = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const prefix = `[${label}]`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        console.log(`${prefix} ${line}`);
        onLine?.(line);
      }
    });
  }
  child.on('exit', () => children.delete(child));
  return child;
}

/** Resolves when the process exits with 0, rejects otherwise. */
export const finished = (child) =>
  new Promise((resolve, reject) =>
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnargs.join(' ')} exited with ${code ?? signal}`)),
    ),
  );

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
  return Promise.all(
    [...children].map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve)))),
  );
}

export function onShutdown(cleanup) {
  let stopping = false;
  const handler = async () => {
    if (stopping) return;
    stopping = true;
    await cleanup();
    await stopAll();
    process.exit(0);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
