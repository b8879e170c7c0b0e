// The approvals queue and one application without a server (adminRpc is the seam): the queue's
// loading, rows, true empty state, failure with Retry and server paging; an application's details,
// its document opened through a 60-second signed URL, and each decision with its required reason.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { adminRpc } from '../../../domain/admin/api/admin-rpc';
import { callsOf, refusal, stubAdminRpc } from '../../../domain/admin/api/admin-rpc-stub';
import type { Application } from '../../../domain/admin/api/types';
import { signDocument } from '../api/applications';
import ApplicationPage from './application-page';
import ApprovalsPage from './approvals-page';

vi.mock('../../../domain/admin/api/admin-rpc', () => ({ adminRpc: vi.fn() }));
vi.mock('../api/applications', async (original) => ({ ...(await original()), signDocument: vi.fn(), photoUrl: (path: string) => `https://photos.test/${path}` }));

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@utsav.test' };
const prepare = [() => registerNamespace('admin', (language) => import(`../../../locales/${language}.json`))];

const application = (over: Partial<Application> = {}): Application => ({
  provider_id: 'p1',
  profile_id: 'u1',
  business_name: 'Priya Clicks',
  full_name: 'Priya Raman',
  email: 'priya@example.test',
  phone: '+919840012345',
  city: 'Chennai',
  areas_served: ['Adyar', 'T Nagar'],
  languages: ['ta', 'en'],
  experience_years: 6,
  description: 'Candid wedding photography.',
  categories: ['wedding-photography'],
  pan: 'ABCDE1234F',
  gstin: null,
  submitted_at: '2026-11-20T10:00:00Z',
  status: 'pending',
  status_reason: null,
  documents: [{ kind: 'identity', path: 'u1/identity.pdf' }],
  photos: [{ path: 'u1/one.webp', width: 640, height: 480 }],
  total_count: 1,
  ...over,
});

const counts = { admin_reports: [] };

beforeEach(() => {
  vi.mocked(signDocument).mockReset();
});

describe('ApprovalsPage', () => {
  it('shows a skeleton of the page size while the first page loads, then the queue as the server ordered it', async () => {
    let answer!: (rows: Application[]) => void;
    stubAdminRpc({
      ...counts,
      admin_provider_applications: (args) =>
        args.p_limit === 1 ? [] : new Promise((resolve) => (answer = resolve as (rows: Application[]) => void)),
    });
    await renderWithProviders(<ApprovalsPage />, { user: ADMIN, prepare });
    const skeleton = await screen.findByTestId('admin-table-loading');
    expect(within(skeleton).getAllByRole('row', { hidden: true })).toHaveLength(21);
    answer([application(), application({ provider_id: 'p2', business_name: 'Later Mehendi', submitted_at: '2026-11-25T10:00:00Z', total_count: 2 })].map((row) => ({ ...row, total_count: 2 })));
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('link').textContent)).toEqual(['Priya Clicks', 'Later Mehendi']);
    expect(screen.getByRole('link', { name: 'Priya Clicks' })).toHaveAttribute('href', '/admin/approvals/p1');
    expect(screen.getByText('1–2 of 2')).toBeVisible();
    expect(callsOf('admin_provider_applications')).toContainEqual({ p_status: 'pending', p_limit: 20, p_offset: 0 });
  });

  it('says the queue is empty only after the server said so', async () => {
    stubAdminRpc({ ...counts, admin_provider_applications: [] });
    await renderWithProviders(<ApprovalsPage />, { user: ADMIN, prepare });
    expect(await screen.findByText('No application is waiting. All caught up.')).toBeVisible();
  });

  it('shows the unavailable state when the call fails, and Retry brings the rows', async () => {
    let fail = true;
    stubAdminRpc({
      ...counts,
      admin_provider_applications: (args) => {
        if (args.p_limit === 1) return [];
        if (fail) throw refusal('unexpected');
        return [application()];
      },
    });
    const { user } = await renderWithProviders(<ApprovalsPage />, { user: ADMIN, prepare });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Priya Clicks' })).toBeVisible();
  });

  it('pages on the server: Next asks for the following 20', async () => {
    stubAdminRpc({
      ...counts,
      admin_provider_applications: (args) =>
        args.p_limit === 1
          ? []
          : Array.from({ length: args.p_offset === 0 ? 20 : 5 }, (_, index) =>
              application({ provider_id: `p${Number(args.p_offset) + index}`, business_name: `Business ${Number(args.p_offset) + index}`, total_count: 25 }),
            ),
    });
    const { user } = await renderWithProviders(<ApprovalsPage />, { user: ADMIN, prepare });
    expect(await screen.findByText('1–20 of 25')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–25 of 25')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Business 24' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(callsOf('admin_provider_applications')).toContainEqual({ p_status: 'pending', p_limit: 20, p_offset: 20 });
  });

  it('changes the queue by status', async () => {
    stubAdminRpc({ ...counts, admin_provider_applications: (args) => (args.p_status === 'rejected' ? [application({ status: 'rejected' })] : []) });
    const { user } = await renderWithProviders(<ApprovalsPage />, { user: ADMIN, prepare });
    await screen.findByText('No application is waiting. All caught up.');
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(await screen.findByRole('link', { name: 'Priya Clicks' })).toBeVisible();
  });
});

describe('ApplicationPage', () => {
  const render = () => renderWithProviders(<ApplicationPage />, { user: ADMIN, prepare, path: '/admin/approvals/:providerId', at: '/admin/approvals/p1', routes: [{ path: '/admin/approvals', element: <p>The queue</p> }] });

  it('shows every detail, the photo, and opens the document through a 60-second signed URL', async () => {
    stubAdminRpc({ ...counts, admin_provider_applications: (args) => (args.p_status === 'pending' ? [application()] : []) });
    vi.mocked(signDocument).mockResolvedValue('https://storage.test/signed?token=t');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Clicks' })).toBeVisible();
    for (const text of ['Priya Raman', 'priya@example.test', 'Adyar, T Nagar', '6 years', 'Wedding photography', 'ABCDE1234F', 'Candid wedding photography.']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByRole('img', { name: 'Photo 1 of Priya Clicks' })).toHaveAttribute('src', 'https://photos.test/u1/one.webp');
    await user.click(screen.getByRole('button', { name: 'Open the identity document' }));
    expect(signDocument).toHaveBeenCalledWith('u1/identity.pdf');
    expect(open).toHaveBeenCalledWith('https://storage.test/signed?token=t', '_blank', 'noopener');
    expect(await screen.findByRole('link', { name: 'Link to the identity document (works for 60 seconds)' })).toHaveAttribute('href', 'https://storage.test/signed?token=t');
    open.mockRestore();
  });

  it('will not reject without a reason: the message is beside the field and nothing is sent', async () => {
    stubAdminRpc({ ...counts, admin_provider_applications: (args) => (args.p_status === 'pending' ? [application()] : []), admin_review_provider: null });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Priya Clicks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Write a reason: it goes to the audit log.')).toBeVisible();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('admin_review_provider')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'The PAN does not match the name.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Priya Clicks is rejected.')).toBeVisible();
    expect(callsOf('admin_review_provider')).toEqual([{ p_provider_id: 'p1', p_decision: 'rejected', p_reason: 'The PAN does not match the name.' }]);
  });

  it('asks for more information with the reason the applicant reads', async () => {
    stubAdminRpc({ ...counts, admin_provider_applications: (args) => (args.p_status === 'pending' ? [application()] : []), admin_review_provider: null });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Ask for more information' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask Priya Clicks for more information' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Please add a clearer photo of your PAN card.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await screen.findByText('Priya Clicks was asked for more information.');
    expect(callsOf('admin_review_provider')).toEqual([{ p_provider_id: 'p1', p_decision: 'needs_info', p_reason: 'Please add a clearer photo of your PAN card.' }]);
  });

  it('approves with an optional note, and shows a refusal translated inside the dialog', async () => {
    let refuse = true;
    stubAdminRpc({
      ...counts,
      admin_provider_applications: (args) => (args.p_status === 'pending' ? [application()] : []),
      admin_review_provider: () => {
        if (refuse) throw refusal('forbidden');
        return null;
      },
    });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Priya Clicks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("You don't have permission to do this.");
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Priya Clicks is approved.');
    expect(callsOf('admin_review_provider').at(-1)).toEqual({ p_provider_id: 'p1', p_decision: 'approved', p_reason: null });
    expect(vi.mocked(adminRpc)).toHaveBeenCalled();
  });

  it('says when the application is not found, and offers no decision on one already decided', async () => {
    stubAdminRpc({ ...counts, admin_provider_applications: [] });
    await render();
    expect(await screen.findByText('This application was not found.')).toBeVisible();
  });
});
