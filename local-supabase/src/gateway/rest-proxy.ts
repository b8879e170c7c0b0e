// /rest/v1/* → PostgREST, streamed both ways with headers intact
// (Prefer, Range, Content-Range, Accept-Profile…).
import http from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);

export function restProxy(target: { host: string; port: number }) {
  // Keep-alive to PostgREST: a new TCP connection per request would halve throughput.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
  return function proxy(req: http.IncomingMessage, res: http.ServerResponse, path: string): void {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
    // As Supabase's gateway: a request with only an apikey runs with that key's role.
    if (!headers.authorization && req.headers.apikey) headers.authorization = `Bearer ${req.headers.apikey}`;
    const upstream = http.request({ host: target.host, port: target.port, method: req.method, path, headers, agent }, (up) => {
      const out: http.OutgoingHttpHeaders = {};
      // The gateway owns CORS (Supabase's rules); PostgREST's own CORS headers would override them.
      for (const [k, v] of Object.entries(up.headers)) {
        if (!HOP_BY_HOP.has(k) && v !== undefined && !k.startsWith('access-control-')) out[k] = v;
      }
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      // PostgREST is restarting: 503 + Retry-After, which supabase-js retries for reads.
      const body = JSON.stringify({ code: 'PGRST000', message: 'The REST service is restarting; try again shortly', details: null, hint: null });
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1', 'Content-Length': Buffer.byteLength(body) }).end(body);
    });
    req.pipe(upstream);
  };
}
