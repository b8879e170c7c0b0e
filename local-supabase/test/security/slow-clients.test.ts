// Finding: 64 slow uploads stalled the REST proxy for everyone for ~35 s. The
// gateway streamed each request body to PostgREST as it arrived, so every slow
// upload held one of the 64 shared upstream sockets until it finished; everyone
// else queued behind them. Now the gateway reads a body before forwarding it,
// cuts off requests whose headers or body take too long, and caps the
// connections one client address may hold.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../helpers.ts';
import { ownGateway } from './own-gateway.ts';
import { rawRequest } from './raw-http.ts';

const ATTACKER = '127.0.0.2';

/** Opens a POST to /rest/v1 that announces a body and then sends it one byte at a time, forever. */
function slowUpload(port: number, localAddress = ATTACKER) {
  const s = stack();
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (d) => (answer += d.toString('latin1')));
  socket.on('connect', () => {
    socket.write(
      `POST /rest/v1/contact_messages HTTP/1.1\r\nHost: x\r\napikey: ${s.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"`,
    );
  });
  const drip = setInterval(() => socket.writable && socket.write('a'), 500);
  const closed = new Promise<void>((r) => socket.on('close', () => r()));
  return {
    closed,
    answer: () => answer,
    stop() {
      clearInterval(drip);
      socket.destroy();
    },
  };
}

describe('slow clients', () => {
  it('64 slow uploads do not hold up anyone else’s REST calls', async () => {
    const s = stack();
    const port = Number(new URL(s.url).port);
    const attackers = Array.from({ length: 64 }, () => slowUpload(port));
    try {
      // Let every upload reach the gateway and start dripping.
      await new Promise((r) => setTimeout(r, 1000));
      for (let i = 0; i < 20; i++) {
        const r = await fetch(`${s.url}/rest/v1/service_categories?select=slug&limit=1`, {
          headers: { apikey: s.anonKey },
          signal: AbortSignal.timeout(5000),
        });
        expect(r.status).toBe(200);
        await r.arrayBuffer();
      }
      // The uploads are still open: the other client was served beside them, not after them.
      expect(attackers.every((a) => a.answer() === '')).toBe(true);
    } finally {
      for (const a of attackers) a.stop();
    }
  });

  describe('with short limits', () => {
    let gw: Awaited<ReturnType<typeof ownGateway>>;
    beforeAll(async () => {
      gw = await ownGateway({ gateway: { headersTimeoutMs: 1000, requestTimeoutMs: 2000, maxConnectionsPerClient: 8 } });
    });
    afterAll(() => gw?.stop());

    it('closes a request whose headers never finish, with a 408', async () => {
      const r = await rawRequest(gw.port, 'GET /rest/v1/services HTTP/1.1\r\nHost: x\r\nX-Slow: ', { waitMs: 15_000 });
      expect(r.closed).toBe(true);
      expect(r.status).toBe(408);
    });

    it('closes an upload whose body never finishes, with a 408', async () => {
      const upload = slowUpload(gw.port, '127.0.0.1');
      try {
        await Promise.race([upload.closed, new Promise((_, reject) => setTimeout(() => reject(new Error('the slow upload was never cut off')), 15_000))]);
        expect(upload.answer()).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        upload.stop();
      }
    });

    it('refuses connections over the per-client cap with a 429, and serves other clients', async () => {
      const held: net.Socket[] = [];
      try {
        for (let i = 0; i < 8; i++) {
          const sock = net.connect({ port: gw.port, host: '127.0.0.1', localAddress: ATTACKER });
          sock.on('error', () => {});
          await new Promise((r) => sock.once('connect', r));
          held.push(sock);
        }
        // The gateway has counted them once a request on a fresh connection is answered.
        await expect
          .poll(async () => (await rawRequest(gw.port, 'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', { localAddress: ATTACKER })).status)
          .toBe(429);
        const other = await fetch(`${gw.url}/health`, { signal: AbortSignal.timeout(5000) });
        expect(other.status).toBe(200);
      } finally {
        for (const sock of held) sock.destroy();
      }
      // Once they are closed the address is served again.
      await expect
        .poll(async () => (await rawRequest(gw.port, 'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', { localAddress: ATTACKER })).status)
        .toBe(200);
    });
  });
});
