import { adminRpc } from '../../../domain/admin/api/admin-rpc';
import type { Paged } from '../../../domain/admin/api/types';

export interface Waiting {
  approvals: number;
  reports: number;
  contact: number;
  stuckPayments: number;
}

const total = (rows: Paged[] | null) => Number(rows?.[0]?.total_count ?? 0);

/** What waits for someone, each from its own list's total (one row asked of each). */
export async function getWaiting(): Promise<Waiting> {
  const one = { p_limit: 1, p_offset: 0 };
  const [approvals, reports, contact, stuckPayments] = await Promise.all([
    adminRpc<Paged[] | null>('admin_provider_applications', { p_status: 'pending', ...one }),
    adminRpc<Paged[] | null>('admin_reports', { p_status: 'open', ...one }),
    adminRpc<Paged[] | null>('admin_contact_messages', { p_handled: false, ...one }),
    adminRpc<Paged[] | null>('admin_stuck_payments', one),
  ]);
  return { approvals: total(approvals), reports: total(reports), contact: total(contact), stuckPayments: total(stuckPayments) };
}
