/**
 * The versions of the Terms and the Privacy Policy a person agrees to: each policy's "last
 * updated" date. The database accepts consent only to these (private.current_policy_versions,
 * migration 0046), so a change here goes with a migration and with the policy page's date.
 */
export const POLICY_VERSIONS = { terms: '2026-11-28', privacy: '2026-11-23' } as const;
export type PolicyConsent = typeof POLICY_VERSIONS;
