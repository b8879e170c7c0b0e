-- The Terms of 28 November 2026: how paying works (the advance sends the request, the balance is
-- due only once the provider confirms, by the event date) and the full refund when a provider does
-- not answer in time. Consent given to the Terms of 1 November no longer counts as consent to
-- these: a sign-up must agree to this version (shared/domain/policy-versions.ts says the same).
create or replace function private.current_policy_versions()
returns jsonb
language sql
immutable
set search_path = ''
as $$ select '{"terms": "2026-11-28", "privacy": "2026-11-23"}'::jsonb $$;
revoke execute on function private.current_policy_versions() from public;
