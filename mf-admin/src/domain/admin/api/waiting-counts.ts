import { adminRpc } from './admin-rpc';
import type { Paged } from './types';

export const waitingCountsKey = ['admin', 'waiting-counts'] as const;

export interface WaitingCounts {
  approvals: number;
  reports: number;
}

const totalOf = (rows: Paged[] | null) => Number(rows?.[0]?.total_count ?? 0);

/** What waits for an admin: pending applications and open reports (one row each, for its total_count). */
export async function getWaitingCounts(): Promise<WaitingCounts> {
  const [approvals, reports] = await Promise.all([
    adminRpc<Paged[] | null>('admin_provider_applications', { p_status: 'pending', p_limit: 1, p_offset: 0 }),
    adminRpc<Paged[] | null>('admin_reports', { p_status: 'open', p_limit: 1, p_offset: 0 }),
  ]);
  return { approvals: totalOf(approvals), reports: totalOf(reports) };
}
