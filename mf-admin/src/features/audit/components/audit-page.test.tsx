// The audit log without a server (adminRpc is the seam): who did what, on what, why and when,
// the action filter reaching the server, a true empty state, and Retry after a failure.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { callsOf, refusal, stubAdminRpc } from '../../../domain/admin/api/admin-rpc-stub';
import type { AuditEntry } from '../../../domain/admin/api/types';
import AuditPage from './audit-page';

vi.mock('../../../domain/admin/api/admin-rpc', () => ({ adminRpc: vi.fn() }));

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@utsav.test' };
const prepare = [() => registerNamespace('admin', (language) => import(`../../../locales/${language}.json`))];
const counts = { admin_provider_applications: [], admin_reports: [] };

const entry: AuditEntry = {
  id: 7, admin_id: ADMIN.id, admin_name: 'Asha Admin', action: 'booking.cancelled_by_customer', target_type: 'booking',
  target_id: 'b1a2c3d4-0000-4000-8000-000000000001', reason: 'The family postponed the wedding', details: { refund_queued_paise: 3_000_000 },
  created_at: '2026-11-28T09:00:00Z', total_count: 1,
};

describe('AuditPage', () => {
  it('lists who did what, on what and why, the target linked to its page', async () => {
    stubAdminRpc({ ...counts, admin_audit_entries: [entry] });
    await renderWithProviders(<AuditPage />, { user: ADMIN, prepare });
    await screen.findByText('Asha Admin');
    const cell = screen.getAllByText('Cancelled for the customer').find((element) => element.tagName === 'TD')!;
    const row = cell.closest('tr')!;
    expect(within(row).getByText('Asha Admin')).toBeVisible();
    expect(within(row).getByText('The family postponed the wedding')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Booking b1a2c3d4' })).toHaveAttribute('href', '/admin/bookings/b1a2c3d4-0000-4000-8000-000000000001');
  });

  it('filters by action and record on the server', async () => {
    stubAdminRpc({ ...counts, admin_audit_entries: (args) => (args.p_action === 'review.hide' ? [] : [entry]) });
    const { user } = await renderWithProviders(<AuditPage />, { user: ADMIN, prepare });
    await screen.findByText('Asha Admin');
    await user.selectOptions(screen.getByLabelText('Action'), 'review.hide');
    expect(await screen.findByText('No entries.')).toBeVisible();
    await user.type(screen.getByLabelText('Record id'), 'r1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(callsOf('admin_audit_entries').at(-1)).toEqual({ p_limit: 20, p_offset: 0, p_action: 'review.hide', p_target_id: 'r1' }));
  });

  it('shows the unavailable state on a failure and the rows after Retry', async () => {
    let fail = true;
    stubAdminRpc({
      ...counts,
      admin_audit_entries: () => {
        if (fail) throw refusal('unexpected');
        return [entry];
      },
    });
    const { user } = await renderWithProviders(<AuditPage />, { user: ADMIN, prepare });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Asha Admin')).toBeVisible();
  });
});
