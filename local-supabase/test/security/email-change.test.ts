// Finding: an email change applied at once with only an access token, so a stolen token
// became a permanent takeover (change the address, then reset the password through it).
// Hosted's "Secure email change" (on by default): PUT /user {email} sends a link and code
// to the current address and to the new one, and the address changes only when both are
// followed; until then the user keeps the old address and shows the new one as new_email.
import { describe, expect, it } from 'vitest';
import { client, codeIn, latestEmail, linkIn, signedInUser, uniqueEmail, withAdminDb } from '../helpers.ts';

/** Opens an emailed link as a browser would; where it was sent. */
async function follow(link: string): Promise<URL> {
  const r = await fetch(link, { redirect: 'manual' });
  expect(r.status).toBe(303);
  return new URL(r.headers.get('location')!);
}

const currentEmail = async (id: string) =>
  withAdminDb(async (db) => (await db.query<{ email: string; email_change: string | null }>('select email, email_change from auth.users where id = $1', [id])).rows[0]!);

describe('secure email change', () => {
  it('changes nothing until the links sent to both addresses are followed', async () => {
    const { client: c, user, email: oldEmail } = await signedInUser('change.links');
    const newEmail = uniqueEmail('change.links.new');
    const { data, error } = await c.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    // What supabase-js gets back: the old address, the new one pending.
    expect(data.user?.email).toBe(oldEmail);
    expect(data.user?.new_email).toBe(newEmail);
    expect((await currentEmail(user.id)).email).toBe(oldEmail);

    const toNew = await latestEmail(newEmail);
    const toOld = await latestEmail(oldEmail);
    expect(toNew.id).not.toBe(toOld.id);

    const first = await follow(linkIn(toNew));
    expect(new URLSearchParams(first.hash.slice(1)).get('message')).toMatch(/other email/);
    expect(new URLSearchParams(first.hash.slice(1)).get('access_token')).toBeNull();
    expect((await currentEmail(user.id)).email).toBe(oldEmail);
    // The same link again is spent.
    const again = await follow(linkIn(toNew));
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');

    const second = await follow(linkIn(toOld));
    const frag = new URLSearchParams(second.hash.slice(1));
    expect(frag.get('type')).toBe('email_change');
    expect(frag.get('access_token')).toBeTruthy();
    const after = await currentEmail(user.id);
    expect(after.email).toBe(newEmail);
    expect(after.email_change ?? '').toBe('');
    expect((await client().auth.signInWithPassword({ email: newEmail, password: 'Test@12345' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: oldEmail, password: 'Test@12345' })).error?.code).toBe('invalid_credentials');
  });

  it('takes the two codes through verifyOtp, each with the address it was sent to', async () => {
    const { client: c, user, email: oldEmail } = await signedInUser('change.codes');
    const newEmail = uniqueEmail('change.codes.new');
    expect((await c.auth.updateUser({ email: newEmail })).error).toBeNull();
    const toNew = await latestEmail(newEmail);
    const toOld = await latestEmail(oldEmail);

    // A code checked against the wrong address is refused.
    const wrong = await client().auth.verifyOtp({ email: oldEmail, token: codeIn(toNew), type: 'email_change' });
    expect(wrong.error?.code).toBe('otp_expired');

    const one = await client().auth.verifyOtp({ email: oldEmail, token: codeIn(toOld), type: 'email_change' });
    expect(one.error).toBeNull();
    expect(one.data.session).toBeNull();
    expect((await currentEmail(user.id)).email).toBe(oldEmail);

    const two = await client().auth.verifyOtp({ email: newEmail, token: codeIn(toNew), type: 'email_change' });
    expect(two.error).toBeNull();
    expect(two.data.session?.user.email).toBe(newEmail);
    expect((await currentEmail(user.id)).email).toBe(newEmail);
  });

  it('refuses an address another account has, at the request and again when the second change completes', async () => {
    const a = await signedInUser('change.race.a');
    const b = await signedInUser('change.race.b');
    expect((await a.client.auth.updateUser({ email: b.email })).error?.code).toBe('email_exists');

    // Both ask for the same free address; the first to confirm gets it.
    const wanted = uniqueEmail('change.race.wanted');
    expect((await a.client.auth.updateUser({ email: wanted })).error).toBeNull();
    const toWantedA = await latestEmail(wanted);
    expect((await b.client.auth.updateUser({ email: wanted })).error).toBeNull();
    const toWantedB = await latestEmail(wanted, { except: [toWantedA.id] });
    for (const link of [linkIn(await latestEmail(a.email)), linkIn(toWantedA)]) await follow(link);
    expect((await currentEmail(a.user.id)).email).toBe(wanted);

    await follow(linkIn(await latestEmail(b.email)));
    const last = await follow(linkIn(toWantedB));
    expect(new URLSearchParams(last.hash.slice(1)).get('error_code')).toBe('email_exists');
    expect((await currentEmail(b.user.id)).email).toBe(b.email);
  });
});
