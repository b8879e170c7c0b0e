-- Consent: which Terms and Privacy Policy versions a user accepted, and when. The current
-- versions are the app's (consent.test compares the two copies).

create table public.user_consents (
  id              bigint                   generated always as identity not null,
  user_id         uuid                     not null,
  terms_version   text                     not null,
  privacy_version text                     not null,
  -- Where it was given: the register form's checkbox, the line under the Google/phone button, or
  -- the provider application's consent step.
  method          text                     not null,
  accepted_at     timestamp with time zone not null default now(),
  constraint user_consents_method_check check ((method = any (array['sign_up_form'::text, 'continue_button'::text, 'provider_application'::text]))),
  constraint user_consents_pkey primary key (id),
  constraint user_consents_privacy_version_check check (((length(privacy_version) >= 1) and (length(privacy_version) <= 40))),
  constraint user_consents_terms_version_check check (((length(terms_version) >= 1) and (length(terms_version) <= 40))),
  constraint user_consents_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);

alter table public.user_consents
  enable row level security;

create index user_consents_user_idx on public.user_consents using btree (user_id, accepted_at desc);

grant select on table public.user_consents to authenticated;

grant insert, select on table public.user_consents to service_role;

-- The Terms of 28 November 2026: how paying works (the advance sends the request, the balance is
-- due only once the provider confirms, by the event date) and the full refund when a provider does
-- not answer in time. Consent given to the Terms of 1 November no longer counts as consent to
-- these: a sign-up must agree to this version (shared/domain/policy-versions.ts says the same).
create or replace function private.current_policy_versions()
  returns jsonb
  language sql
  immutable
  set search_path to ''
  as $$ select '{"terms": "2026-11-28", "privacy": "2026-11-23"}'::jsonb $$;
revoke all on function private.current_policy_versions() from public, anon, authenticated, service_role;

-- The consent object the metadata carries is valid when it names the current versions of both.
create or replace function private.consent_is_current (
  p_consent jsonb
)
  returns boolean
  language sql
  stable
  set search_path to ''
  as $$
  -- coalesce: a missing key makes the comparison null, and null must not pass as consent.
  select coalesce(jsonb_typeof(p_consent) = 'object'
                  and p_consent ->> 'terms' = private.current_policy_versions() ->> 'terms'
                  and p_consent ->> 'privacy' = private.current_policy_versions() ->> 'privacy', false)
$$;
revoke all on function private.consent_is_current(jsonb) from public, anon, authenticated, service_role;

-- Google and phone accounts (and operator-made ones) agree through the app once signed in.
create or replace function public.record_my_consent (
  p_terms   text,
  p_privacy text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
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
revoke all on function public.record_my_consent(text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_my_consent(text, text) to authenticated;

-- Row level security policies

create policy "user_consents: read own" on public.user_consents
  for select
  to authenticated
  using ((user_id = ( select auth.uid() as uid)));
