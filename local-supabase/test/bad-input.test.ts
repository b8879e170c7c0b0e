// Bad input gets a 4xx in PostgREST's or GoTrue's error shape, quickly:
// never a 500, never a hang. Uses the data model's tables and rules.
import { describe, expect, it } from 'vitest';
import { client, signedInUser, stack } from './helpers.ts';

async function call(path: string, init: RequestInit & { key?: 'anon' | 'service'; token?: string } = {}) {
  const s = stack();
  const key = init.key === 'service' ? s.serviceKey : s.anonKey;
  const r = await fetch(`${s.url}${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${init.token ?? key}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(5000),
  });
  const text = await r.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: the assertions below say so */
  }
  return { status: r.status, body, text };
}

function expectPostgrestError(r: { status: number; body: Record<string, unknown> }, status: number, code?: string) {
  expect(r.status).toBe(status);
  expect(r.body).toHaveProperty('message');
  expect(r.body).toHaveProperty('code');
  if (code) expect(r.body.code).toBe(code);
}

function expectGoTrueError(r: { status: number; body: Record<string, unknown> }, status: number, code: string) {
  expect(r.status).toBe(status);
  expect(r.body.code).toBe(code);
  expect(r.body.error_code).toBe(code);
  expect(typeof r.body.message).toBe('string');
  expect(typeof r.body.msg).toBe('string');
}

const futureDate = () => new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);

describe('bad input', () => {
  it('malformed JSON → 400 from PostgREST and from GoTrue', async () => {
    expectPostgrestError(await call('/rest/v1/contact_messages', { method: 'POST', body: '{"name": "Ravi",' }), 400, 'PGRST102');
    expectGoTrueError(await call('/auth/v1/token?grant_type=password', { method: 'POST', body: '{"email": ' }), 400, 'bad_json');
    expectGoTrueError(await call('/auth/v1/signup', { method: 'POST', body: 'not json at all' }), 400, 'bad_json');
    expectGoTrueError(await call('/auth/v1/signup', { method: 'POST', body: '[1,2]' }), 400, 'bad_json');
  });

  it('wrong types → 400', async () => {
    expectPostgrestError(await call('/rest/v1/services?price_paise=eq.lots'), 400, '22P02');
    expectPostgrestError(await call('/rest/v1/service_categories?sort_order=gt.abc'), 400, '22P02');
    const ins = await call('/rest/v1/services', {
      method: 'POST',
      key: 'service',
      body: JSON.stringify({ provider_id: 'not-a-uuid', category_slug: 'catering', title: 'Thali', price_paise: 'ten', city: 'Pune' }),
    });
    expectPostgrestError(ins, 400, '22P02');
    expectGoTrueError(await call('/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email: 42, password: 'Test@12345' }) }), 400, 'validation_failed');
    expectGoTrueError(await call('/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email: 'a@b.in', password: 'Test@12345', data: 'x' }) }), 400, 'validation_failed');
    expectGoTrueError(await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: ['x'], password: 1 }) }), 400, 'validation_failed');
    expectGoTrueError(await call('/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' }), 400, 'unsupported_grant_type');
  });

  it('negative prices and guest counts over the maximum → 4xx', async () => {
    const provider = await signedInUser('bad.provider');
    const service = client('service');
    const sp = await service
      .from('service_providers')
      .insert({ profile_id: provider.user.id, business_name: 'Annapurna Caterers', city: 'Pune', status: 'approved', approved_at: new Date().toISOString() })
      .select('id')
      .single();
    expect(sp.error).toBeNull();

    const negative = await call('/rest/v1/services', {
      method: 'POST',
      key: 'service',
      body: JSON.stringify({ provider_id: sp.data!.id, category_slug: 'catering', title: 'Veg thali', price_paise: -5000, price_unit: 'per_plate', city: 'Pune' }),
    });
    expectPostgrestError(negative, 400, '23514');

    const svc = await service
      .from('services')
      .insert({ provider_id: sp.data!.id, category_slug: 'catering', title: 'Veg thali', price_paise: 45000, price_unit: 'per_plate', max_guests: 100, city: 'Pune' })
      .select('id')
      .single();
    expect(svc.error).toBeNull();

    const customer = await signedInUser('bad.customer');
    const tooMany = await customer.client
      .from('bookings')
      .insert({ service_id: svc.data!.id, event_date: futureDate(), event_time: '18:00', guest_count: 500 })
      .select()
      .single();
    expect(tooMany.error).not.toBeNull();
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.status).toBeLessThan(500);
    expect(tooMany.error!.message).toMatch(/guest/i);

    const ok = await customer.client
      .from('bookings')
      .insert({ service_id: svc.data!.id, event_date: futureDate(), event_time: '18:00', guest_count: 80 })
      .select('status, total_paise')
      .single();
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ status: 'held', total_paise: 80 * 45000 });
  });

  it('unknown routes, missing tokens and oversized bodies → 4xx, not 5xx', async () => {
    const notFound = await call('/auth/v1/nope');
    expect(notFound.status).toBe(404);
    expectGoTrueError(await call('/auth/v1/user', { token: 'garbage' }), 403, 'bad_jwt');
    expectPostgrestError(await call('/rest/v1/no_such_table'), 404);
    const big = await call('/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email: 'x@y.in', password: 'a'.repeat(2 << 20) }) });
    expect(big.status).toBe(413);
    const noRoute = await call('/nowhere');
    expect(noRoute.status).toBe(404);
  });
});
