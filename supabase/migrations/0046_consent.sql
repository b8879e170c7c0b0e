-- 0046 consent: which versions of the Terms and the Privacy Policy a person accepted, and
-- when (the Digital Personal Data Protection Act, 2023, s. 6: consent must be shown, and
-- the Data Fiduciary bears the proof).
--
-- Decisions:
-- * A version is the policy's "last updated" date, the same string the policy pages show
--   (shell's policy-page EFFECTIVE_DATE and shared/domain/policy-versions.ts). Changing a
--   policy means changing private.current_policy_versions() in a new migration too.
-- * The register form sends `consent: {terms, privacy}` in the sign-up metadata and the
--   new-user trigger records it. A sign-up whose metadata carries consent to anything but
--   the current versions of both is refused (23514, hint consent_required): a stale or
--   forged claim is not recorded as consent.
-- * A sign-up with no consent in its metadata is not refused: it records no consent row.
--   Refusing it would refuse the operator's accounts (admin API, seed) and the auth stack's
--   own suites (local-supabase/test, e2e/tests/account-email-links), which call /signup
--   without the form; the trigger cannot tell those from a visitor calling /signup by hand.
--   Such an account is "consent missing" (no row in user_consents) and the app is to ask
--   on first sign-in through record_my_consent, as for Google and phone accounts.
-- * Google and phone sign-ups never pass through the form: their buttons say "By
--   continuing you agree to the Terms and the Privacy Policy" and the app records that
--   agreement with record_my_consent once the session exists.
-- * Rows are evidence: nobody updates or deletes them (service_role neither). They go
--   with the account when it is erased (the person is gone; so is the need to prove
--   their consent), by the foreign key.

create or replace function private.current_policy_versions()
returns jsonb
language sql
immutable
set search_path = ''
as $$ select '{"terms": "2026-11-01", "privacy": "2026-11-23"}'::jsonb $$;
revoke execute on function private.current_policy_versions() from public;

create table public.user_consents (
  id               bigint generated always as identity primary key,
  user_id          uuid not null references auth.users (id) on delete cascade,
  terms_version    text not null check (length(terms_version) between 1 and 40),
  privacy_version  text not null check (length(privacy_version) between 1 and 40),
  -- Where it was given: the register form's checkbox, or the line under the Google/phone button.
  method           text not null check (method in ('sign_up_form', 'continue_button')),
  accepted_at      timestamptz not null default now()
);
create index user_consents_user_idx on public.user_consents (user_id, accepted_at desc);

-- (Revoked first: a table-wide grant, e.g. from default privileges, would let more through.)
revoke all on public.user_consents from public, anon, authenticated, service_role;
grant select on public.user_consents to authenticated;
grant select, insert on public.user_consents to service_role;

alter table public.user_consents enable row level security;
create policy "user_consents: read own" on public.user_consents
  for select to authenticated using (user_id = (select auth.uid()));

-- The consent object the metadata carries is valid when it names the current versions of both.
create or replace function private.consent_is_current(p_consent jsonb)
returns boolean
language sql
stable
set search_path = ''
as $$
  -- coalesce: a missing key makes the comparison null, and null must not pass as consent.
  select coalesce(jsonb_typeof(p_consent) = 'object'
                  and p_consent ->> 'terms' = private.current_policy_versions() ->> 'terms'
                  and p_consent ->> 'privacy' = private.current_policy_versions() ->> 'privacy', false)
$$;
revoke execute on function private.consent_is_current(jsonb) from public;

-- Sign-up: as 0020, plus the consent.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := coalesce(nullif(private.trim_text(new.raw_user_meta_data ->> 'full_name'), ''),
                          private.trim_text(new.raw_user_meta_data ->> 'name'));
  v_lang text := new.raw_user_meta_data ->> 'preferred_language';
  v_consent jsonb := new.raw_user_meta_data -> 'consent';
begin
  if v_consent is not null and not private.consent_is_current(v_consent) then
    raise exception 'accepting the Terms and the Privacy Policy is required to create an account'
      using errcode = '23514', hint = 'consent_required',
            detail = json_build_object('field', 'consent')::text;
  end if;

  insert into public.profiles (id, full_name, phone, preferred_language)
  values (
    new.id,
    case when private.is_person_name(v_name) then v_name end,
    private.normalise_indian_mobile(new.raw_user_meta_data ->> 'phone'),
    case when v_lang in ('en', 'hi', 'ta', 'te', 'kn') then v_lang else 'en' end
  )
  on conflict (id) do nothing;

  if v_consent is not null then
    insert into public.user_consents (user_id, terms_version, privacy_version, method, accepted_at)
    values (new.id, v_consent ->> 'terms', v_consent ->> 'privacy', 'sign_up_form', now());
  end if;
  return new;
end
$$;

-- Google and phone accounts (and operator-made ones) agree through the app once signed in.
create or replace function public.record_my_consent(p_terms text, p_privacy text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not signed in' using errcode = '42501', hint = 'session_expired';
  end if;
  if not private.consent_is_current(jsonb_build_object('terms', p_terms, 'privacy', p_privacy)) then
    raise exception 'these are not the current Terms and Privacy Policy'
      using errcode = '23514', hint = 'consent_required', detail = json_build_object('field', 'consent')::text;
  end if;
  -- Once per version pair: a second tap adds no second proof.
  if not exists (select 1 from public.user_consents c
                 where c.user_id = auth.uid() and c.terms_version = p_terms and c.privacy_version = p_privacy) then
    insert into public.user_consents (user_id, terms_version, privacy_version, method)
    values (auth.uid(), p_terms, p_privacy, 'continue_button');
  end if;
end
$$;
revoke execute on function public.record_my_consent(text, text) from public, anon, service_role;
grant execute on function public.record_my_consent(text, text) to authenticated;
