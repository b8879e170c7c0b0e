import { AuthError } from '@supabase/supabase-js';
import { startSessionSync } from '@utsav/shared/auth/session-store';
import { currentLanguage } from '@utsav/shared/i18n/i18n';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { POLICY_VERSIONS } from '@utsav/shared/domain/policy-versions';
import type { Registration } from '../utils/account-schemas';
import { callbackUrl } from './email-links';

/**
 * Creates the account. The database's sign-up trigger makes the profile (a guest) from
 * the metadata: full name, phone and the language the visitor is using; it records the
 * consent (the policies' versions) and refuses consent to any other versions (0046).
 * `input` is the registration schema's output: trimmed, the phone number canonical.
 * Resolves with the session, or null when the project asks for e-mail confirmation first;
 * the emailed link then comes back to `returnTo` (a page of this site, else the role's home).
 */
export async function signUp(input: Registration & { returnTo?: string | null }) {
  await startSessionSync();
  const { data, error } = await getSupabase().auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: {
        full_name: input.fullName,
        phone: input.phone,
        preferred_language: currentLanguage(),
        ...(input.consent ? { consent: POLICY_VERSIONS } : {}),
      },
      emailRedirectTo: callbackUrl(input.returnTo),
    },
  });
  if (error) throw error;
  // With confirmations on, Supabase answers an address in use with a user without
  // identities instead of an error (so addresses cannot be probed); it is still "in use".
  if (!data.session && data.user && data.user.identities?.length === 0) {
    throw new AuthError('User already registered', 422, 'user_already_exists');
  }
  return data.session;
}
