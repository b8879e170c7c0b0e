// The gateway: the one URL the apps know (like Supabase's Kong), routing
// /rest/v1 to PostgREST, /auth/v1 to the GoTrue implementation and
// /realtime/v1/websocket to the Phoenix server, with Supabase's CORS.
import http from 'node:http';
import type { Realtime } from '../realtime/server.ts';
import { apiKeyChecker } from './apikey.ts';
import { applyCors, handlePreflight } from './cors.ts';
import { sendJson } from './http-util.ts';
import { restProxy } from './rest-proxy.ts';

export type AuthHandler = (req: http.IncomingMessage, res: http.ServerResponse, path: string, query: URLSearchParams) => Promise<void>;

/** Browser navigations of the OAuth flow carry no apikey, as on Supabase. */
const OPEN_AUTH_PATHS = /^\/(authorize|callback|verify|health|oidc(\/.*)?)$/;

export interface Gateway {
  server: http.Server;
  close(): Promise<void>;
}

export async function startGateway(opts: {
  port: number;
  /** Listen address (default 127.0.0.1). */
  host?: string;
  jwtSecret: string;
  rest: { host: string; port: number };
  auth: AuthHandler;
  realtime: Realtime;
}): Promise<Gateway> {
  const checkKey = apiKeyChecker(opts.jwtSecret);
  const proxy = restProxy(opts.rest);

  const server = http.createServer(async (req, res) => {
    try {
      if (handlePreflight(req, res)) return;
      applyCors(req, res);
      const url = new URL(req.url ?? '/', 'http://gateway');
      const p = url.pathname;
      if (p === '/rest/v1' || p.startsWith('/rest/v1/')) {
        const key = await checkKey(req, url.searchParams);
        if (!key.ok) return sendJson(res, key.status, key.body);
        return proxy(req, res, (req.url ?? '/').slice('/rest/v1'.length) || '/');
      }
      if (p.startsWith('/auth/v1/')) {
        const sub = p.slice('/auth/v1'.length);
        if (!OPEN_AUTH_PATHS.test(sub)) {
          const key = await checkKey(req, url.searchParams);
          if (!key.ok) return sendJson(res, key.status, key.body);
        }
        return await opts.auth(req, res, sub, url.searchParams);
      }
      if (p === '/' || p === '/health') return sendJson(res, 200, { name: 'utsav-local-supabase', status: 'ok' });
      sendJson(res, 404, { message: 'no Route matched with those values' });
    } catch (e) {
      console.error('[gateway] unexpected error', e);
      if (!res.headersSent) sendJson(res, 500, { message: 'An unexpected error occurred in the local gateway' });
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 65_000;

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname !== '/realtime/v1/websocket' && url.pathname !== '/realtime/v1/websocket/') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    checkKey(req, url.searchParams).then((key) => {
      if (!key.ok) {
        socket.end(`HTTP/1.1 ${key.status} Unauthorized\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${JSON.stringify(key.body)}`);
        return;
      }
      opts.realtime.handleUpgrade(req, socket, head);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
