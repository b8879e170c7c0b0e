// The gateway: the one URL the apps know (like Supabase's Kong), routing
// /rest/v1 to PostgREST, /auth/v1 to the GoTrue implementation and
// /realtime/v1/websocket to the Phoenix server, with Supabase's CORS, and /functions/v1 to
// the Edge Functions' Deno workers (without it: functions answer their own CORS, as on hosted).
// Every handler fails safe: whatever one request sends, the process stays up.
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { handleSmsInbox, type SmsSender } from '../auth/sms-inbox.ts';
import type { Realtime } from '../realtime/server.ts';
import { apiKeyChecker } from './apikey.ts';
import { applyCors, handlePreflight } from './cors.ts';
import { clientCap } from './client-cap.ts';
import { BodyError, readBodyBuffer, sendJson } from './http-util.ts';
import { gatewayLimitsFromEnv, type GatewayLimits } from './limits.ts';
import { requestTarget, textProblem } from './request-target.ts';
import { restProxy } from './rest-proxy.ts';
import { createFunctions, isFunctionsPath, type FunctionsOptions } from '../functions/functions-service.ts';
import { EMAIL_API_PREFIX, type EmailApi } from '../email/email-api.ts';
import type { Storage } from '../storage/service.ts';

export type AuthHandler = (req: http.IncomingMessage, res: http.ServerResponse, path: string, query: URLSearchParams) => Promise<void>;

/** Browser navigations of the OAuth flow carry no apikey, as on Supabase. */
const OPEN_AUTH_PATHS = /^\/(authorize|callback|verify|health|oidc(\/.*)?)$/;

const REALTIME_PATHS = new Set(['/realtime/v1/websocket', '/realtime/v1/websocket/']);

export interface Gateway {
  server: http.Server;
  close(): Promise<void>;
}

const postgrestError = (message: string, code: string, details: string | null = null, hint: string | null = null) => ({ code, message, details, hint });

function rawReply(socket: Duplex, status: number, reason: string, body: unknown): void {
  if (!socket.writable) return void socket.destroy();
  const data = JSON.stringify(body);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(data)}\r\nConnection: close\r\n\r\n${data}`);
}

export async function startGateway(opts: {
  port: number;
  jwtSecret: string;
  rest: { host: string; port: number };
  auth: AuthHandler;
  realtime: Realtime;
  /** The local SMS inbox, shown at /sms-inbox (no apikey: a developer's page, as the mail catcher's). */
  smsInbox?: SmsSender;
  limits?: Partial<GatewayLimits>;
  host?: string;
  /** Serve supabase/functions under /functions/v1 (absent: that route is a 404 like any unknown one). */
  functions?: Omit<FunctionsOptions, 'jwtSecret' | 'maxBodyBytes' | 'bodyTimeoutMs' | 'maxRequestsPerClient'>;
  /** The stand-in for Resend's API under /email/v1 (absent: a 404 like any unknown route). */
  emailApi?: EmailApi;
  /** Supabase Storage under /storage/v1 (absent: a 404 like any unknown route). */
  storage?: Storage;
}): Promise<Gateway> {
  const limits: GatewayLimits = { ...gatewayLimitsFromEnv(), ...opts.limits };
  const checkKey = apiKeyChecker(opts.jwtSecret);
  const proxy = restProxy(opts.rest, limits);
  const functions = opts.functions
    ? createFunctions({
        ...opts.functions,
        jwtSecret: opts.jwtSecret,
        maxBodyBytes: limits.maxFunctionBodyBytes,
        bodyTimeoutMs: limits.requestTimeoutMs,
        maxRequestsPerClient: limits.maxFunctionRequestsPerClient,
      })
    : undefined;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (functions) {
      const fnTarget = requestTarget(req.url);
      if (fnTarget && isFunctionsPath(fnTarget.pathname)) {
        const key = checkKey.opaqueOnly(req, fnTarget.searchParams);
        if (!key.ok) {
          applyCors(req, res);
          return sendJson(res, key.status, key.body);
        }
        return functions.handle(req, res, fnTarget.pathname);
      }
    }
    // A server-to-server API with its own key, as Resend's: no apikey, no CORS for browsers.
    if (opts.emailApi) {
      const emailTarget = requestTarget(req.url);
      if (emailTarget && (emailTarget.pathname === EMAIL_API_PREFIX || emailTarget.pathname.startsWith(`${EMAIL_API_PREFIX}/`))) {
        return opts.emailApi.handle(req, res, emailTarget.pathname);
      }
    }
    if (handlePreflight(req, res)) return;
    applyCors(req, res);
    const target = requestTarget(req.url);
    if (!target) return sendJson(res, 400, { message: 'Bad request target' });
    const p = target.pathname;
    if (p === '/rest/v1' || p.startsWith('/rest/v1/')) {
      const key = await checkKey(req, target.searchParams);
      if (!key.ok) return sendJson(res, key.status, key.body);
      const upstreamPath = req.url!.slice('/rest/v1'.length) || '/';
      // PostgREST hands these bytes to Postgres as text; bytes that are not UTF-8 came back as a 500.
      const problem = textProblem(upstreamPath);
      if (problem) return sendJson(res, 400, postgrestError(problem, '22021', 'The request URL must be valid UTF-8 without NUL characters'));
      let body: Buffer | undefined;
      try {
        // The whole body is read before PostgREST sees the request: a slow upload holds
        // one of the client's own connections, never one of the shared upstream sockets.
        body = await readBodyBuffer(req, limits.maxRestBodyBytes);
      } catch (e) {
        // The unread rest of the body is not worth draining: the connection closes after the answer.
        if (e instanceof BodyError) return sendJson(res, e.status, postgrestError(e.message, `PGRST${e.status}`), { Connection: 'close' });
        // The client went away or was cut off (request timeout) mid-upload: nobody to answer.
        return void res.destroy();
      }
      return proxy(req, res, upstreamPath, body);
    }
    if (opts.storage && p.startsWith('/storage/v1/')) {
      // Storage verifies the bearer itself (hosted documents TUS uploads and public and signed URLs
      // without an apikey); a key that is sent is checked, and an opaque one swapped, as for REST.
      if (req.headers.apikey !== undefined || target.searchParams.has('apikey')) {
        const key = await checkKey(req, target.searchParams);
        if (!key.ok) return sendJson(res, key.status, key.body);
      }
      return opts.storage.handle(req, res, p.slice('/storage/v1'.length), target.searchParams);
    }
    if (p.startsWith('/auth/v1/')) {
      const sub = p.slice('/auth/v1'.length);
      if (!OPEN_AUTH_PATHS.test(sub)) {
        const key = await checkKey(req, target.searchParams);
        if (!key.ok) return sendJson(res, key.status, key.body);
      }
      return await opts.auth(req, res, sub, target.searchParams);
    }
    if (opts.smsInbox && handleSmsInbox(opts.smsInbox, req, res, p)) return;
    if (p === '/' || p === '/health') return sendJson(res, 200, { name: 'utsav-local-supabase', status: 'ok' });
    sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  const server = http.createServer(
    {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      // How often Node looks for requests past those timeouts (default 30 s, too coarse for them).
      connectionsCheckingInterval: Math.max(250, Math.min(1000, limits.headersTimeoutMs / 4)),
    },
    (req, res) => {
      if (cap.refused(req.socket)) return void req.socket.destroy();
      handle(req, res).catch((e: unknown) => {
        console.error('[gateway] unexpected error', e);
        if (!res.headersSent) sendJson(res, 500, { message: 'An unexpected error occurred in the local gateway' });
        else res.destroy();
      });
    },
  );
  server.keepAliveTimeout = 65_000;
  const cap = clientCap(server, limits.maxConnectionsPerClient);

  // Malformed requests (bad request line, headers, chunked encoding, too large, too slow) end here.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const reason = status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    rawReply(socket, status, reason, { message: reason });
  });

  // Upgraded sockets leave the HTTP server's bookkeeping: closeAllConnections() does not see them.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client may reset the connection at any moment; without a listener that error would end the process.
    socket.on('error', () => socket.destroy());
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    try {
      if (cap.refused(socket)) return void socket.destroy();
      const target = requestTarget(req.url);
      if (!target || !REALTIME_PATHS.has(target.pathname)) return rawReply(socket, 404, 'Not Found', { message: 'no Route matched with those values' });
      checkKey(req, target.searchParams)
        .then((key) => {
          if (socket.destroyed) return;
          if (!key.ok) return rawReply(socket, key.status, 'Unauthorized', key.body);
          opts.realtime.handleUpgrade(req, socket, head);
        })
        .catch((e: unknown) => {
          console.error('[gateway] websocket upgrade failed', e);
          rawReply(socket, 500, 'Internal Server Error', { message: 'An unexpected error occurred in the local gateway' });
        });
    } catch (e) {
      console.error('[gateway] websocket upgrade failed', e);
      rawReply(socket, 500, 'Internal Server Error', { message: 'An unexpected error occurred in the local gateway' });
    }
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
        functions?.close();
        server.close(() => resolve());
        server.closeAllConnections();
        // Open WebSockets would otherwise keep close() waiting until their clients leave.
        for (const socket of upgraded) socket.destroy();
      }),
  };
}
