// Finding: a sign-up with HTML in the email address answered 500. GoTrue checks an address's
// form before anything else (checkmail's pattern: no <, >, quotes, spaces or parentheses, a
// host of letters, digits and hyphens) and answers 400 validation_failed "Unable to validate
// email address: invalid format"; so do we, on every route that takes an address.
import { describe, expect, it } from 'vitest';
import { signedInUser, stack, uniqueEmail } from '../helpers.ts';

const HOSTILE = [
  '<b>bold</b>@utsav.test',
  '"><img src=x onerror=alert(1)>@utsav.test',
  'a<script>alert(1)</script>@utsav.test',
  'user@utsav.test<br>',
  'user@<i>utsav</i>.test',
  "user@utsav.test'--",
  'user(comment)@utsav.test',
];

const call = (path: string, body: unknown, token?: string, method = 'POST') =>
  fetch(`${stack().url}/auth/v1${path}`, {
    method,
    headers: { apikey: stack().anonKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; error_code?: string; msg?: string } }));

describe('email addresses with markup', () => {
  it('a sign-up is refused with 400 validation_failed, as GoTrue refuses it', async () => {
    for (const email of HOSTILE) {
      const r = await call('/signup', { email, password: 'Test@12345' });
      expect(r.status, email).toBe(400);
      expect(r.body.code, email).toBe('validation_failed');
      expect(r.body.msg, email).toBe('Unable to validate email address: invalid format');
    }
  });

  it('every other route that takes an address answers 400 too, never 500', async () => {
    const { session } = await signedInUser('validation.routes');
    const email = HOSTILE[0]!;
    for (const [path, body, token, method] of [
      ['/token?grant_type=password', { email, password: 'Test@12345' }],
      ['/recover', { email }],
      ['/resend', { type: 'signup', email }],
      ['/verify', { type: 'signup', email, token: '123456' }],
      ['/user', { email }, session.access_token, 'PUT'],
    ] as [string, unknown, string | undefined, string | undefined][]) {
      const r = await call(path, body, token, method);
      expect(r.status, path).toBe(400);
      expect(r.body.code, path).toBe('validation_failed');
    }
  });

  it('ordinary addresses, plus tags and subdomains included, are still accepted', async () => {
    const email = uniqueEmail('first.last+tag').replace('@utsav.test', '@mail.utsav-events.test');
    const r = await call('/signup', { email, password: 'Test@12345' });
    expect(r.status).toBe(200);
  });
});
