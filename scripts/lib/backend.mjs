// Starts the local Supabase stack (local-supabase/) as a child process and waits
// until it has written its URL and keys for the apps' runtime config.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../tooling/ports.mjs';
import { run } from './processes.mjs';

const CONFIG_FILE = path.join(repoRoot, '.local', 'supabase.json');

export async function startBackend() {
  if (process.env.SUPABASE_URL) {
    console.log(`Using the Supabase project at ${process.env.SUPABASE_URL} (SUPABASE_URL is set).`);
    return null;
  }
  const startedAt = Date.now();
  // Not via the `tsx` binary: its signal relay SIGKILLs a stack slow to acknowledge Ctrl-C (see the launcher).
  const child = run('supabase', process.execPath, [path.join('local-supabase', 'bin', 'local-supabase.mjs'), 'start']);
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The local Supabase stack stopped during start-up (exit ${code}).`)));
    const poll = setInterval(() => {
      if (existsSync(CONFIG_FILE) && statSync(CONFIG_FILE).mtimeMs >= startedAt) {
        clearInterval(poll);
        resolve();
      }
    }, 100);
  });
  return { child, config: JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) };
}
