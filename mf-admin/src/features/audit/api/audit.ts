import { adminRpc } from '../../../domain/admin/api/admin-rpc';
import { toPage, type AuditEntry, type Page } from '../../../domain/admin/api/types';

export interface AuditFilter {
  action: string;
  targetId: string;
}

export async function listAudit(filter: AuditFilter, limit: number, offset: number): Promise<Page<AuditEntry>> {
  return toPage(
    await adminRpc<AuditEntry[] | null>('admin_audit_entries', {
      p_limit: limit,
      p_offset: offset,
      p_action: filter.action || null,
      p_target_id: filter.targetId || null,
    }),
  );
}
