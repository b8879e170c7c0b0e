import { POLICY_VERSIONS } from '@utsav/shared/domain/policy-versions';

export type PolicyKey = 'privacy' | 'terms' | 'shipping';

// When each text took effect; change it together with the text (and say what changed in it), and
// its words in policy-chrome's `effectiveDate` (written out there, not formatted here: the page's
// first Intl.DateTimeFormat was the longest slice of its hydration on a phone; policy-dates.test.ts
// checks them against this). Terms and privacy are the versions people consent to (POLICY_VERSIONS,
// which the database checks).
export const EFFECTIVE_DATE: Record<PolicyKey, string> = {
  privacy: POLICY_VERSIONS.privacy,
  terms: POLICY_VERSIONS.terms,
  shipping: '2026-11-28',
};
