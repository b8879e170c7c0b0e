// Finding: about 100 slow request bodies stalled razorpay-webhook (no key needed) for
// everyone, and 80 did the same to payments-order. /functions/v1 streamed each body to
// the function's worker as it arrived, so every slow upload held one of the sockets the
// gateway shares for all function calls; everyone else queued behind them. Now the whole
// body is read (with a size limit and a deadline) before the worker sees the request, as
// /rest/v1 does, and one client may have only so many function requests in flight.
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { localRazorpaySecrets } from '../../src/functions/local-razorpay-secrets.ts';
import { stack } from '../helpers.ts';
import { ownGateway } from './own-gateway.ts';

const ATTACKER = '127.0.0.2';

/** A webhook call that announces a body and then sends it one byte at a time. */
function slowWebhook(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER });
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (d) => (answer += d.toString('latin1')));
  socket.on('connect', () => {
    socket.write(`POST /functions/v1/razorpay-webhook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"event":"`);
  });
  const drip = setInterval(() => socket.writable && socket.write('a'), 500);
  return {
    answer: () => answer,
    stop() {
      clearInterval(drip);
      socket.destroy();
    },
  };
}

let gw: Awaited<ReturnType<typeof ownGateway>>;
beforeAll(async () => {
  const s = stack();
  const dir = path.join(repoRoot, 'supabase', 'functions');
  gw = await ownGateway({
    functions: (url) => ({
      dir,
      configFile: path.join(repoRoot, 'supabase', 'config.toml'),
      denoDir: path.join(repoRoot, '.local', 'deno'),
      log: () => {},
      env: { supabaseUrl: url, anonKey: s.anonKey, serviceKey: s.serviceKey, dbUrl: s.dbUrl, secretsFile: path.join(dir, '.env.none'), secrets: localRazorpaySecrets() },
    }),
  });
}, 120_000);
afterAll(() => gw?.stop());

/** A webhook with a wrong signature: the function answers 400 at once, once it has the body. */
const forgedWebhook = () =>
  fetch(`${gw.url}/functions/v1/razorpay-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab'.repeat(32) },
    body: '{"event":"payment.captured"}',
    signal: AbortSignal.timeout(15_000),
  });

describe('slow function bodies', () => {
  it('100 slow webhook bodies from one client do not hold up anyone else’s calls, and the client is capped', async () => {
    // Started before the attack, so the worker's boot is not what is measured.
    expect((await fetch(`${gw.url}/functions/v1/razorpay-webhook`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(90_000) })).status).toBe(400);
    const attackers = Array.from({ length: 100 }, () => slowWebhook(gw.port));
    try {
      await new Promise((r) => setTimeout(r, 1000));
      for (let i = 0; i < 5; i++) {
        const r = await forgedWebhook();
        expect(r.status).toBe(400);
        await r.arrayBuffer();
      }
      // Past its cap of requests in flight, the attacking address is refused at once.
      await expect.poll(() => attackers.filter((a) => /^HTTP\/1\.1 429/.test(a.answer())).length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      for (const a of attackers) a.stop();
    }
  }, 180_000);

  it('refuses a function body over the size limit with a 413 before the function sees it', async () => {
    const r = await fetch(`${gw.url}/functions/v1/razorpay-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc((10 << 20) + 1, 0x20),
      signal: AbortSignal.timeout(30_000),
    });
    expect(r.status).toBe(413);
    expect(r.headers.get('sb-error-code')).toBe('REQUEST_TOO_LARGE');
  }, 60_000);
});
