-- 0048 deleting an account asks who is there: the password, or for an account without one
-- (Google, phone) the word the dialog shows. A session left open on a shared phone must
-- not be enough to erase someone.
--
-- Decisions:
-- * The password is checked here, in the database, against auth.users' bcrypt hash with
--   pgcrypto's crypt(): the same check GoTrue makes, available on hosted Supabase (pgcrypto
--   lives in `extensions` there too) and needing no second round trip or fresh session. A
--   client-side signInWithPassword before the RPC would prove nothing to the server.
-- * Hashes: GoTrue (hosted) writes $2a$, which pgcrypto reads; the local stand-in writes $2b$,
--   compared as $2a$ (the same digest for any password GoTrue accepts).
-- * Wrong or missing password: 22023 with hint current_password_invalid /
--   current_password_required (the keys the change-password form already translates),
--   details { field: 'password' }. No password on the account: p_confirmation must be
--   'DELETE' (shown in the dialog in every language), else deletion_confirmation_mismatch.
-- * Guessing: every guess needs a signed-in session of that very account, and a wrong one
--   is an error that rolls back, so nothing is recorded to count; GoTrue's own sign-in
--   limits guard the password otherwise. Not rate limited here.
-- * The erasure itself is 0019's, unchanged, moved to private.erase_my_account so it can
--   only be reached through the check.

alter function public.delete_my_account() rename to erase_my_account;
alter function public.erase_my_account() set schema private;
revoke execute on function private.erase_my_account() from public, anon, authenticated, service_role;

create or replace function public.delete_my_account(p_password text default null, p_confirmation text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_hash text;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501', hint = 'session_expired';
  end if;
  select coalesce(u.encrypted_password, '') into v_hash from auth.users u where u.id = v_uid;

  if v_hash like '$2%' then
    if coalesce(p_password, '') = '' then
      raise exception 'enter your password to delete your account'
        using errcode = '22023', hint = 'current_password_required', detail = json_build_object('field', 'password')::text;
    end if;
    -- pgcrypto reads $2a$ only. $2b$ (bcryptjs, the local auth stand-in) and $2y$ differ from
    -- it only for passwords over 255 bytes (GoTrue caps them at 72), so the same digest checks.
    v_hash := '$2a$' || substr(v_hash, 5);
    if extensions.crypt(p_password, v_hash) is distinct from v_hash then
      raise exception 'the password is not correct'
        using errcode = '22023', hint = 'current_password_invalid', detail = json_build_object('field', 'password')::text;
    end if;
  elsif coalesce(p_confirmation, '') <> 'DELETE' then
    -- No usable password (Google, phone, or an operator-made account): the typed word.
    raise exception 'type DELETE to confirm'
      using errcode = '22023', hint = 'deletion_confirmation_mismatch', detail = json_build_object('field', 'confirmation')::text;
  end if;

  return private.erase_my_account();
end
$$;
revoke execute on function public.delete_my_account(text, text) from public, anon, service_role;
grant execute on function public.delete_my_account(text, text) to authenticated;
