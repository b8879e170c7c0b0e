// Runs the load generator as a process of its own, as real clients would be: in the benchmark's
// process it would share the gateway's event loop, and its own work would count as the server's.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load-generator.ts';

const tsxBin = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const loadGenerator = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, [loadGenerator], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load generator exited with ${code}`))));
    child.stdin.end(JSON.stringify(spec));
  });
}
