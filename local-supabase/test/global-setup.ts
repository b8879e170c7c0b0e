// Starts one local stack for the whole backend test run, in a fresh temporary
// database, on the test ports (55321 gateway, 55322 Postgres, 55323 PostgREST),
// or on free ports when another test run on this machine holds those.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { isPortFree, PortInUseError } from '../src/ports.ts';
import { startStack, type Stack } from '../src/stack.ts';
import { RAISED_AUTH_LIMITS_ENV } from '../src/raised-limits.mjs';
import { freePort } from './free-port.ts';
import './stack-info.ts';


export default async function setup(project: TestProject) {
  for (const [k, v] of Object.entries(RAISED_AUTH_LIMITS_ENV)) process.env[k] ??= v;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-backend-test-'));
  // Postgres runs as the `postgres` OS user when we are root: it must be able to enter the dir.
  fs.chmodSync(tmp, 0o755);
  const wanted = { api: 55321, db: 55322, rest: 55323 };
  const allFree = (await Promise.all(Object.values(wanted).map((p) => isPortFree(p)))).every(Boolean);
  const ports = allFree ? wanted : { api: await freePort(), db: await freePort(), rest: await freePort() };
  if (!allFree) console.warn(`[backend tests] test ports 55321-55323 are busy (another run?); using ${JSON.stringify(ports)}`);

  let mailPorts = { smtp: 0, web: 0 };
  // A fresh install each run: its own generated secret, so no test can lean on well-known keys.
  const start = async (p: typeof ports, dir: string) => {
    mailPorts = { smtp: await freePort(), web: await freePort() };
    return startStack({ dataDir: path.join(tmp, dir), secretsFile: path.join(tmp, 'secrets.json'), ports: p, mailPorts, quiet: true, writeRuntimeConfig: false });
  };
  let stack: Stack;
  try {
    stack = await start(ports, 'pg');
  } catch (e) {
    // Another run on this machine grabbed a port between our check and the start: use free ports.
    if (!(e instanceof PortInUseError)) throw e;
    const other = { api: await freePort(), db: await freePort(), rest: await freePort() };
    console.warn(`[backend tests] ${e.message} Retrying on ${JSON.stringify(other)}`);
    stack = await start(other, 'pg-retry');
  }
  console.log(`[backend tests] local stack ready in ${stack.timings.total} ms at ${stack.url}`);
  project.provide('stack', { url: stack.url, anonKey: stack.anonKey, serviceKey: stack.serviceKey, dbUrl: stack.dbUrl, adminDbUrl: stack.adminDbUrl, jwtSecret: stack.jwtSecret, ports: stack.ports, inboxUrl: stack.inboxUrl!, smtpPort: mailPorts.smtp });

  return async () => {
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
