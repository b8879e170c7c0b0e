import { resizeImage } from '@utsav/shared/media/resize-image';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import type { Attachment } from './types';

export const ATTACHMENT_BUCKET = 'message-attachments';
/** The bucket's limit (supabase/schemas/77_message_files.sql): a menu or a quote as a PDF fits. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
/** Signed URLs live this long: enough to look, too short to pass around. */
export const SIGNED_URL_SECONDS = 300;

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

export class AttachmentRejected extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason);
  }
}

/**
 * Puts a photo (resized in the browser first) or a PDF in the conversation's folder of the private
 * bucket, and describes it for send_message. The upload needs the connection: unlike text, a file
 * is not kept in the outbox (localStorage cannot hold it); the message that carries it is.
 */
export async function uploadAttachment(conversationId: string, file: File): Promise<Attachment> {
  if (!ACCEPTED_TYPES.includes(file.type)) throw new AttachmentRejected('type');
  const image = file.type.startsWith('image/') ? await resizeImage(file) : null;
  const blob = image?.blob ?? file;
  if (blob.size > MAX_ATTACHMENT_BYTES) throw new AttachmentRejected('size');
  const path = `${conversationId}/${crypto.randomUUID()}.${EXTENSION[blob.type] ?? 'jpg'}`;
  const { error } = await getSupabase().storage.from(ATTACHMENT_BUCKET).upload(path, blob, { contentType: blob.type });
  if (error) throw toAppError(error);
  return { path, name: file.name, type: blob.type, size: blob.size, width: image?.width ?? null, height: image?.height ?? null };
}

export async function signedAttachmentUrl(path: string): Promise<string> {
  const { data, error } = await getSupabase().storage.from(ATTACHMENT_BUCKET).createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error) throw toAppError(error);
  return data.signedUrl;
}
