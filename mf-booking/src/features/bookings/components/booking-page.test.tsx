// The customer's booking page without a server (the api functions are the seam): a held booking
// with its price, the hold's countdown and its Pay button; a confirmed one with its receipt, the
// balance to pay and Cancel showing the refund first; a code that is not theirs.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { getCancellationPreview } from '../api/get-cancellation-preview';
import { getMyBooking, type MyBooking } from '../api/get-my-booking';
import { listBookingMoney } from '../api/list-booking-money';
import BookingPage from './booking-page';

vi.mock('../api/get-my-booking', async (original) => ({ ...(await original()), getMyBooking: vi.fn() }));
vi.mock('../api/list-booking-money', async (original) => ({ ...(await original()), listBookingMoney: vi.fn() }));
vi.mock('../api/get-cancellation-preview', async (original) => ({ ...(await original()), getCancellationPreview: vi.fn() }));
// Realtime is the end-to-end suite's: here the page is what it shows for one fetch.
vi.mock('../hooks/use-live-booking', () => ({ useLiveBooking: () => undefined }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };
const prepare = [() => registerNamespace('booking', (language) => import(`../../../locales/${language}.json`))];

const held: MyBooking = {
  id: 'e1',
  tracking_code: 'UTS-ABCDEF',
  status: 'held',
  event_date: '2027-03-06',
  event_time: '18:00:00',
  guest_count: 250,
  special_requirements: 'Jain-friendly counter',
  total_paise: 13_750_000,
  advance_paise: 2_750_000,
  remaining_paise: 11_000_000,
  created_at: '2026-11-27T10:00:00Z',
  hold_expires_at: new Date(Date.now() + 14 * 60_000 + 30_000).toISOString(),
  service: { title: 'Banana Leaf Wedding Meals', category_slug: 'catering' },
  bundle: null,
  venue: { venue_address: '12, 4th Cross, Jayanagar' },
  balance_paid: false,
};

beforeEach(() => {
  vi.mocked(getMyBooking).mockReset();
  vi.mocked(listBookingMoney).mockReset().mockResolvedValue({ payments: [], refunds: [] });
  vi.mocked(getCancellationPreview).mockReset();
});

describe('/bookings/:code', () => {
  it('shows a held booking with its price, venue and how long the date stays held', async () => {
    vi.mocked(getMyBooking).mockResolvedValue(held);
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/uts-abcdef' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Banana Leaf Wedding Meals' })).toBeInTheDocument();
    expect(getMyBooking).toHaveBeenCalledWith('UTS-ABCDEF');
    expect(screen.getByText('Held for payment')).toBeInTheDocument();
    expect(screen.getByText(/^Your date is held for 14:\d\d more while you pay the advance\.$/)).toBeInTheDocument();
    expect(screen.getByText('Your date is held for about 15 more minutes.')).toBeInTheDocument();
    expect(screen.getByText('Saturday, 6 March 2027, 6:00 pm')).toBeInTheDocument();
    expect(screen.getByText('₹1,37,500')).toBeInTheDocument();
    expect(screen.getByText('₹27,500')).toBeInTheDocument();
    expect(screen.getByText('12, 4th Cross, Jayanagar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share the tracking page' })).toHaveAttribute('href', '/track-booking?code=UTS-ABCDEF');
    expect(screen.getByRole('button', { name: 'Pay advance' })).toBeEnabled();
    expect(await screen.findByText('Nothing has been paid yet.')).toBeInTheDocument();
  });

  it('a confirmed booking: its receipt, the balance to pay, and the refund shown before cancelling', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'confirmed', hold_expires_at: null });
    vi.mocked(listBookingMoney).mockResolvedValue({
      payments: [{ id: 'p1', kind: 'advance', amount_paise: 2_750_000, paid_at: '2026-11-27T10:05:00Z', method: 'card', receipt: 'UTS-ABCDEF-A1', razorpay_payment_id: 'pay_Abc123Def456Gh' }],
      refunds: [],
    });
    vi.mocked(getCancellationPreview).mockResolvedValue({ days_before: 12, advance_percent: 50, paid_paise: 2_750_000, refund_paise: 1_375_000 });
    const { user } = await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    const receipt = await screen.findByRole('article', { name: 'Receipt UTS-ABCDEF-A1' });
    expect(within(receipt).getByText('₹27,500')).toBeInTheDocument();
    expect(within(receipt).getByText('pay_Abc123Def456Gh')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay advance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay the balance of ₹1,10,000' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking UTS-ABCDEF?' });
    expect(await within(dialog).findByTestId('cancel-refund')).toHaveTextContent(
      'You paid ₹27,500. The event is 12 days away, so 50% of the advance comes back: you get ₹13,750.',
    );
    expect(getCancellationPreview).toHaveBeenCalledWith('e1');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says there is no such booking of theirs for another code', async () => {
    vi.mocked(getMyBooking).mockResolvedValue(null);
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-222222' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByText('You have no booking with the code UTS-222222.')).toBeInTheDocument();
  });
});
