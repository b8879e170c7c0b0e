import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { adminRpc } from '../../../domain/admin/api/admin-rpc';
import { toPage, type Application, type ApplicationDecision, type Page } from '../../../domain/admin/api/types';

/** service_providers.status, the queue first. */
export const APPLICATION_STATUSES = ['pending', 'needs_info', 'rejected', 'approved', 'suspended'] as const;

export const applicationsKey = (status: string) => ['approvals', status] as const;

/** One page of applications in a status (pending: oldest first, as they queue). */
export async function listApplications(status: string, limit: number, offset: number): Promise<Page<Application>> {
  return toPage(await adminRpc<Application[] | null>('admin_provider_applications', { p_status: status, p_limit: limit, p_offset: offset }));
}

/**
 * One application, found in its status's queue. There is no single-application function: the
 * queue's rows carry every detail, and a queue holds tens, not thousands.
 */
export async function getApplication(providerId: string): Promise<Application | null> {
  for (const status of APPLICATION_STATUSES) {
    for (let offset = 0; ; offset += 1000) {
      const page = await listApplications(status, 1000, offset);
      const found = page.rows.find((row) => row.provider_id === providerId);
      if (found) return found;
      if (page.rows.length < 1000) break;
    }
  }
  return null;
}

export function reviewProvider(providerId: string, decision: ApplicationDecision, reason: string | null): Promise<unknown> {
  return adminRpc('admin_review_provider', { p_provider_id: providerId, p_decision: decision, p_reason: reason });
}

/** A private document, readable for 60 seconds (admins may sign provider-documents by its storage policy). */
export async function signDocument(path: string): Promise<string> {
  const { data, error } = await getSupabase().storage.from('provider-documents').createSignedUrl(path, 60);
  if (error || !data) throw error ?? new Error('no signed URL');
  return data.signedUrl;
}

export const photoUrl = (path: string) => getSupabase().storage.from('provider-photos').getPublicUrl(path).data.publicUrl;
