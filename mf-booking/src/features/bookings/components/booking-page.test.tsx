// The customer's booking page without a server (the api functions are the seam): a held booking
// with its price, the hold's countdown and its Pay button; a confirmed one with its receipt, the
// balance due by the event date and Cancel showing the refund first; a requested one, whose balance
// is not asked for yet; a refunded one keeping its receipt; a code that is not theirs; a message
// to the provider about the booking (send_message is the seam). Where the
// query itself is the point (refunded payments, whose booking), the real one runs against a
// PostgREST stand-in.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { stubPostgrest } from '@utsav/shared/testing/postgrest-stand-in';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { getCancellationPreview } from '../api/get-cancellation-preview';
import { getMyBooking, type MyBooking } from '../api/get-my-booking';
import { getProviderPhone } from '../api/get-provider-phone';
import { listBookingMoney } from '../api/list-booking-money';
import { saveReview } from '../api/save-review';
import { sendBookingMessage } from '../api/send-booking-message';
import BookingPage from './booking-page';

vi.mock('../api/get-my-booking', async (original) => ({ ...(await original()), getMyBooking: vi.fn() }));
vi.mock('../api/list-booking-money', async (original) => ({ ...(await original()), listBookingMoney: vi.fn() }));
vi.mock('../api/get-provider-phone', () => ({ getProviderPhone: vi.fn() }));
vi.mock('../api/save-review', () => ({ saveReview: vi.fn() }));
vi.mock('../api/send-booking-message', () => ({ sendBookingMessage: vi.fn() }));
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
  provider_id: 'c0000000-0000-4000-8000-000000000004',
  service: { title: 'Banana Leaf Wedding Meals', category_slug: 'catering' },
  bundle: null,
  provider: { id: 'c0000000-0000-4000-8000-000000000004', business_name: 'Shubh Utsav Caterers' },
  review: null,
  venue: { venue_address: '12, 4th Cross, Jayanagar' },
  balance_paid: false,
};

beforeEach(() => {
  vi.mocked(getMyBooking).mockReset();
  vi.mocked(listBookingMoney).mockReset().mockResolvedValue({ payments: [], refunds: [] });
  vi.mocked(getCancellationPreview).mockReset();
  vi.mocked(getProviderPhone).mockReset().mockResolvedValue('+919876543210');
  vi.mocked(saveReview).mockReset().mockResolvedValue(undefined);
  vi.mocked(sendBookingMessage).mockReset();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const paidAdvance = { id: 'p1', kind: 'advance', amount_paise: 2_750_000, paid_at: '2026-11-27T10:05:00Z', method: 'card', receipt: 'UTS-ABCDEF-A1', razorpay_payment_id: 'pay_Abc123Def456Gh' } as const;

describe('/bookings/:code', () => {
  it('shows a held booking with its price, venue and how long the date stays held', async () => {
    vi.mocked(getMyBooking).mockResolvedValue(held);
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/uts-abcdef' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Banana Leaf Wedding Meals' })).toBeInTheDocument();
    expect(getMyBooking).toHaveBeenCalledWith('UTS-ABCDEF', ASHA.id);
    expect(screen.getByText('Held for payment')).toBeInTheDocument();
    // The clock and the Pay button share the bar that stays in view while the hold runs.
    const clock = screen.getByText(/^Date held: 14:\d\d left$/);
    const holdBar = clock.closest('.booking-hold-bar');
    expect(holdBar).not.toBeNull();
    expect(holdBar).toContainElement(screen.getByRole('button', { name: 'Pay advance' }));
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
    expect(screen.getByText('₹1,10,000, due by Saturday, 6 March 2027')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking UTS-ABCDEF?' });
    expect(await within(dialog).findByTestId('cancel-refund')).toHaveTextContent(
      'You paid ₹27,500. The event is 12 days away, so 50% of the advance comes back: you get ₹13,750.',
    );
    expect(getCancellationPreview).toHaveBeenCalledWith('e1');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Formerly two end-to-end cases each paid through Checkout (booking-payment.spec.ts); the refund
  // owed on a decline is supabase/tests/razorpay_refunds.test.ts's.
  it('a declined request says so, and shows the whole advance being refunded', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'declined', hold_expires_at: null });
    vi.mocked(listBookingMoney).mockResolvedValue({
      payments: [{ id: 'p1', kind: 'advance', amount_paise: 2_750_000, paid_at: '2026-11-27T10:05:00Z', method: 'card', receipt: 'UTS-ABCDEF-A1', razorpay_payment_id: 'pay_Abc123Def456Gh' }],
      refunds: [{ id: 'r1', amount_paise: 2_750_000, status: 'pending', created_at: '2026-11-28T09:00:00Z', processed_at: null, razorpay_refund_id: null }],
    });
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    expect(await screen.findByText('Declined', { selector: '.booking-status' })).toBeInTheDocument();
    const money = await screen.findByRole('region', { name: 'Payments and receipts' });
    expect(await within(money).findByText('₹27,500: being refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay advance' })).toBeNull();
  });

  it('a hold that ran out says so, with nothing left to pay', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'payment_expired', hold_expires_at: new Date(Date.now() - 1000).toISOString() });
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    expect(await screen.findByText('Payment time ran out', { selector: '.booking-status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay advance' })).toBeNull();
    expect(screen.queryByText(/Your date is held/)).toBeNull();
  });

  it('a requested booking shows the balance as information, due after the provider confirms, with no way to pay it yet', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'requested', hold_expires_at: null });
    vi.mocked(listBookingMoney).mockResolvedValue({ payments: [paidAdvance], refunds: [] });
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    expect(await screen.findByRole('article', { name: 'Receipt UTS-ABCDEF-A1' })).toBeInTheDocument();
    expect(screen.getByText('₹1,10,000, due after the provider confirms')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /balance/i })).toBeNull();
  });

  it('a cancelled, refunded booking keeps its paid advance and receipt, shows the refund beneath them, and no Remaining', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'cancelled_by_customer', hold_expires_at: null });
    // The real query, against rows as the customer reads them: the advance, refunded in full.
    const { listBookingMoney: realMoney } = await vi.importActual<{ listBookingMoney: typeof listBookingMoney }>('../api/list-booking-money');
    vi.mocked(listBookingMoney).mockImplementation(realMoney);
    stubPostgrest({
      payments: [{ ...paidAdvance, booking_id: 'e1', status: 'refunded' }],
      refunds: [{ id: 'r1', booking_id: 'e1', amount_paise: 2_750_000, status: 'processed', created_at: '2026-11-28T09:00:00Z', processed_at: '2026-11-28T09:05:00Z', razorpay_refund_id: 'rfnd_Abc123Def456Gh' }],
    });
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    const money = await screen.findByRole('region', { name: 'Payments and receipts' });
    const receipt = await within(money).findByRole('article', { name: 'Receipt UTS-ABCDEF-A1' });
    expect(within(receipt).getByText('₹27,500')).toBeInTheDocument();
    expect(within(money).queryByText('Nothing has been paid yet.')).toBeNull();
    const refund = within(money).getByText('₹27,500: refunded');
    expect(receipt.compareDocumentPosition(refund) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Remaining')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('someone who is not its customer (its provider, an admin) finds no booking of theirs, and nothing to pay', async () => {
    const PROVIDER = { id: 'a0000000-0000-4000-8000-000000000003', email: 'provider@utsav.test' };
    // Row-level security lets the provider read the booking: only the query keeps it the customer's.
    const { getMyBooking: realBooking } = await vi.importActual<{ getMyBooking: typeof getMyBooking }>('../api/get-my-booking');
    vi.mocked(getMyBooking).mockImplementation(realBooking);
    const { provider_id, tracking_code, ...rest } = { ...held, status: 'confirmed', hold_expires_at: null };
    const { requests } = stubPostgrest({ bookings: [{ ...rest, provider_id, tracking_code, customer_id: ASHA.id, balance: [] }] });
    await renderWithProviders(<BookingPage />, { prepare, user: PROVIDER, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(requests[0]?.searchParams.get('customer_id')).toBe(`eq.${PROVIDER.id}`);
  });

  it('speaks Hindi to a Hindi reader: the status and the payments', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'requested', hold_expires_at: null });
    vi.mocked(listBookingMoney).mockResolvedValue({
      payments: [{ id: 'p1', kind: 'advance', amount_paise: 1_100_000, paid_at: '2026-11-27T10:05:00Z', method: 'card', receipt: 'UTS-ABCDEF-A1', razorpay_payment_id: 'pay_Abc123Def456Gh' }],
      refunds: [],
    });
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF', language: 'hi' });
    expect(await screen.findByText('अनुरोध भेजा गया', { selector: '.booking-status' })).toBeInTheDocument();
    const money = await screen.findByRole('region', { name: 'भुगतान और रसीदें' });
    expect(await within(money).findByText('₹11,000')).toBeInTheDocument();
  });

  it('says there is no such booking of theirs for another code', async () => {
    vi.mocked(getMyBooking).mockResolvedValue(null);
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-222222' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByText('You have no booking with the code UTS-222222.')).toBeInTheDocument();
  });

  it('names the provider, and gives their phone only once they have confirmed', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'requested', hold_expires_at: null });
    const { unmount } = await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    const provider = await screen.findByRole('region', { name: 'Your provider' });
    expect(within(provider).getByRole('link', { name: 'Shubh Utsav Caterers' })).toHaveAttribute('href', '/provider/c0000000-0000-4000-8000-000000000004');
    expect(within(provider).getByText('Their phone number appears here once they confirm your booking.')).toBeInTheDocument();
    expect(getProviderPhone).not.toHaveBeenCalled();
    unmount();

    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'confirmed', hold_expires_at: null });
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    const confirmed = await screen.findByRole('region', { name: 'Your provider' });
    expect(await within(confirmed).findByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsapp = within(confirmed).getByRole('link', { name: 'Message on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('Hello, this is about my Utsav booking UTS-ABCDEF.')}`);
    expect(getProviderPhone).toHaveBeenCalledWith('c0000000-0000-4000-8000-000000000004');
  });

  it('messages the provider about this booking: an empty box says why, a failure keeps the text and sends it again with the same client id, then the conversation opens', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'requested', hold_expires_at: null });
    vi.mocked(sendBookingMessage).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('c0000000-0000-4000-8000-00000000000c');
    const { user, router } = await renderWithProviders(<BookingPage />, {
      prepare,
      user: ASHA,
      path: '/bookings/:code',
      at: '/bookings/UTS-ABCDEF',
      routes: [{ path: '/profile', element: <h1>My Profile</h1> }],
    });
    const provider = await screen.findByRole('region', { name: 'Your provider' });
    await user.click(within(provider).getByRole('button', { name: 'Message your provider' }));
    const box = within(provider).getByRole('textbox', { name: 'Your message to Shubh Utsav Caterers' });
    expect(box).toHaveFocus();
    await user.click(within(provider).getByRole('button', { name: 'Send message' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Write a message first.'));
    expect(sendBookingMessage).not.toHaveBeenCalled();

    await user.type(box, 'Can the counter be Jain-friendly?');
    await user.click(within(provider).getByRole('button', { name: 'Send message' }));
    expect(await within(provider).findByRole('alert')).toHaveTextContent('Your message could not be sent. It is still here: please try again.');
    expect(box).toHaveValue('Can the counter be Jain-friendly?');
    await user.click(within(provider).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/profile?conversation=c0000000-0000-4000-8000-00000000000c');
    const [first, second] = vi.mocked(sendBookingMessage).mock.calls.map(([args]) => args);
    expect(first).toMatchObject({ providerId: 'c0000000-0000-4000-8000-000000000004', bookingId: 'e1', body: 'Can the counter be Jain-friendly?' });
    expect(second!.clientId).toBe(first!.clientId);
  });

  it('opens the message box again with the draft left before a reload', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'requested', hold_expires_at: null });
    sessionStorage.setItem(`utsav.message.draft.${ASHA.id}.booking.e1`, 'Is parking free?');
    await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    const provider = await screen.findByRole('region', { name: 'Your provider' });
    expect(within(provider).getByRole('textbox', { name: 'Your message to Shubh Utsav Caterers' })).toHaveValue('Is parking free?');
  });

  it('asks for a review once completed: a rating is required, the comment is kept, and the review is sent', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({ ...held, status: 'completed', hold_expires_at: null });
    const { user } = await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    const section = await screen.findByRole('region', { name: 'How was Shubh Utsav Caterers?' });
    await user.type(within(section).getByLabelText(/^Tell other families about it/), '  Hot food, on time.  ');
    await user.click(within(section).getByRole('button', { name: 'Post review' }));
    expect(await within(section).findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(section).getByRole('group', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(saveReview).not.toHaveBeenCalled();
    expect(within(section).getByLabelText(/^Tell other families about it/)).toHaveValue('  Hot food, on time.  ');

    await user.click(within(section).getByRole('radio', { name: '4 stars out of 5' }));
    expect(within(section).queryByText('Choose from 1 to 5 stars.')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Post review' }));
    await vi.waitFor(() =>
      expect(saveReview).toHaveBeenCalledWith({
        bookingId: 'e1',
        providerId: 'c0000000-0000-4000-8000-000000000004',
        reviewId: null,
        rating: 4,
        comment: 'Hot food, on time.',
      }),
    );
  });

  it('shows the review written, the provider’s reply, and lets the customer edit it', async () => {
    vi.mocked(getMyBooking).mockResolvedValue({
      ...held,
      status: 'completed',
      hold_expires_at: null,
      review: { id: 'r1', rating: 5, comment: 'Wonderful.', provider_reply: 'Thank you, Asha!', replied_at: '2026-12-02T10:00:00Z', created_at: '2026-12-01T10:00:00Z' },
    });
    const { user } = await renderWithProviders(<BookingPage />, { prepare, user: ASHA, path: '/bookings/:code', at: '/bookings/UTS-ABCDEF' });
    const section = await screen.findByRole('region', { name: 'Your review' });
    expect(within(section).getByText('5 stars out of 5')).toBeInTheDocument();
    expect(within(section).getByText('Wonderful.')).toBeInTheDocument();
    expect(within(section).getByText('Reply from Shubh Utsav Caterers')).toBeInTheDocument();
    expect(within(section).getByText('Thank you, Asha!')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Edit review' }));
    const form = await screen.findByRole('region', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '5 stars out of 5' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: '3 stars out of 5' }));
    await user.click(within(form).getByRole('button', { name: 'Save review' }));
    await vi.waitFor(() => expect(saveReview).toHaveBeenCalledWith(expect.objectContaining({ reviewId: 'r1', rating: 3, comment: 'Wonderful.' })));
  });
});
