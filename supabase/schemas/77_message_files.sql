-- Messaging's files and live channel (issue 25), both authorized by conversation membership.
--
-- message-attachments: a private bucket of photos (resized in the browser first) and PDFs (a
-- quote, a menu), 10 MB each, in a folder per conversation: '<conversation_id>/<uuid>.<ext>'.
-- The two participants write into their conversation's folder and read it; admins read every
-- folder (a reported conversation). Apps show them through short-lived signed URLs.
--
-- conversation:<id>: the private Realtime broadcast channel of a conversation (typing), joined
-- and written only by its two participants (hosted's Realtime Authorization: RLS on
-- realtime.messages, the channel's name in realtime.topic()).

-- Is the caller a participant of the conversation whose id this text is ('<uuid>')? False for
-- anything that is not a uuid, so a stray folder or topic name is refused rather than an error.
create or replace function private.is_conversation_participant_text (
  p_conversation text
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $$
begin
  if p_conversation is null or p_conversation !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return private.is_conversation_participant(p_conversation::uuid);
end
$$;
revoke all on function private.is_conversation_participant_text(text) from public, anon, authenticated, service_role;
grant execute on function private.is_conversation_participant_text(text) to authenticated, service_role;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('message-attachments', 'message-attachments', false, 10485760, '{image/jpeg,image/png,image/webp,application/pdf}')
on conflict (id) do update set name = excluded.name, public = excluded.public,
  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "message attachments: participants upload" on storage.objects
  for insert
  to authenticated
  with check (((bucket_id = 'message-attachments'::text) and private.is_conversation_participant_text((storage.foldername(name))[1])));

-- Signed URLs read the row: the participants, and admins (reports).
create policy "message attachments: participants and admins read" on storage.objects
  for select
  to authenticated
  using (((bucket_id = 'message-attachments'::text) and (private.is_conversation_participant_text((storage.foldername(name))[1]) or ( select private.is_admin() as is_admin))));

create policy "conversation channels: participants listen" on realtime.messages
  for select
  to authenticated
  using (((extension = any (array['broadcast'::text, 'presence'::text])) and (realtime.topic() ~~ 'conversation:%'::text) and private.is_conversation_participant_text(substr(realtime.topic(), 14))));

create policy "conversation channels: participants broadcast" on realtime.messages
  for insert
  to authenticated
  with check (((extension = any (array['broadcast'::text, 'presence'::text])) and (realtime.topic() ~~ 'conversation:%'::text) and private.is_conversation_participant_text(substr(realtime.topic(), 14))));
