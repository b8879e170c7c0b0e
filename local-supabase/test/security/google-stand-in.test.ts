// Findings on the local Google stand-in:
// - anyone could create a "Google test account" for an address that already had an
//   Utsav account and was then signed in as that user (GoTrue links a verified Google
//   email to the user with that address);
// - the demo accounts' Google sign-in kept accepting the README password after the
//   account had changed its password, so a changed password locked nobody out.
import { afterAll, describe, expect, it } from 'vitest';
import { client, confirmedUser, uniqueEmail, userStatus, withAdminDb } from '../helpers.ts';
import { sessionIn, throughLocalGoogle } from './google-browser.ts';

const gmail = (label: string) => uniqueEmail(label).replace(/@utsav\.test$/, '@gmail.test');

describe('local Google stand-in', () => {
  it('refuses a test account for an address that already has an account, and signs nobody in', async () => {
    const email = gmail('google.taken');
    const owner = await confirmedUser(email, 'Owner@12345');
    const attempt = await throughLocalGoogle({ email, password: 'Thief@12345', create: true });
    expect(sessionIn(attempt.url)).toBeUndefined();
    expect(attempt.res.status).toBe(400);
    expect(await attempt.res.text()).toContain('already exists');
    // Nor was a Google identity attached to the owner's account.
    const identities = await withAdminDb((db) => db.query(`select provider from auth.identities where user_id = $1`, [owner.id]));
    expect(identities.rows.map((r) => r.provider)).toEqual(['email']);
  });

  it('refuses a test account for an address that signed up but has not confirmed yet', async () => {
    const email = gmail('google.pending');
    const { error } = await client().auth.signUp({ email, password: 'Owner@12345' });
    expect(error).toBeNull();
    const attempt = await throughLocalGoogle({ email, password: 'Thief@12345', create: true });
    expect(sessionIn(attempt.url)).toBeUndefined();
    expect(attempt.res.status).toBe(400);
  });

  describe('a demo account whose password changed', () => {
    const demo = 'asha.google@gmail.test';
    // The demo account is Google-only until a password is set; put it back as the seed left it.
    afterAll(() =>
      withAdminDb(async (db) => {
        await db.query(`update auth.users set encrypted_password = null where email = $1`, [demo]);
        await db.query(`delete from auth.sessions where user_id = (select id from auth.users where email = $1)`, [demo]);
      }),
    );

    it('no longer opens with the README password through Google, and opens with the new one', async () => {
      const first = sessionIn((await throughLocalGoogle({ email: demo, password: 'Utsav@123' })).url);
      expect(first).toBeDefined();
      const c = client();
      await c.auth.setSession(first!);
      const changed = await c.auth.updateUser({ password: 'Asha@Changed123' });
      expect(changed.error).toBeNull();

      const stale = await throughLocalGoogle({ email: demo, password: 'Utsav@123' });
      expect(sessionIn(stale.url)).toBeUndefined();
      expect(stale.res.status).toBe(400);

      const current = sessionIn((await throughLocalGoogle({ email: demo, password: 'Asha@Changed123' })).url);
      expect(current).toBeDefined();
      expect((await userStatus(current!.access_token)).status).toBe(200);
    });
  });
});
