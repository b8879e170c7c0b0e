// A function's own CORS answer: hosted adds none, so a function a browser calls answers its
// preflight and marks its responses itself. Only the app's origins are allowed: the list comes
// from the ALLOWED_ORIGINS secret (comma-separated; the local stack defaults it to the apps'
// localhost origins, hosted needs `supabase secrets set ALLOWED_ORIGINS=https://…`).
// Pure functions of the request and the list, so they run in Node's tests as in Deno.

/** What supabase-js's functions.invoke sends (notes/supabase-protocols.md). */
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-region';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

export function parseOrigins(list: string | undefined): Set<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );
}

/** Headers to add to any response for this request: an allowance only for a listed origin. */
export function corsHeaders(req: Request, allowed: Set<string>): Record<string, string> {
  const origin = req.headers.get('origin');
  if (!origin || !allowed.has(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/** The answer to a preflight (OPTIONS), or undefined for any other request. */
export function preflight(req: Request, allowed: Set<string>): Response | undefined {
  if (req.method !== 'OPTIONS') return undefined;
  const headers = corsHeaders(req, allowed);
  if (headers['Access-Control-Allow-Origin']) {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '86400';
  }
  return new Response(null, { status: 204, headers });
}

/** A JSON response carrying the CORS headers for this request. */
export function jsonResponse(req: Request, allowed: Set<string>, status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...corsHeaders(req, allowed) } });
}
