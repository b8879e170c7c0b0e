// The local stack's mail catcher, as the Supabase CLI runs Inbucket/Mailpit:
// MailDev takes every email the auth server sends over SMTP and shows it in a
// web inbox (and a JSON API at /api/email that the e2e tests read).
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { MailDev } from 'maildev';
import { allowedOrigins } from '../gateway/cors.ts';
import { isLoopbackHost } from '../gateway/loopback-host.ts';

export interface MailCatcher {
  smtp: { host: string; port: number };
  /** The web inbox. */
  url: string;
  stop(): Promise<void>;
}

/** Ports beside the gateway's (54321 → inbox 54324, as the CLI's Inbucket, SMTP 54325) unless set. */
export function mailPortsFromEnv(apiPort: number): { smtp: number; web: number } {
  const port = (name: string, fallback: number) => {
    const n = Number(process.env[name] || fallback);
    if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name}=${process.env[name]} is not a valid port`);
    return n;
  };
  return { web: port('SUPABASE_INBOX_PORT', apiPort + 3), smtp: port('SUPABASE_SMTP_PORT', apiPort + 4) };
}

export async function startMailCatcher(ports: { smtp: number; web: number }): Promise<MailCatcher> {
  // A directory of its own: MailDev's default (/tmp/maildev) would be shared by every stack on the machine.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-mail-'));
  const md = new MailDev({ smtp: ports.smtp, web: ports.web, ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory: dir, maxEmails: 1000, silent: true });
  try {
    await md.start();
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`The mail catcher could not start on ports ${ports.smtp} (SMTP, SUPABASE_SMTP_PORT) / ${ports.web} (inbox, SUPABASE_INBOX_PORT): ${(e as Error).message}`, { cause: e });
  }
  // MailDev's API server is a Fastify instance; its `server` is the Node HTTP server listening on `ports.web`.
  const web = (md.getServers() as { api?: { server?: { server?: http.Server } } } | null)?.api?.server?.server;
  if (!web) {
    await md.stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error('The mail catcher started without its web inbox; cannot guard it');
  }
  guardInbox(web, ports.web);
  return {
    smtp: { host: '127.0.0.1', port: ports.smtp },
    url: `http://127.0.0.1:${ports.web}`,
    async stop() {
      await md.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * MailDev answers every origin with credentials (its CORS and Socket.IO both reflect any
 * Origin) and any Host, and offers no setting for either: every page open in the developer's
 * browser could read each sign-in link and code, by CORS or by DNS rebinding. Its HTTP
 * server's own listeners are put behind a check: a Host naming a loopback address with this
 * port, and an Origin (when a browser sends one) of the inbox itself or of the stack's apps.
 */
function guardInbox(server: http.Server, port: number): void {
  const origins = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`, ...allowedOrigins()]);
  const allowed = (req: http.IncomingMessage) => isLoopbackHost(req) && (req.headers.origin === undefined || origins.has(req.headers.origin));
  const refusal = JSON.stringify({ message: 'The mail inbox answers only its own pages and the local apps' });
  for (const event of ['request', 'upgrade'] as const) {
    const listeners = server.listeners(event) as ((...args: unknown[]) => void)[];
    server.removeAllListeners(event);
    server.on(event, (req: http.IncomingMessage, out: http.ServerResponse | Duplex, ...rest: unknown[]) => {
      if (allowed(req)) {
        for (const l of listeners) l.call(server, req, out, ...rest);
        return;
      }
      if (event === 'request') {
        (out as http.ServerResponse).writeHead(403, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(refusal), Vary: 'Origin' }).end(refusal);
      } else {
        out.on('error', () => {});
        out.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(refusal)}\r\nConnection: close\r\n\r\n${refusal}`);
      }
    });
  }
}
