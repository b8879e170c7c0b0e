// Starts one local stack for the whole backend test run, in a fresh temporary
// database, on the test ports (55321 gateway, 55322 Postgres, 55323 PostgREST),
// or on free ports when another test run on this machine holds those.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../src/config.ts';
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
  // BACKEND_TEST_PORT_BASE moves the whole run (base + 21, 22, 23), for machines where several
  // checkouts test at once and 55321 is someone else's.
  const base = process.env.BACKEND_TEST_PORT_BASE ? Number(process.env.BACKEND_TEST_PORT_BASE) : 55300;
  if (!Number.isInteger(base) || base <= 0 || base + 23 > 65535) throw new Error(`BACKEND_TEST_PORT_BASE=${process.env.BACKEND_TEST_PORT_BASE} is not a port base`);
  const wanted = { api: base + 21, db: base + 22, rest: base + 23 };
  const allFree = (await Promise.all(Object.values(wanted).map((p) => isPortFree(p)))).every(Boolean);
  const ports = allFree ? wanted : { api: await freePort(), db: await freePort(), rest: await freePort() };
  if (!allFree) console.warn(`[backend tests] test ports ${wanted.api}-${wanted.rest} are busy (another run?); using ${JSON.stringify(ports)}`);

  let mailPorts = { smtp: 0, web: 0 };
  // The payment functions' Razorpay: a local-razorpay of this run's own, with keys made for it
  // (nothing may lean on the well-known local ones), started once the stack's URL is known.
  const razorpay = {
    port: await freePort(),
    keyId: `rzp_test_${crypto.randomBytes(7).toString('hex')}`,
    keySecret: crypto.randomBytes(18).toString('base64url'),
    webhookSecret: crypto.randomBytes(18).toString('base64url'),
  };
  const functionSecrets = {
    RAZORPAY_API_BASE: `http://127.0.0.1:${razorpay.port}/v1`,
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
  };
  // A fresh install each run: its own generated secret, so no test can lean on well-known keys.
  const start = async (p: typeof ports, dir: string) => {
    mailPorts = { smtp: await freePort(), web: await freePort() };
    // No booking timers here: suites move holds and send refunds by hand and assert exactly what
    // happened, which a background sender would race. test/booking-timers.test.ts runs them.
    return startStack({ dataDir: path.join(tmp, dir), secretsFile: path.join(tmp, 'secrets.json'), ports: p, mailPorts, quiet: true, writeRuntimeConfig: false, functionSecrets, bookingTimers: false });
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
  let razorpayChild: ChildProcess;
  try {
    razorpayChild = await startRazorpay(razorpay, `${stack.url}/functions/v1/razorpay-webhook`);
  } catch (e) {
    await stack.stop();
    throw e;
  }
  // A run that dies without its teardown must not leave the gateway holding its port.
  const killRazorpay = () => razorpayChild.kill('SIGKILL');
  process.on('exit', killRazorpay);
  const razorpayUrl = `http://127.0.0.1:${razorpay.port}`;
  project.provide('stack', { url: stack.url, anonKey: stack.anonKey, serviceKey: stack.serviceKey, dbUrl: stack.dbUrl, adminDbUrl: stack.adminDbUrl, jwtSecret: stack.jwtSecret, ports: stack.ports, inboxUrl: stack.inboxUrl!, smtpPort: mailPorts.smtp });
  project.provide('razorpay', { url: razorpayUrl, keyId: razorpay.keyId, keySecret: razorpay.keySecret, webhookSecret: razorpay.webhookSecret });

  return async () => {
    process.off('exit', killRazorpay);
    await new Promise<void>((resolve) => {
      if (razorpayChild.exitCode !== null || razorpayChild.signalCode !== null) return resolve();
      razorpayChild.once('exit', () => resolve());
      razorpayChild.kill('SIGTERM');
    });
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}

/** local-razorpay as `pnpm start` runs it (its CLI), posting its webhooks to the stack's function. */
async function startRazorpay(o: { port: number; keyId: string; keySecret: string; webhookSecret: string }, webhookUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'local-razorpay', 'bin', 'local-razorpay.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      RAZORPAY_PORT: String(o.port),
      RAZORPAY_KEY_ID: o.keyId,
      RAZORPAY_KEY_SECRET: o.keySecret,
      RAZORPAY_WEBHOOK_SECRET: o.webhookSecret,
      RAZORPAY_WEBHOOK_URLS: webhookUrl,
      // Short back-offs and settling so a test sees retries and settled refunds within seconds.
      RAZORPAY_WEBHOOK_RETRY_MS: '300,600,1200,2400',
      RAZORPAY_REFUND_SETTLE_MS: '300',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local-razorpay exited during start-up (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${o.port}/_local/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('local-razorpay did not start within 30 s');
}
