// Faults give clear messages, never a hang: a busy port names its variable, a
// database that will not start names its log, Ctrl-C leaves no process behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPortFree, PortInUseError } from '../src/ports.ts';
import { startEmbeddedPostgres } from '../src/postgres.ts';
import { startStack } from '../src/stack.ts';
import { freePort } from './free-port.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('faults', () => {
  it('names the busy port and the variable that moves it', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const busy = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(startStack({ ports: { api: await freePort(), db: busy, rest: await freePort() }, quiet: true, dataDir: path.join(os.tmpdir(), 'never-used') })).rejects.toThrow(
        new RegExp(`Port ${busy} is already in use.*SUPABASE_DB_PORT`),
      );
    } finally {
      blocker.close();
    }
  });

  // A port taken between the free-port check and Postgres binding it (another run on a busy
  // machine) must still read as a busy port, so the test setup moves to free ports: the log
  // file, written through a stream, did not hold the "Address already in use" line yet.
  it('reports a port taken after the check as busy, not as a failed start', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-portrace-'));
    fs.chmodSync(tmp, 0o755);
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const busy = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), port: busy })).rejects.toBeInstanceOf(PortInUseError);
    } finally {
      blocker.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);

  it('names the log file when Postgres will not start', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-badpg-'));
    fs.chmodSync(tmp, 0o755);
    const dataDir = path.join(tmp, 'pg');
    // A data directory that claims to be from a Postgres version that does not exist.
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '99\n');
    try {
      await expect(startStack({ dataDir, ports: { api: await freePort(), db: await freePort(), rest: await freePort() }, quiet: true })).rejects.toThrow(
        `${dataDir}.log`,
      );
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 40_000);

  it('stops Postgres and PostgREST on SIGINT', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-sigint-'));
    fs.chmodSync(tmp, 0o755);
    // Every port the stack opens, the mail catcher's too: its default (the gateway's + 3 and + 4) was
    // taken by a parallel suite in a fresh-clone run.
    const ports = { api: await freePort(), db: await freePort(), rest: await freePort(), inbox: await freePort(), smtp: await freePort() };
    // As `pnpm start` runs it: node with tsx registered in-process, no relaying parent.
    const child = spawn(process.execPath, [path.join(here, '..', 'bin', 'local-supabase.mjs'), 'start'], {
      env: {
        ...process.env,
        SUPABASE_DATA_DIR: path.join(tmp, 'pg'),
        SUPABASE_PORT: String(ports.api),
        SUPABASE_DB_PORT: String(ports.db),
        SUPABASE_REST_PORT: String(ports.rest),
        SUPABASE_INBOX_PORT: String(ports.inbox),
        SUPABASE_SMTP_PORT: String(ports.smtp),
        SUPABASE_SEED: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      // Start-up is bounded generously: on a loaded 2-core machine it took over 40 s. Stopping gets
      // no such slack: every port must be free the moment the process has exited.
      const deadline = Date.now() + 150_000;
      while (!out.includes('Press Ctrl-C to stop') && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
      expect(out).toContain('Press Ctrl-C to stop');
      expect(out).toMatch(/postgres\s+\d+ ms/);
      expect(await isPortFree(ports.db)).toBe(false);
      // The stack stops everything before it exits, so nothing may hold a port afterwards. (Under the
      // `tsx` binary, which SIGKILLs a child slow to acknowledge a relayed signal, a loaded machine
      // left Postgres and PostgREST running: the flake this test used to show.)
      child.kill('SIGINT');
      const code = child.exitCode ?? (await new Promise<number | null>((r) => child.once('exit', (c) => r(c))));
      expect(code).toBe(0);
      const free = await Promise.all(Object.values(ports).map((p) => isPortFree(p)));
      expect(free).toEqual([true, true, true, true, true]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 180_000);
});
