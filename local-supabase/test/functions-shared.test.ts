// supabase/functions/_shared: Web-API-only code the payment functions build on, run here in
// Node (same Web Crypto and fetch types as Deno) against signatures computed with node:crypto.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { corsHeaders, jsonResponse, parseOrigins, preflight } from '../../supabase/functions/_shared/cors.ts';
import {
  checkoutSignature,
  constantTimeEqual,
  verifyCheckoutSignature,
  verifyWebhookSignature,
} from '../../supabase/functions/_shared/razorpay-signature.ts';
import { isTransient, retryTransient } from '../../supabase/functions/_shared/transient-retry.ts';

const hmac = (secret: string, data: string | Buffer) => crypto.createHmac('sha256', secret).update(data).digest('hex');

describe('Razorpay checkout signature', () => {
  const keySecret = crypto.randomBytes(18).toString('base64');
  const orderId = 'order_N8Xq2Zb1YwTn4K';
  const paymentId = 'pay_N8XqBkQy1s2Lm9';
  const signature = hmac(keySecret, `${orderId}|${paymentId}`);

  it('computes hex HMAC-SHA256 of `order_id|payment_id` with the key secret', async () => {
    expect(await checkoutSignature(keySecret, orderId, paymentId)).toBe(signature);
  });

  it('accepts the genuine signature (in either hex case)', async () => {
    expect(await verifyCheckoutSignature({ keySecret, orderId, paymentId, signature })).toBe(true);
    expect(await verifyCheckoutSignature({ keySecret, orderId, paymentId, signature: signature.toUpperCase() })).toBe(true);
  });

  it.each([
    ['another payment id', { paymentId: 'pay_N8XqBkQy1s2Lm8' }],
    ['another order id (the one the browser sent back)', { orderId: 'order_N8Xq2Zb1YwTn4L' }],
    ['another key secret', { keySecret: 'not-the-secret' }],
    ['an empty key secret', { keySecret: '' }],
    ['a signature with one digit changed', { signature: `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}` }],
    ['a truncated signature', { signature: signature.slice(0, 63) }],
    ['a signature that is not hex', { signature: 'z'.repeat(64) }],
    ['no signature', { signature: undefined }],
    ['a signature of another type', { signature: 12345 }],
  ])('refuses %s', async (_label, change) => {
    expect(await verifyCheckoutSignature({ keySecret, orderId, paymentId, signature, ...change })).toBe(false);
  });
});

describe('Razorpay webhook signature', () => {
  it('matches RFC 4231 test case 2 (HMAC-SHA256)', async () => {
    const known = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    expect(await verifyWebhookSignature({ webhookSecret: 'Jefe', rawBody: 'what do ya want for nothing?', signature: known })).toBe(true);
  });

  const webhookSecret = 'whsec_' + crypto.randomBytes(12).toString('hex');
  const raw = Buffer.from('{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":29500,"notes":{"city":"चेन्नई"}}}}}');
  const signature = hmac(webhookSecret, raw);

  it('verifies over the raw bytes, given as bytes or as the text read from the request', async () => {
    expect(await verifyWebhookSignature({ webhookSecret, rawBody: new Uint8Array(raw), signature })).toBe(true);
    expect(await verifyWebhookSignature({ webhookSecret, rawBody: raw.toString('utf8'), signature })).toBe(true);
  });

  it('refuses a re-serialised body, a changed byte, the API secret, a missing header', async () => {
    const reserialised = JSON.stringify(JSON.parse(raw.toString('utf8')), null, 1);
    expect(await verifyWebhookSignature({ webhookSecret, rawBody: reserialised, signature })).toBe(false);
    const changed = Buffer.from(raw);
    changed[changed.length - 3] = changed[changed.length - 3]! ^ 1;
    expect(await verifyWebhookSignature({ webhookSecret, rawBody: new Uint8Array(changed), signature })).toBe(false);
    expect(await verifyWebhookSignature({ webhookSecret: 'the-api-key-secret', rawBody: new Uint8Array(raw), signature })).toBe(false);
    expect(await verifyWebhookSignature({ webhookSecret, rawBody: new Uint8Array(raw), signature: null })).toBe(false);
    expect(await verifyWebhookSignature({ webhookSecret: '', rawBody: new Uint8Array(raw), signature: hmac('', raw) })).toBe(false);
  });

  it('compares in constant time, length included', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});

describe("a function's own CORS", () => {
  const allowed = parseOrigins(' http://localhost:3000/ ,https://utsav.example,, ');
  const req = (method: string, origin?: string) => new Request('http://gateway/functions/v1/x', { method, headers: origin ? { origin } : {} });

  it('reads the ALLOWED_ORIGINS list, trimmed, without trailing slashes or empty entries', () => {
    expect([...allowed]).toEqual(['http://localhost:3000', 'https://utsav.example']);
    expect(parseOrigins(undefined).size).toBe(0);
  });

  it('answers a preflight from an app origin with what supabase-js sends', () => {
    const r = preflight(req('OPTIONS', 'https://utsav.example'), allowed)!;
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://utsav.example');
    for (const h of ['authorization', 'apikey', 'x-client-info', 'content-type']) expect(r.headers.get('access-control-allow-headers')).toContain(h);
    expect(r.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('gives any other origin no allowance, and leaves other methods to the handler', () => {
    const r = preflight(req('OPTIONS', 'https://evil.example'), allowed)!;
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight(req('POST', 'https://utsav.example'), allowed)).toBeUndefined();
    expect(corsHeaders(req('POST'), allowed)).toEqual({ Vary: 'Origin' });
  });

  it('marks a JSON answer for an allowed origin', async () => {
    const r = jsonResponse(req('POST', 'http://localhost:3000'), allowed, 201, { ok: true });
    expect(r.status).toBe(201);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(r.headers.get('vary')).toBe('Origin');
    expect(await r.json()).toEqual({ ok: true });
  });
});

describe('retryTransient (a deadlocked or serialization-failed transaction wrote nothing: run it again)', () => {
  const answers = (...codes: (string | null)[]) => {
    const calls: number[] = [];
    const run = () => {
      calls.push(calls.length);
      const code = codes[Math.min(calls.length - 1, codes.length - 1)];
      return Promise.resolve({ data: code ? null : 'ok', error: code ? { code } : null });
    };
    return { run, calls };
  };
  const noWait = () => Promise.resolve();

  it('runs again after a deadlock and a serialization failure, and answers the success', async () => {
    const { run, calls } = answers('40P01', '40001', null);
    expect(await retryTransient(run, 3, noWait)).toEqual({ data: 'ok', error: null });
    expect(calls).toHaveLength(3);
  });

  it('gives up after its tries with the last transient error, which isTransient names', async () => {
    const { run, calls } = answers('40P01');
    const result = await retryTransient(run, 3, noWait);
    expect(calls).toHaveLength(3);
    expect(isTransient(result.error)).toBe(true);
  });

  it('never runs again after any other error (a refused payment is an answer)', async () => {
    const { run, calls } = answers('22023');
    expect(await retryTransient(run, 3, noWait)).toEqual({ data: null, error: { code: '22023' } });
    expect(calls).toHaveLength(1);
    expect(isTransient({ code: '23505' })).toBe(false);
  });
});
