// Bookings without a server (adminRpc and shared's rpc are the seams): the filters reach the
// server (a reversed date range is refused beside the fields), a person's page narrows the list,
// stuck payments reconcile through the Edge Function; a booking's page offers exactly the admin
// edges my_booking_actions returns, each behind a dialog whose reason is required.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { rpc } from '@utsav/shared/supabase/rpc';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { callsOf, stubAdminRpc } from '../../../domain/admin/api/admin-rpc-stub';
import type { BookingDetail, BookingRow, StuckPayment } from '../../../domain/admin/api/types';
import { reconcilePayment } from '../api/bookings';
import BookingPage from './booking-page';
import BookingsPage from './bookings-page';

vi.mock('../../../domain/admin/api/admin-rpc', () => ({ adminRpc: vi.fn() }));
vi.mock('@utsav/shared/supabase/rpc', async (original) => ({ ...(await original()), rpc: vi.fn() }));
vi.mock('../api/bookings', async (original) => ({ ...(await original()), reconcilePayment: vi.fn() }));

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@utsav.test' };
const prepare = [() => registerNamespace('admin', (language) => import(`../../../locales/${language}.json`))];
const counts = { admin_provider_applications: [], admin_reports: [] };

const booking = (over: Partial<BookingRow> = {}): BookingRow => ({
  id: 'b1',
  tracking_code: 'UTS-ABC234',
  status: 'confirmed',
  event_date: '2027-01-20',
  event_time: '18:00:00',
  title: 'Candid wedding coverage',
  customer_id: 'u1',
  customer_name: 'Anjali Sharma',
  provider_id: 'p1',
  provider_name: 'Priya Clicks',
  total_paise: 15_000_000,
  advance_paise: 3_000_000,
  paid_paise: 3_000_000,
  refunded_paise: 0,
  created_at: '2026-11-01T10:00:00Z',
  total_count: 1,
  ...over,
});

const stuck: StuckPayment = {
  payment_id: 'pay9',
  booking_id: 'b9',
  tracking_code: 'UTS-STUCK9',
  kind: 'advance',
  amount_paise: 500_000,
  status: 'pending',
  gateway_status: 'created',
  razorpay_order_id: 'order_ABC123',
  customer_name: 'Ravi',
  provider_name: 'Priya Clicks',
  booking_status: 'held',
  created_at: '2026-11-28T08:00:00Z',
  reconciled_at: null,
  total_count: 1,
};

const detail: BookingDetail = {
  booking: {
    id: 'b1', tracking_code: 'UTS-ABC234', status: 'confirmed', status_note: null, event_date: '2027-01-20', event_time: '18:00:00',
    guest_count: 300, special_requirements: 'Muhurtham at 6.30 pm', title: 'Candid wedding coverage', total_paise: 15_000_000,
    advance_paise: 3_000_000, remaining_paise: 12_000_000, created_at: '2026-11-01T10:00:00Z', venue_address: 'Kalyana Mandapam, Adyar',
  },
  customer: { id: 'u1', full_name: 'Anjali Sharma', email: 'anjali@example.test', phone: null },
  provider: { id: 'p1', profile_id: 'u2', business_name: 'Priya Clicks', email: 'priya@example.test', phone: null, status: 'approved' },
  timeline: [
    { id: 1, from_status: null, to_status: 'requested', actor_role: 'customer', actor_name: 'Anjali Sharma', note: null, created_at: '2026-11-01T10:00:00Z' },
    { id: 2, from_status: 'requested', to_status: 'confirmed', actor_role: 'provider', actor_name: 'Priya Raman', note: null, created_at: '2026-11-01T12:00:00Z' },
  ],
  payments: [{ id: 'pay1', kind: 'advance', amount_paise: 3_000_000, status: 'succeeded', razorpay_order_id: 'order_X', razorpay_payment_id: 'pay_X', method: 'upi', paid_at: '2026-11-01T10:05:00Z', created_at: '2026-11-01T10:01:00Z' }],
  refunds: [],
  conversation_id: null,
  actions: ['cancelled_by_customer', 'cancelled_by_provider', 'completed'],
};

beforeEach(() => {
  vi.mocked(rpc).mockReset();
  vi.mocked(reconcilePayment).mockReset();
});

describe('BookingsPage', () => {
  it('sends code, statuses and dates to the server together, and refuses a reversed range beside the dates', async () => {
    stubAdminRpc({ ...counts, admin_stuck_payments: [], admin_bookings: (args) => (args.p_query === 'UTS-ABC234' ? [booking()] : []) });
    const { user } = await renderWithProviders(<BookingsPage />, { user: ADMIN, prepare });
    expect(await screen.findByText('No booking matches these filters.')).toBeVisible();
    await user.type(screen.getByLabelText('Tracking code, name or email'), 'UTS-ABC234');
    await user.type(screen.getByLabelText('Event from'), '2027-02-01');
    await user.type(screen.getByLabelText('Event until'), '2027-01-01');
    await user.click(screen.getByText('Every status'));
    await user.click(screen.getByRole('checkbox', { name: 'Confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The first date must come before the second.')).toBeVisible();
    expect(screen.getByLabelText('Event until')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Event until'));
    await user.type(screen.getByLabelText('Event until'), '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'UTS-ABC234' })).toHaveAttribute('href', '/admin/bookings/b1');
    expect(callsOf('admin_bookings').at(-1)).toEqual({
      p_query: 'UTS-ABC234', p_provider_id: null, p_customer_id: null, p_statuses: ['confirmed'], p_from: '2027-02-01', p_to: '2027-03-01', p_limit: 20, p_offset: 0,
    });
    const row = screen.getByRole('link', { name: 'UTS-ABC234' }).closest('tr')!;
    expect(within(row).getByText('₹1,50,000')).toBeVisible();
  });

  it("opens narrowed to a person's bookings from their page, and can widen again", async () => {
    stubAdminRpc({ ...counts, admin_stuck_payments: [], admin_bookings: [booking()] });
    const { user } = await renderWithProviders(<BookingsPage />, { user: ADMIN, prepare, path: '/admin/bookings', at: '/admin/bookings?customer=u1' });
    expect(await screen.findByText("Only this customer's bookings.")).toBeVisible();
    expect(callsOf('admin_bookings')[0]).toMatchObject({ p_customer_id: 'u1', p_provider_id: null });
    await user.click(screen.getByRole('button', { name: "Show everyone's" }));
    expect(screen.queryByText("Only this customer's bookings.")).toBeNull();
  });

  it('reconciles a stuck payment through the Edge Function and says what came of it', async () => {
    stubAdminRpc({ ...counts, admin_bookings: [], admin_stuck_payments: [stuck] });
    vi.mocked(reconcilePayment).mockResolvedValue({ orders: 1, recorded: 1, failed: [] });
    const { user } = await renderWithProviders(<BookingsPage />, { user: ADMIN, prepare });
    const region = screen.getByRole('region', { name: 'Stuck payments' });
    await within(region).findByRole('link', { name: 'UTS-STUCK9' });
    const button = within(region).getByRole('button', { name: /^Reconcile/ });
    expect(button).toHaveTextContent('Reconcile UTS-STUCK9');
    await user.click(button);
    expect(reconcilePayment).toHaveBeenCalledWith('pay9');
    expect(await screen.findByText('UTS-STUCK9: 1 payment recorded from the gateway.')).toBeVisible();
  });
});

describe('BookingPage', () => {
  const render = () => renderWithProviders(<BookingPage />, { user: ADMIN, prepare, path: '/admin/bookings/:bookingId', at: '/admin/bookings/b1' });

  it('shows the timeline and payments, and exactly the admin edges my_booking_actions returns', async () => {
    stubAdminRpc({ ...counts, admin_booking: detail });
    vi.mocked(rpc).mockResolvedValue([
      { actor: 'admin', to_status: 'cancelled_by_provider' },
      { actor: 'admin', to_status: 'completed' },
      { actor: 'provider', to_status: 'cancelled_by_provider' },
    ] as never);
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'UTS-ABC234' })).toBeVisible();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Requested · .* · customer \(Anjali Sharma\)$/),
      expect.stringMatching(/^Confirmed · .* · provider \(Priya Raman\)$/),
    ]);
    expect(screen.getByText(/Advance · ₹30,000 · Paid/)).toBeVisible();
    const actions = screen.getByRole('region', { name: 'Act for a party' });
    expect(await within(actions).findAllByRole('button')).toHaveLength(2);
    expect(within(actions).getByRole('button', { name: 'Cancel for the provider' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Mark completed' })).toBeVisible();
    expect(rpc).toHaveBeenCalledWith('my_booking_actions', { p_booking_id: 'b1' });
  });

  it('cancels for the customer only with a reason, naming the full refund', async () => {
    stubAdminRpc({ ...counts, admin_booking: detail, admin_act_on_booking: { refund_queued_paise: 3_000_000 } });
    vi.mocked(rpc).mockResolvedValue([{ actor: 'admin', to_status: 'cancelled_by_customer' }] as never);
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Cancel for the customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel UTS-ABC234 for the customer?' });
    expect(within(dialog).getByText(/refunded in full/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel for the customer' }));
    expect(within(dialog).getByText('Write a reason: it goes to the audit log.')).toBeVisible();
    expect(callsOf('admin_act_on_booking')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'The family called: the wedding is postponed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel for the customer' }));
    expect(await screen.findByText('UTS-ABC234: Cancelled by the customer.')).toBeVisible();
    expect(callsOf('admin_act_on_booking')).toEqual([{ p_booking_id: 'b1', p_to_status: 'cancelled_by_customer', p_reason: 'The family called: the wedding is postponed.' }]);
  });

  it('says when an admin can do nothing in this status', async () => {
    stubAdminRpc({ ...counts, admin_booking: { ...detail, booking: { ...detail.booking, status: 'completed' } } });
    vi.mocked(rpc).mockResolvedValue([] as never);
    await render();
    expect(await screen.findByText('Nothing an admin can do in this status.')).toBeVisible();
  });
});
