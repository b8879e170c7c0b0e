// Moderation without a server (adminRpc is the seam): the tabs (in the address, arrow keys move
// between them), a report with its context closed with a required note, a review hidden with the
// reason its author reads, a contact message answered by email and marked handled.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { callsOf, stubAdminRpc } from '../../../domain/admin/api/admin-rpc-stub';
import type { ContactRow, ReportRow, ReviewRow } from '../../../domain/admin/api/types';
import ModerationPage from './moderation-page';

vi.mock('../../../domain/admin/api/admin-rpc', () => ({ adminRpc: vi.fn() }));

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@utsav.test' };
const prepare = [() => registerNamespace('admin', (language) => import(`../../../locales/${language}.json`))];

const report: ReportRow = {
  report_id: 'rep1', status: 'open', reason: 'Asked me to pay outside Utsav', created_at: '2026-11-27T10:00:00Z', handled_at: null,
  resolution: null, resolution_note: null, reporter_id: 'u1', reporter_name: 'Anjali Sharma', conversation_id: 'c1',
  customer_id: 'u1', customer_name: 'Anjali Sharma', provider_id: 'p1', provider_name: 'Priya Clicks',
  message: { id: 'm2', sender_id: 'u2', body: 'Pay me on UPI directly, it is cheaper.', created_at: '2026-11-27T09:00:00Z' },
  context: [{ id: 'm1', sender_id: 'u1', body: 'What is the price?', created_at: '2026-11-27T08:59:00Z' }],
  total_count: 1,
};

const review: ReviewRow = {
  review_id: 'r1', booking_id: 'b1', tracking_code: 'UTS-ABC234', rating: 1, comment: 'Rahul the assistant was rude.', reviewer_name: 'Anjali S.',
  customer_id: 'u1', provider_id: 'p1', provider_name: 'Priya Clicks', provider_reply: null, hidden_at: null, hidden_reason: null,
  created_at: '2026-11-20T10:00:00Z', total_count: 1,
};

const contact: ContactRow = {
  message_id: 'cm1', user_id: null, name: 'Meena', email: 'meena@example.test', phone: null, subject: 'Refund question',
  message: 'When does my refund arrive?', handled: false, handled_at: null, reply: null, replied_at: null, created_at: '2026-11-26T10:00:00Z', total_count: 1,
};

const answers = {
  admin_provider_applications: [],
  admin_reports: (args: Record<string, unknown>) => (args.p_limit === 1 ? [report] : args.p_status === 'open' ? [report] : []),
  admin_reviews: [review],
  admin_contact_messages: (args: Record<string, unknown>) => (args.p_handled ? [] : [contact]),
};

describe('ModerationPage', () => {
  it('closes a report with a required note, after showing the message and what was said around it', async () => {
    stubAdminRpc({ ...answers, admin_resolve_report: 'rep1' });
    const { user } = await renderWithProviders(<ModerationPage />, { user: ADMIN, prepare, path: '/admin/moderation', at: '/admin/moderation' });
    expect(await screen.findByText('Pay me on UPI directly, it is cheaper.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByText('1 message around it'));
    expect(screen.getByText(/What is the price\?/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark as acted on' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this report as acted on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the report' }));
    expect(within(dialog).getByText('Write a reason: it goes to the audit log.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Note'), 'Warned the provider; second time suspends.');
    await user.click(within(dialog).getByRole('button', { name: 'Close the report' }));
    await screen.findByText('Acted on');
    expect(callsOf('admin_resolve_report')).toEqual([{ p_report_id: 'rep1', p_resolution: 'actioned', p_note: 'Warned the provider; second time suspends.' }]);
  });

  it('hides a review with the reason its author reads; the arrow keys reach the tab', async () => {
    stubAdminRpc({ ...answers, admin_hide_review: { hidden: true } });
    const { user, router } = await renderWithProviders(<ModerationPage />, { user: ADMIN, prepare, path: '/admin/moderation', at: '/admin/moderation' });
    await screen.findByText('Pay me on UPI directly, it is cheaper.');
    screen.getByRole('tab', { name: 'Reports' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=reviews');
    await user.click(await screen.findByRole('button', { name: /^Hide/ }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review?' });
    expect(within(dialog).getByText('The author reads this reason.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'It names a member of staff.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await screen.findByText('The review is hidden.');
    expect(callsOf('admin_hide_review')).toEqual([{ p_review_id: 'r1', p_hidden: true, p_reason: 'It names a member of staff.' }]);
  });

  it('answers a contact message by email, and marks one handled', async () => {
    stubAdminRpc({ ...answers, admin_reply_contact: 'cm1', admin_mark_contact_handled: 'cm1' });
    const { user } = await renderWithProviders(<ModerationPage />, { user: ADMIN, prepare, path: '/admin/moderation', at: '/admin/moderation?tab=contact' });
    expect(await screen.findByText('When does my refund arrive?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reply by email' }));
    const dialog = screen.getByRole('dialog', { name: 'Reply to Meena' });
    expect(within(dialog).getByText(/meena@example.test/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send the reply' }));
    expect(within(dialog).getByText('Write the reply.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reply'), 'Within 5 to 7 working days of the cancellation.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the reply' }));
    await screen.findByText('Reply sent to meena@example.test.');
    expect(callsOf('admin_reply_contact')).toEqual([{ p_message_id: 'cm1', p_reply: 'Within 5 to 7 working days of the cancellation.' }]);
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    await screen.findByText('Marked handled.');
    expect(callsOf('admin_mark_contact_handled')).toEqual([{ p_message_id: 'cm1', p_handled: true }]);
  });

  it('says no message waits only once the server said so', async () => {
    stubAdminRpc({ ...answers, admin_contact_messages: [] });
    await renderWithProviders(<ModerationPage />, { user: ADMIN, prepare, path: '/admin/moderation', at: '/admin/moderation?tab=contact' });
    expect(await screen.findByText('No message is waiting.')).toBeVisible();
  });
});
