import { POLICY_VERSIONS } from '@utsav/shared/domain/policy-versions';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/**
 * Google and phone sign-ups never see the register form's box: the line under their buttons
 * says continuing is agreeing, and this records that agreement (record_my_consent, 0046; it
 * keeps one row per version pair, so a returning user adds nothing). A failure here must not
 * undo a sign-in that worked: it is logged, and the next sign-in records it.
 */
export async function recordContinueConsent(): Promise<void> {
  const { error } = await getSupabase().rpc('record_my_consent', {
    p_terms: POLICY_VERSIONS.terms,
    p_privacy: POLICY_VERSIONS.privacy,
  });
  if (error) console.error('Consent could not be recorded', error);
}
