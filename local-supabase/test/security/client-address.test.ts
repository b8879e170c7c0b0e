// Finding (while fixing the contact flood): send_contact_message limits each client by the
// first address in x-forwarded-for, and the gateway passed on whatever the client sent, so a
// script sending a new made-up address with every request was never limited. The gateway is
// the edge: PostgREST now hears the socket's address, whatever the request claims.
import http from 'node:http';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stack } from '../helpers.ts';

// A loopback address of this test's own, so no other suite's requests share its bucket.
const SENDER = '127.0.0.7';

function send(email: string, spoofed: string): Promise<number> {
  const s = stack();
  const body = JSON.stringify({ name: 'Spoofer', email, message: 'Hello from a rotating address' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: s.ports.api,
        localAddress: SENDER,
        method: 'POST',
        path: '/rest/v1/rpc/send_contact_message',
        headers: { apikey: s.anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': spoofed, 'x-real-ip': spoofed },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the client address PostgREST sees', () => {
  it('cannot be chosen by the client: a new x-forwarded-for per request does not escape the per-client limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = `rotating.${crypto.randomBytes(4).toString('hex')}@example.in`;
      statuses.push(await send(email, `198.51.100.${i + 1}`));
    }
    // Ten an hour per client (0011_contact_messages.sql), counted on 127.0.0.7.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses[10]).toBe(429);
  });
});
