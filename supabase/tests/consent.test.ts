// user_consents (0046): the DPDP Act puts the proof of consent on us, so the record is
// written only by the sign-up trigger (or record_my_consent), read only by its owner, and
// never changed afterwards.
import { describe, expect, it } from 'vitest';
import { POLICY_VERSIONS } from '../../shared/domain/policy-versions.ts';
import { createUser, setupDb, type Tx } from './helpers/db.ts';
import { expectError, expectNoAccess, expectRows } from './helpers/expect.ts';

const { tx } = setupDb();

// The versions the app sends: the database must accept exactly these (its copy is in SQL).
const CURRENT = POLICY_VERSIONS;

/** A sign-up as the auth server makes it; the error, if the trigger refuses it. */
async function trySignUp(t: Tx, meta: Record<string, unknown>) {
  await t.sys('savepoint sign_up');
  try {
    const id = await createUser(t, 'consent', meta);
    await t.sys('release savepoint sign_up');
    return { id };
  } catch (e) {
    await t.sys('rollback to savepoint sign_up');
    return { error: e as { code: string; hint?: string } };
  }
}

describe('consent recorded at sign-up', () => {
  it('the register form\'s consent is stored with its versions and time, and only its owner reads it', () =>
    tx(async (t) => {
      const { id } = await trySignUp(t, { full_name: 'Kavya Rao', consent: CURRENT });
      expect(id).toBeDefined();
      const own = await t.as({ sub: id! }, 'select user_id, terms_version, privacy_version, method, accepted_at > now() - interval \'1 minute\' as recent from public.user_consents');
      expect(own).toEqual([{ user_id: id, terms_version: CURRENT.terms, privacy_version: CURRENT.privacy, method: 'sign_up_form', recent: true }]);
      expect(await t.sys('select 1 from public.profiles where id = $1', [id])).toHaveLength(1);

      for (const actor of ['customerA', 'provider', 'admin'] as const) {
        expect(await t.as(actor, 'select id from public.user_consents where user_id = $1', [id])).toHaveLength(0);
      }
      expectNoAccess(await t.try('anon', 'select id from public.user_consents'));
    }));

  // A name of this test's own: other suites on the same database sign up a "Ravi Kumar" and commit it.
  const REFUSED_NAME = `Refused Consent ${Date.now()}`;
  it('consent to old or missing versions refuses the sign-up: no user, no profile', () =>
    tx(async (t) => {
      // 2026-11-01: the Terms before the payment wording of 28 November (0049).
      for (const consent of [{ terms: '2026-11-01', privacy: CURRENT.privacy }, { terms: CURRENT.terms }, true, 'yes', {}]) {
        const r = await trySignUp(t, { full_name: REFUSED_NAME, consent });
        expect(r.error, JSON.stringify(consent)).toMatchObject({ code: '23514', hint: 'consent_required' });
      }
      expect(await t.sys(`select 1 from auth.users where raw_user_meta_data ->> 'full_name' = $1`, [REFUSED_NAME])).toHaveLength(0);
    }));

  it('a sign-up without the form (Google, phone, operator) records no consent, to be asked on first sign-in', () =>
    tx(async (t) => {
      const { id } = await trySignUp(t, { full_name: 'Meena Iyer' });
      expect(id).toBeDefined();
      expect(await t.sys('select 1 from public.user_consents where user_id = $1', [id])).toHaveLength(0);

      await t.as({ sub: id! }, 'select public.record_my_consent($1, $2)', [CURRENT.terms, CURRENT.privacy]);
      await t.as({ sub: id! }, 'select public.record_my_consent($1, $2)', [CURRENT.terms, CURRENT.privacy]);
      expect(await t.as({ sub: id! }, 'select method from public.user_consents')).toEqual([{ method: 'continue_button' }]);
      expectError(await t.try({ sub: id! }, 'select public.record_my_consent($1, $2)', ['2020-01-01', CURRENT.privacy]), '23514');
      expectError(await t.try('anon', 'select public.record_my_consent($1, $2)', [CURRENT.terms, CURRENT.privacy]), '42501');
    }));

  it('nobody inserts, updates or deletes consent directly, the owner and the backend included', () =>
    tx(async (t) => {
      const { id } = await trySignUp(t, { consent: CURRENT });
      const sub = { sub: id! };
      expectError(await t.try(sub, `insert into public.user_consents (user_id, terms_version, privacy_version, method) values ($1, 'x', 'y', 'sign_up_form')`, [id]), '42501');
      for (const actor of [sub, 'admin', 'service'] as const) {
        expectError(await t.try(actor, `update public.user_consents set terms_version = 'x' where user_id = $1`, [id]), '42501');
        expectError(await t.try(actor, 'delete from public.user_consents where user_id = $1', [id]), '42501');
      }
      expectRows(await t.try(sub, 'select id from public.user_consents'), 1);
    }));

  it('erasing the account erases its consent with it', () =>
    tx(async (t) => {
      const { id } = await trySignUp(t, { consent: CURRENT });
      await t.as({ sub: id! }, 'select public.delete_my_account(null, $$DELETE$$)');
      expect(await t.sys('select 1 from public.user_consents where user_id = $1', [id])).toHaveLength(0);
    }));
});
