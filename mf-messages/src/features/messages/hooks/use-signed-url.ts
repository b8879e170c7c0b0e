import { useQuery } from '@tanstack/react-query';
import { SIGNED_URL_SECONDS, signedAttachmentUrl } from '../api/attachments';

/** A short-lived signed URL for an attachment, renewed before it expires while on screen. */
export function useSignedUrl(path: string | null | undefined) {
  return useQuery({
    queryKey: ['messages', 'attachment-url', path],
    queryFn: () => signedAttachmentUrl(path!),
    enabled: Boolean(path),
    staleTime: (SIGNED_URL_SECONDS - 60) * 1000,
    refetchInterval: (SIGNED_URL_SECONDS - 60) * 1000,
  });
}
