// /rest/v1/* → PostgREST with headers intact (Prefer, Range, Content-Range,
// Accept-Profile…). The request body arrives already read (see server.ts); the
// answer is streamed back.
import http from 'node:http';
import type { GatewayLimits } from './limits.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'content-length']);

/** The peer's IP, with Node's IPv4-in-IPv6 prefix removed. */
export const clientAddress = (req: http.IncomingMessage): string => (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

const errorBody = (code: string, message: string) => JSON.stringify({ code, message, details: null, hint: null });

export function restProxy(target: { host: string; port: number }, limits: Pick<GatewayLimits, 'upstreamTimeoutMs'>) {
  // Keep-alive to PostgREST: a new TCP connection per request would halve throughput.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
  return function proxy(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: Buffer | undefined): void {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
    if (body?.length) headers['content-length'] = body.length;
    // As Supabase's gateway: a request with only an apikey runs with that key's role.
    if (!headers.authorization && req.headers.apikey) headers.authorization = `Bearer ${req.headers.apikey}`;
    // The gateway is the edge: the client's address is the socket's, never what the client
    // claims, so SQL that limits per client (send_contact_message) cannot be dodged by a header.
    const address = clientAddress(req);
    headers['x-forwarded-for'] = address;
    headers['x-real-ip'] = address;
    const upstream = http.request({ host: target.host, port: target.port, method: req.method, path, headers, agent, timeout: limits.upstreamTimeoutMs }, (up) => {
      const out: http.OutgoingHttpHeaders = {};
      // The gateway owns CORS (Supabase's rules); PostgREST's own CORS headers would override them.
      for (const [k, v] of Object.entries(up.headers)) {
        if (!HOP_BY_HOP.has(k) && v !== undefined && !k.startsWith('access-control-')) out[k] = v;
      }
      if (up.headers['content-length'] !== undefined) out['content-length'] = up.headers['content-length'];
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
      up.on('error', () => res.destroy());
    });
    let failed = false;
    const fail = (status: number, body: string, extra: Record<string, string> = {}) => {
      if (failed) return;
      failed = true;
      if (res.headersSent) return void res.destroy();
      res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...extra }).end(body);
    };
    upstream.on('timeout', () => {
      upstream.destroy();
      fail(504, errorBody('PGRST003', 'The REST service did not answer in time'));
    });
    upstream.on('error', () => {
      // PostgREST is restarting: 503 + Retry-After, which supabase-js retries for reads.
      fail(503, errorBody('PGRST000', 'The REST service is restarting; try again shortly'), { 'Retry-After': '1' });
    });
    // The client went away: free the upstream socket for others.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body?.length ? body : undefined);
  };
}
