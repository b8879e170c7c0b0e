import { getRuntimeConfig } from '@utsav/shared/config/runtime-config';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export type ProviderBucket = 'provider-documents' | 'provider-photos';

/** Above this, one request is a gamble on a phone's connection: the upload goes in resumable 6 MB chunks. */
export const RESUMABLE_FROM_BYTES = 6 * 1024 * 1024;

/** A fresh object name in the owner's folder (what the bucket policies allow): `<uid>/<kind>-<time>-<random>.<ext>`. */
export function objectName(userId: string, kind: string, type: string): string {
  const extension = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/webp': 'webp' }[type] ?? 'jpg';
  return `${userId}/${kind}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
}

/**
 * Uploads one file through Supabase Storage and resolves with its object name. Big files go
 * through TUS (the protocol hosted Storage resumes uploads with; tus-js-client is loaded only
 * then), so a dropped connection continues where it stopped instead of starting again.
 */
export async function uploadFile(bucket: ProviderBucket, name: string, file: Blob): Promise<string> {
  const supabase = getSupabase();
  if (file.size <= RESUMABLE_FROM_BYTES) {
    const { error } = await supabase.storage.from(bucket).upload(name, file, { contentType: file.type, upsert: true, cacheControl: '31536000' });
    if (error) throw error;
    return name;
  }
  const { data } = await supabase.auth.getSession();
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const tus = await import('tus-js-client');
  await new Promise<void>((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: `${supabaseUrl}/storage/v1/upload/resumable`,
      retryDelays: [0, 3000, 5000, 10000, 20000],
      headers: { apikey: supabaseAnonKey, authorization: `Bearer ${data.session?.access_token ?? ''}`, 'x-upsert': 'true' },
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      metadata: { bucketName: bucket, objectName: name, contentType: file.type, cacheControl: '3600' },
      // Supabase Storage takes exactly 6 MB chunks.
      chunkSize: RESUMABLE_FROM_BYTES,
      onError: reject,
      onSuccess: () => resolve(),
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
  return name;
}

/** A portfolio photo's address (the bucket is public: no token, cacheable). */
export function photoUrl(path: string): string {
  return getSupabase().storage.from('provider-photos').getPublicUrl(path).data.publicUrl;
}
