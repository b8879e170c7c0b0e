// Sessions as GoTrue keeps them: refresh-token reuse and family revocation,
// and the secure password change (current password, other sessions end).
import { describe, expect, it } from 'vitest';
import { client, signedInUser, stack, userStatus, withDb } from '../helpers.ts';

const refresh = (token: string) =>
  fetch(`${stack().url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; refresh_token?: string; access_token?: string } }));

/** Ages a revoked token past the 10 s reuse interval without waiting for it. */
const ageToken = (token: string, seconds: number) =>
  withDb((db) => db.query(`update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2) where token = $1`, [token, seconds]));

describe('refresh-token reuse', () => {
  it('a rotated token reused after the reuse interval revokes the whole session (stolen-token defence)', async () => {
    const { session } = await signedInUser('reuse.late');
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refresh_token!);
    expect(second.status).toBe(200);
    await ageToken(session.refresh_token, 11);

    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('refresh_token_already_used');
    // The whole family is gone: the newest token and the session's access token stop working.
    const newest = await refresh(second.body.refresh_token!);
    expect(newest.status).toBe(400);
    expect(['refresh_token_not_found', 'refresh_token_already_used']).toContain(newest.body.code);
    const me = await fetch(`${stack().url}/auth/v1/user`, { headers: { apikey: stack().anonKey, authorization: `Bearer ${second.body.access_token}` } });
    expect(me.status).toBe(403);
  });

  it('a rotated token reused within the interval gets the active token and revokes nothing', async () => {
    const { session } = await signedInUser('reuse.early');
    const first = await refresh(session.refresh_token);
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(first.body.refresh_token);
    const next = await refresh(first.body.refresh_token!);
    expect(next.status).toBe(200);
  });

  it('two tabs refreshing the same token at once both stay signed in', async () => {
    const { session } = await signedInUser('reuse.race');
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
  });
});

describe('secure password change', () => {
  it('asks for the current password and refuses a wrong one', async () => {
    const { client: c, email } = await signedInUser('pw.current');
    const none = await c.auth.updateUser({ password: 'Newer@12345' });
    expect(none.error?.code).toBe('current_password_required');
    expect(none.error?.status).toBe(400);
    const wrong = await c.auth.updateUser({ password: 'Newer@12345', current_password: 'Guess@12345' });
    expect(wrong.error?.code).toBe('current_password_invalid');
    expect((await client().auth.signInWithPassword({ email, password: 'Test@12345' })).error).toBeNull();
  });

  it('ends the other sessions of the user and keeps the one that changed it', async () => {
    const { client: c, email } = await signedInUser('pw.sessions');
    const laptop = client();
    expect((await laptop.auth.signInWithPassword({ email, password: 'Test@12345' })).error).toBeNull();
    const laptopSession = (await laptop.auth.getSession()).data.session!;

    const changed = await c.auth.updateUser({ password: 'Newer@12345', current_password: 'Test@12345' });
    expect(changed.error).toBeNull();
    expect((await c.auth.getUser()).error).toBeNull();
    expect(await userStatus(laptopSession.access_token)).toEqual({ status: 403, code: 'session_not_found' });
    expect((await refresh(laptopSession.refresh_token)).body.code).toBe('refresh_token_not_found');
    expect((await client().auth.signInWithPassword({ email, password: 'Newer@12345' })).error).toBeNull();
  });
});
