-- auth.users' email-change columns, as on a hosted project (GoTrue's own migrations add them):
-- PUT /user {email} keeps the new address in email_change and one code hash per address
-- (email_change_token_current for the address the account has, email_change_token_new for
-- the one it asked for); with secure email change the address changes once both are used,
-- email_change_confirm_status counting the first (0 none, 1 one). Idempotent.
alter table auth.users add column if not exists email_change varchar(255) default '';
alter table auth.users add column if not exists email_change_token_new varchar(255) default '';
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
