// Phone sign-in as on hosted Supabase (GoTrue's SMS OTP), through unmodified supabase-js: the
// code lands in the gateway's SMS inbox, works once, for 60 s, and a number gets one code a minute.
import { describe, expect, it } from 'vitest';
import { client, codeIn, latestSms, signedInUser, stack, uniquePhone, withDb } from './helpers.ts';

/** GoTrue stores E.164 without the plus. */
const stored = (phone: string) => phone.slice(1);

describe('phone sign-in with a one-time code', () => {
  it('signInWithOtp texts a 6-digit code; verifyOtp signs in a new user with a confirmed phone', async () => {
    const phone = uniquePhone();
    const sent = await client().auth.signInWithOtp({ phone, options: { data: { preferred_language: 'ta' } } });
    expect(sent.error).toBeNull();
    expect(sent.data.messageId).toBeTruthy();
    const sms = await latestSms(phone);
    const code = codeIn({ text: sms.body });
    expect(code).toMatch(/^\d{6}$/);
    // In the language the user chose, as the emails are.
    expect(sms.body).toBe(`உங்கள் Utsav குறியீடு ${code}. இது 1 நிமிடம் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.`);

    const c = client();
    const { data, error } = await c.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.phone).toBe(stored(phone));
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    expect(data.user?.email).toBe('');
    expect(data.user?.app_metadata.provider).toBe('phone');
    // The session is a real one: the user reads themself, and the profile row was made.
    const me = await c.auth.getUser();
    expect(me.data.user?.id).toBe(data.user?.id);
    const profile = await c.from('profiles').select('id, preferred_language').eq('id', data.user!.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data?.preferred_language).toBe('ta');
  });

  it('accepts the number as people type it, and a known number signs in to the same user', async () => {
    const phone = uniquePhone();
    const first = client();
    expect((await first.auth.signInWithOtp({ phone })).error).toBeNull();
    const one = await first.auth.verifyOtp({ phone, token: codeIn({ text: (await latestSms(phone)).body }), type: 'sms' });
    expect(one.error).toBeNull();
    // A minute later (moved back in the database rather than waited for), written with spaces.
    await withDb((db) => db.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where phone = $1`, [stored(phone)]));
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 8)} ${phone.slice(8)}`;
    const before = await latestSms(phone);
    expect((await client().auth.signInWithOtp({ phone: spaced, options: { shouldCreateUser: false } })).error).toBeNull();
    const sms = await latestSms(phone, { except: [before.id] });
    const two = await client().auth.verifyOtp({ phone: spaced, token: codeIn({ text: sms.body }), type: 'sms' });
    expect(two.error).toBeNull();
    expect(two.data.user?.id).toBe(one.data.user?.id);
  });

  it('refuses a wrong code, and a right code used twice', async () => {
    const phone = uniquePhone();
    await client().auth.signInWithOtp({ phone });
    const code = codeIn({ text: (await latestSms(phone)).body });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await client().auth.verifyOtp({ phone, token: wrong, type: 'sms' });
    expect(bad.error?.code).toBe('otp_expired');
    expect(bad.error?.status).toBe(403);
    expect(bad.data.session).toBeNull();
    // The wrong guess did not spend the right code; using it does.
    expect((await client().auth.verifyOtp({ phone, token: code, type: 'sms' })).error).toBeNull();
    const reused = await client().auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('refuses a code older than 60 seconds', async () => {
    const phone = uniquePhone();
    await client().auth.signInWithOtp({ phone });
    const code = codeIn({ text: (await latestSms(phone)).body });
    await withDb((db) => db.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where phone = $1`, [stored(phone)]));
    const late = await client().auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(late.error?.code).toBe('otp_expired');
  });

  it('sends one code per number per minute, and says how long to wait', async () => {
    const phone = uniquePhone();
    expect((await client().auth.signInWithOtp({ phone })).error).toBeNull();
    const again = await client().auth.signInWithOtp({ phone });
    expect(again.error?.code).toBe('over_sms_send_rate_limit');
    expect(again.error?.status).toBe(429);
    expect(again.error?.message).toMatch(/after (59|60) seconds/);
  });

  it('refuses numbers that are not E.164, and unknown numbers when sign-ups are not wanted', async () => {
    for (const phone of ['12345', '+0 98765 43210', 'call me', '+91 98765 43210 1234567']) {
      const r = await client().auth.signInWithOtp({ phone });
      expect(r.error?.code, phone).toBe('validation_failed');
    }
    const r = await client().auth.signInWithOtp({ phone: uniquePhone(), options: { shouldCreateUser: false } });
    expect(r.error?.code).toBe('otp_disabled');
  });

  it('signs up with phone and password: confirmed by the texted code, then the password works', async () => {
    const phone = uniquePhone();
    const up = await client().auth.signUp({ phone, password: 'Test@12345' });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    expect(up.data.user?.phone).toBe(stored(phone));
    const early = await client().auth.signInWithPassword({ phone, password: 'Test@12345' });
    expect(early.error?.code).toBe('phone_not_confirmed');
    const code = codeIn({ text: (await latestSms(phone)).body });
    expect((await client().auth.verifyOtp({ phone, token: code, type: 'sms' })).error).toBeNull();
    const signedIn = await client().auth.signInWithPassword({ phone, password: 'Test@12345' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.phone_confirmed_at).toBeTruthy();
    expect((await client().auth.signInWithPassword({ phone, password: 'Wrong@12345' })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signUp({ phone, password: 'Test@12345' })).error?.code).toBe('user_already_exists');
  });

  it('resends the code of an unconfirmed phone sign-up; a confirmed or unknown number gets nothing, and the same answer', async () => {
    const phone = uniquePhone();
    expect((await client().auth.signUp({ phone, password: 'Test@12345' })).error).toBeNull();
    const first = await latestSms(phone);
    // Within the minute the number is told to wait, as for a new code.
    expect((await client().auth.resend({ type: 'sms', phone })).error?.code).toBe('over_sms_send_rate_limit');
    await withDb((db) => db.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where phone = $1`, [stored(phone)]));
    const again = await client().auth.resend({ type: 'sms', phone });
    expect(again.error).toBeNull();
    expect(again.data.messageId).toBeTruthy();
    const sms = await latestSms(phone, { except: [first.id] });
    // The resent code confirms; the first one no longer does.
    expect((await client().auth.verifyOtp({ phone, token: codeIn({ text: first.body }), type: 'sms' })).error?.code).toBe('otp_expired');
    expect((await client().auth.verifyOtp({ phone, token: codeIn({ text: sms.body }), type: 'sms' })).error).toBeNull();

    await withDb((db) => db.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where phone = $1`, [stored(phone)]));
    const confirmed = await client().auth.resend({ type: 'sms', phone });
    const unknown = await client().auth.resend({ type: 'sms', phone: uniquePhone() });
    expect(confirmed.error).toBeNull();
    expect(unknown.error).toBeNull();
    expect(confirmed.data).toEqual(unknown.data);
    expect((await latestSms(phone)).id).toBe(sms.id);
  });

  it('shows the messages on the inbox page', async () => {
    const phone = uniquePhone();
    await client().auth.signInWithOtp({ phone });
    await latestSms(phone);
    const page = await fetch(`${stack().url}/sms-inbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(phone);
  });
});

describe('adding a phone to an email account (phone_change)', () => {
  it('updateUser({phone}) texts the new number; verifying the code makes it the account\'s, and it then signs in by code', async () => {
    const { client: c, user } = await signedInUser('phone-change');
    const phone = uniquePhone();
    const asked = await c.auth.updateUser({ phone });
    expect(asked.error).toBeNull();
    // Pending until verified: the account's number has not changed yet.
    expect(asked.data.user?.phone).toBe('');
    expect(asked.data.user?.new_phone).toBe(stored(phone));
    const changeSms = await latestSms(phone);
    const code = codeIn({ text: changeSms.body });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await c.auth.verifyOtp({ phone, token: wrong, type: 'phone_change' })).error?.code).toBe('otp_expired');
    const verified = await c.auth.verifyOtp({ phone, token: code, type: 'phone_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect(verified.data.user?.phone).toBe(stored(phone));
    expect(verified.data.user?.email).toBe(user.email);

    // The same account, reached by phone.
    await withDb((db) => db.query(`update auth.users set confirmation_sent_at = null where phone = $1`, [stored(phone)]));
    expect((await client().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })).error).toBeNull();
    const byPhone = await client().auth.verifyOtp({ phone, token: codeIn({ text: (await latestSms(phone, { except: [changeSms.id] })).body }), type: 'sms' });
    expect(byPhone.error).toBeNull();
    expect(byPhone.data.user?.id).toBe(user.id);
  });

  it('refuses a number another account has, and a second code within the minute', async () => {
    const taken = uniquePhone();
    await client().auth.signInWithOtp({ phone: taken });
    const { client: c } = await signedInUser('phone-taken');
    const refused = await c.auth.updateUser({ phone: taken });
    expect(refused.error?.code).toBe('phone_exists');
    expect(refused.error?.status).toBe(422);

    const phone = uniquePhone();
    expect((await c.auth.updateUser({ phone })).error).toBeNull();
    expect((await c.auth.updateUser({ phone })).error?.code).toBe('over_sms_send_rate_limit');
  });
});
