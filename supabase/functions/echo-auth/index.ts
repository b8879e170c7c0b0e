// Who is calling: the signed-in user's id and email, checked with Supabase Auth through
// supabase-js (the pattern payment functions use before acting for a user). The gateway has
// already verified the JWT (verify_jwt on); a valid key that is not a user's session (the anon
// key) gets a 401 from here. Answers its own CORS, as every browser-called function must.
import { corsHeaders, jsonResponse, parseOrigins, preflight } from '../_shared/cors.ts';
import { callerUser } from '../_shared/supabase-admin.ts';

const allowed = parseOrigins(Deno.env.get('ALLOWED_ORIGINS'));

Deno.serve(async (req: Request) => {
  const early = preflight(req, allowed);
  if (early) return early;
  if (req.method !== 'GET' && req.method !== 'POST') {
    return new Response(JSON.stringify({ error: 'method_not_allowed' }), { status: 405, headers: { 'Content-Type': 'application/json', Allow: 'GET, POST, OPTIONS', ...corsHeaders(req, allowed) } });
  }
  try {
    const user = await callerUser(req);
    if (!user) return jsonResponse(req, allowed, 401, { error: 'not_signed_in' });
    return jsonResponse(req, allowed, 200, { userId: user.id, email: user.email ?? null, path: new URL(req.url).pathname });
  } catch (e) {
    console.error('echo-auth failed', e);
    return jsonResponse(req, allowed, 502, { error: 'auth_unavailable' });
  }
});
