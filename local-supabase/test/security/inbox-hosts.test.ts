// Finding: the mail catcher answered any web origin with credentials (CORS), and it and the
// SMS inbox answered any Host header, so any page open in a developer's browser could read
// every sign-in link and code: directly through CORS, or by DNS rebinding (a name of the
// attacker's that resolves to 127.0.0.1, sent as the Host). Now only the stack's own origins
// get CORS, and only Host headers naming a loopback address with the right port are served.
import { describe, expect, it } from 'vitest';
import { stack } from '../helpers.ts';
import { rawRequest } from './raw-http.ts';

const inboxPort = () => Number(new URL(stack().inboxUrl!).port);
const gatewayPort = () => Number(new URL(stack().url).port);

const get = (port: number, path: string, host: string, extra = '') => rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`);

describe('mail catcher', () => {
  it('gives another web origin no CORS allowance and nothing to read', async () => {
    const r = await fetch(`${stack().inboxUrl}/api/email`, { headers: { origin: 'https://evil.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    expect(r.status).toBe(403);
    const preflight = await fetch(`${stack().inboxUrl}/api/email`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('still answers its own page and the tests (no Origin, or its own)', async () => {
    expect((await fetch(`${stack().inboxUrl}/api/email`)).status).toBe(200);
    const own = await fetch(`${stack().inboxUrl}/api/email`, { headers: { origin: stack().inboxUrl! } });
    expect(own.status).toBe(200);
  });

  it('refuses a Host that is not a loopback name with its port (DNS rebinding)', async () => {
    const port = inboxPort();
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1.evil.example:${port}`, `127.0.0.1:${port + 1}`, `localhost`]) {
      const r = await get(port, '/api/email', host);
      expect(r.status, host).toBe(403);
      expect(r.text).not.toContain('"subject"');
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) expect((await get(port, '/api/email', host)).status, host).toBe(200);
  });
});

describe('SMS inbox', () => {
  it('refuses a Host that is not a loopback name with the gateway’s port (DNS rebinding)', async () => {
    const port = gatewayPort();
    for (const host of [`evil.example:${port}`, `rebind.evil.example:${port}`, `127.0.0.1:${port + 1}`]) {
      const r = await get(port, '/sms-inbox/api/messages', host);
      expect(r.status, host).toBe(403);
    }
    expect((await get(port, '/sms-inbox/api/messages', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await get(port, '/sms-inbox', `localhost:${port}`)).status).toBe(200);
  });
});
