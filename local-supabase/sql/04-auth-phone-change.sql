-- auth.users' phone-change columns, as on a hosted project (GoTrue's own migrations add them):
-- PUT /user {phone} texts a code to the new number and keeps it here until POST /verify
-- {type: 'phone_change'} confirms it. Idempotent: databases created before this file gain them.
alter table auth.users add column if not exists phone_change text default '';
alter table auth.users add column if not exists phone_change_token varchar(255) default '';
alter table auth.users add column if not exists phone_change_sent_at timestamptz;
