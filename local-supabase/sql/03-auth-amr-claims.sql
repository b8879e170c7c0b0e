-- GoTrue's record of how each session was signed in (password, oauth, otp,
-- recovery), as on hosted Supabase. A refresh keeps the session's method, and
-- PUT /user lets a recovery session set a password without the current one.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);
