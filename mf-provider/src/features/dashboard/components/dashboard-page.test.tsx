// The dashboard without a server (the api functions are the seam; Realtime is the end-to-end
// suite's): a pending provider sees the application's status; an approved one sees requests first
// with the time left and exactly the actions offered, a decline that asks a reason beside its
// field, the tab title counting requests, earnings as chart or table, performance and reviews.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { getMyApplication, type MyApplication } from '../../../domain/provider/api/get-my-application';
import { getEarnings } from '../api/get-earnings';
import { getPerformance } from '../api/get-performance';
import { listAgenda } from '../api/list-agenda';
import { listMonth } from '../api/list-month';
import { listRequests, type ProviderRequest } from '../api/list-requests';
import { listReviews } from '../api/list-reviews';
import { moveBooking } from '../api/move-booking';
import { replyToReview } from '../api/reply-to-review';
import en from '../../../locales/en.json';
import DashboardPage from './dashboard-page';

vi.mock('../../../domain/provider/api/get-my-application', async (original) => ({ ...(await original()), getMyApplication: vi.fn() }));
vi.mock('../api/list-requests', async (original) => ({ ...(await original()), listRequests: vi.fn() }));
vi.mock('../api/list-agenda', async (original) => ({ ...(await original()), listAgenda: vi.fn() }));
vi.mock('../api/list-month', async (original) => ({ ...(await original()), listMonth: vi.fn() }));
vi.mock('../api/get-earnings', async (original) => ({ ...(await original()), getEarnings: vi.fn() }));
vi.mock('../api/get-performance', async (original) => ({ ...(await original()), getPerformance: vi.fn() }));
vi.mock('../api/list-reviews', async (original) => ({ ...(await original()), listReviews: vi.fn() }));
vi.mock('../api/move-booking', () => ({ moveBooking: vi.fn() }));
vi.mock('../api/reply-to-review', () => ({ replyToReview: vi.fn() }));
vi.mock('@utsav/shared/realtime/use-live-rows', () => ({ useLiveRows: () => undefined }));

const PRIYA = { id: 'a0000000-0000-4000-8000-000000000003', email: 'provider@utsav.test' };
const prepare = [() => registerNamespace('provider', (language) => import(`../../../locales/${language}.json`))];

/** The signed-in provider's application as my_provider_application answers it. */
const application = (status: MyApplication['status'], status_reason: string | null = null): MyApplication => ({
  id: 'b1', status, status_reason, submitted_at: '2026-11-20T10:00:00Z', approved_at: status === 'approved' ? '2026-11-21T10:00:00Z' : null,
  business_name: 'Priya Clicks', description: null, city: 'Chennai', areas_served: [], languages: ['ta', 'en'], experience_years: 6,
  phone: null, pan: null, gstin: null, identity_document_path: null, travels_outside_city: false, travel_fee_paise: null,
  contact_preferences: [], terms_version: null, categories: ['wedding-photography'], photos: [],
});

const request: ProviderRequest = {
  id: 'e1',
  tracking_code: 'UTS-ABCDEF',
  service_id: 's1',
  bundle_id: null as unknown as string,
  title: 'Candid wedding coverage',
  city: 'Chennai',
  event_date: '2027-02-14',
  event_time: '18:00:00',
  guest_count: 300,
  special_requirements: 'Muhurtham at 6.30 pm',
  total_paise: 15_000_000,
  advance_paise: 3_000_000,
  remaining_paise: 12_000_000,
  requested_at: new Date().toISOString(),
  respond_by: new Date(Date.now() + 5 * 3600_000 + 90_000).toISOString(),
  seconds_left: 5 * 3600 + 90,
  actions: ['confirmed', 'declined'],
};

beforeEach(() => {
  vi.mocked(getMyApplication).mockReset().mockResolvedValue(application('approved'));
  vi.mocked(listRequests).mockReset().mockResolvedValue([request]);
  vi.mocked(listAgenda).mockReset().mockResolvedValue([]);
  vi.mocked(listMonth).mockReset().mockResolvedValue([]);
  vi.mocked(getEarnings).mockReset().mockResolvedValue({
    months: [
      { month: '2026-10-01', advances_paise: 3_000_000, balances_paise: 0, refunds_paise: 0, net_paise: 3_000_000 },
      { month: '2026-11-01', advances_paise: 6_000_000, balances_paise: 12_000_000, refunds_paise: 3_000_000, net_paise: 15_000_000 },
    ],
    held_paise: 3_000_000,
    due_paise: 15_000_000,
    balances_to_collect_paise: 12_000_000,
    refunds_pending_paise: 0,
  });
  vi.mocked(getPerformance).mockReset().mockResolvedValue({
    requests_30d: 4, response_rate: 0.75, median_response_seconds: 7200 + 600, acceptance_rate: 0.5,
    rating_avg: 4.6, rating_count: 12, completed_count: 40, cancellations_12m: 1,
  });
  vi.mocked(listReviews).mockReset().mockResolvedValue([]);
  vi.mocked(moveBooking).mockReset().mockResolvedValue(undefined);
  vi.mocked(replyToReview).mockReset().mockResolvedValue(undefined);
});

describe('/dashboard', () => {
  it('a pending provider sees where the application stands, not the panels', async () => {
    vi.mocked(getMyApplication).mockResolvedValue(application('pending'));
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    expect(await screen.findByText(en.common.status.pending.title)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Requests awaiting/ })).not.toBeInTheDocument();
    expect(listRequests).not.toHaveBeenCalled();
  });

  it('a rejected applicant reads the reason and can resubmit', async () => {
    vi.mocked(getMyApplication).mockResolvedValue(application('rejected', 'The PAN did not match the name.'));
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    expect(await screen.findByText('The PAN did not match the name.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update and resubmit' })).toHaveAttribute('href', '/register/service-provider');
  });

  it('requests come first with time left, the quote and only the offered actions; the tab title counts them', async () => {
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    const card = await screen.findByTestId('dash-request');
    expect(within(card).getByRole('heading', { name: 'Candid wedding coverage' })).toBeInTheDocument();
    expect(within(card).getByText('5 h 1 min left to answer')).toBeInTheDocument();
    expect(within(card).getByText('₹1,50,000 (advance paid ₹30,000)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^\(1\) Provider dashboard/);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/^Requests awaiting your answer/);
  });

  it('links to the listings by path under the heading, reachable by keyboard first', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    const nav = await screen.findByRole('navigation', { name: 'Your listings' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Services: add or edit', '/service/add'],
      ['Create Bundle', '/service/add?view=bundle'],
      ['Availability', '/service/add?view=availability'],
    ]);
    await user.tab();
    expect(links[0]).toHaveFocus();
  });

  it('a pending provider gets no listing links (services open once approved)', async () => {
    vi.mocked(getMyApplication).mockResolvedValue(application('pending'));
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    await screen.findByText(en.common.status.pending.title);
    expect(screen.queryByRole('navigation', { name: 'Your listings' })).not.toBeInTheDocument();
  });

  it('declining asks a reason beside its field, keeps what was typed, then sends it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request', hidden: true }));
    const field = within(dialog).getByLabelText('Reason for the customer');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please give a reason.');
    expect(moveBooking).not.toHaveBeenCalled();
    await user.type(field, 'Already booked that evening');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request', hidden: true }));
    expect(moveBooking).toHaveBeenCalledWith('e1', 'declined', 'Already booked that evening');
  });

  it('accepting takes the confirmed edge', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(moveBooking).toHaveBeenCalledWith('e1', 'confirmed', null);
  });

  it('earnings show where the money is, as a chart or as a table of the same numbers; performance in cards', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    const earnings = (await screen.findByRole('heading', { name: 'Earnings' })).closest('section')!;
    expect(await within(earnings).findByText('₹1,50,000', { selector: 'dd' })).toBeInTheDocument();
    expect(within(earnings).getByRole('img', { name: 'Advances, balances and refunds by month' })).toBeInTheDocument();
    await user.click(within(earnings).getByRole('button', { name: 'Table' }));
    const rows = within(within(earnings).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['₹60,000', '₹1,20,000', '₹30,000', '₹1,50,000']);
    const performance = screen.getByRole('heading', { name: 'Performance' }).closest('section')!;
    expect(await within(performance).findByText('75%')).toBeInTheDocument();
    expect(within(performance).getByText('2 h 10 min')).toBeInTheDocument();
    expect(within(performance).getByText('4.6 ★ (12 reviews)')).toBeInTheDocument();
  });

  it('no request waiting says so, and a failed panel offers Retry instead of an empty state', async () => {
    vi.mocked(listRequests).mockResolvedValue([]);
    vi.mocked(listAgenda).mockRejectedValue(new Error('network'));
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    expect(await screen.findByText('No requests are waiting for your answer.')).toBeInTheDocument();
    const agenda = screen.getByRole('heading', { name: 'Upcoming bookings' }).closest('section')!;
    expect(await within(agenda).findByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
    expect(within(agenda).queryByText('No confirmed bookings yet.')).not.toBeInTheDocument();
  });

  it('the month calendar marks busy days, lists a chosen day, and moves between months', async () => {
    const user = userEvent.setup();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const day = `${today.slice(0, 8)}15`;
    vi.mocked(listMonth).mockImplementation(async (month) =>
      month.slice(0, 7) === today.slice(0, 7) ? [{ id: 'm1', event_date: day, event_time: '10:00:00', status: 'confirmed', title: 'Griha pravesh pooja' }] : [],
    );
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    const busy = await screen.findByRole('button', { name: /^15, .*: 1 booking$/ });
    await user.click(busy);
    expect(busy).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Griha pravesh pooja · confirmed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(listMonth).toHaveBeenLastCalledWith(expect.stringMatching(/^\d{4}-\d{2}-01$/));
    expect(await screen.findByRole('button', { name: /^15, .*: 0 bookings$/ })).toBeInTheDocument();
  });

  it("while the next month loads, no day of it says it is free: the grid is busy until that month's bookings arrive", async () => {
    const user = userEvent.setup();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    let answerNext: (rows: Awaited<ReturnType<typeof listMonth>>) => void = () => undefined;
    vi.mocked(listMonth).mockImplementation((month) =>
      month.slice(0, 7) === today.slice(0, 7) ? Promise.resolve([]) : new Promise((resolve) => (answerNext = resolve)),
    );
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    await screen.findByRole('button', { name: /^15, .*: 0 bookings$/ });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const grid = screen.getByRole('table');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('button', { name: /bookings?$/ })).toEqual([]);
    expect(screen.getByRole('button', { name: /^15, / })).toBeDisabled();
    const next = vi.mocked(listMonth).mock.lastCall![0];
    answerNext([{ id: 'm2', event_date: `${next.slice(0, 8)}15`, event_time: '10:00:00', status: 'confirmed', title: 'Sangeet' }]);
    expect(await screen.findByRole('button', { name: /^15, .*: 1 booking$/ })).toBeEnabled();
    expect(grid).not.toHaveAttribute('aria-busy');
  });

  it('a reply to a review is refused empty beside its field, then posted', async () => {
    const user = userEvent.setup();
    vi.mocked(listReviews).mockResolvedValue([
      { id: 'r1', rating: 4, comment: 'Lovely candid shots.', reviewer_name: 'Meena S.', title: 'Candid wedding coverage', created_at: '2026-11-01T10:00:00Z', provider_reply: null as unknown as string, replied_at: null as unknown as string },
    ]);
    await renderWithProviders(<DashboardPage />, { prepare, user: PRIYA });
    const reviews = (await screen.findByRole('heading', { name: 'Reviews' })).closest('section')!;
    await user.click(await within(reviews).findByRole('button', { name: 'Post reply' }));
    const field = within(reviews).getByLabelText('Reply publicly');
    expect(field).toHaveAccessibleDescription('Please write a reply.');
    expect(replyToReview).not.toHaveBeenCalled();
    await user.type(field, 'Thank you, Meena!');
    await user.click(within(reviews).getByRole('button', { name: 'Post reply' }));
    expect(replyToReview).toHaveBeenCalledWith('r1', 'Thank you, Meena!');
    expect(within(reviews).getByText('4 stars out of 5')).toBeInTheDocument();
  });
});
