// The booking request without a server (the api functions are the seam): the offer and its live
// quote in ₹ with Indian grouping, messages beside their fields, the draft kept across a reload,
// a taken date with the server's suggestions, and the hand-over once the slot is held.
// Against the real backend: e2e/tests/booking-request.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { addDays, indianToday } from '@utsav/shared/i18n/calendar-dates';
import { getOffer, type Offer } from '../api/get-offer';
import { listRefundTiers } from '../api/list-refund-tiers';
import { listUnavailableDates } from '../api/list-unavailable-dates';
import { quoteBooking, type Quote } from '../api/quote-booking';
import { requestBooking, type HeldBooking } from '../api/request-booking';
import { draftKey } from '../utils/draft-storage';
import ServiceRequestPage from './service-request-page';

vi.mock('../api/get-offer', () => ({ getOffer: vi.fn() }));
vi.mock('../api/quote-booking', () => ({ quoteBooking: vi.fn() }));
vi.mock('../api/list-unavailable-dates', () => ({ listUnavailableDates: vi.fn() }));
vi.mock('../api/list-refund-tiers', () => ({ listRefundTiers: vi.fn() }));
vi.mock('../api/request-booking', () => ({ requestBooking: vi.fn() }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };
const SERVICE_ID = 'c0000000-0000-4000-8000-000000001004';
const AT = `/service-request?service=${SERVICE_ID}`;
const prepare = [
  () => registerNamespace('booking', (language) => import(`../../../locales/${language}.json`)),
  () => registerNamespace('errors', (language) => import(`../../../../../shared/locales/errors/${language}.json`)),
];
const routes = [{ path: '/bookings/:code', element: <h1>Booking page</h1> }];
const today = indianToday();
const fullDay = addDays(today, 10);
const freeDay = addDays(today, 20);

const offer: Offer = {
  kind: 'service',
  id: SERVICE_ID,
  title: 'Banana Leaf Wedding Meals',
  providerName: 'Shubh Utsav Events',
  city: 'Bengaluru',
  photo: null,
  categorySlug: 'catering',
  isVenue: false,
  minGuests: 50,
  maxGuests: 500,
  provider: { name: 'Shubh Utsav Events', city: 'Bengaluru', areas: ['Jayanagar', 'JP Nagar'], travelsOutsideCity: false, travelFeePaise: null },
};

// ₹550 a plate, 20% advance, 50 to 500 guests: the seed's banana-leaf meals.
function quoteFor(guests: number): Quote {
  const total = 55_000 * guests;
  return {
    total_paise: total,
    advance_paise: total / 5,
    remaining_paise: total - total / 5,
    individual_total_paise: null,
    discount_paise: null,
    min_guests: 50,
    max_guests: 500,
    guest_count: guests,
  };
}

const held: HeldBooking = {
  booking_id: 'e0000000-0000-4000-8000-0000000000aa',
  tracking_code: 'UTS-ABCDEF',
  hold_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  total_paise: 13_750_000,
  advance_paise: 2_750_000,
  remaining_paise: 11_000_000,
};

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(getOffer).mockReset().mockResolvedValue(offer);
  vi.mocked(quoteBooking)
    .mockReset()
    .mockImplementation(async (_target, guests) => {
      if (guests > 500) throw toAppError({ code: 'P0001', message: 'too many', hint: 'guest_count_above_max', details: '{"field":"guest_count","max":500}' });
      return quoteFor(guests);
    });
  vi.mocked(listUnavailableDates).mockReset().mockResolvedValue([{ day: fullDay, reason: 'full' }]);
  vi.mocked(listRefundTiers)
    .mockReset()
    .mockResolvedValue([
      { min_days_before: 30, advance_percent: 100 },
      { min_days_before: 7, advance_percent: 50 },
      { min_days_before: 0, advance_percent: 0 },
    ]);
  vi.mocked(requestBooking).mockReset();
});

const field = (name: string | RegExp) => screen.getByLabelText(name);
/** The submit button, whatever the amount it names. */
const SUBMIT = /^Pay (₹[\d,]+ advance|the advance) to send the request$/;

async function fillValidRequest(user: Awaited<ReturnType<typeof renderWithProviders>>['user'], day = freeDay) {
  await user.type(field('Event date'), day);
  await user.type(field('Start time'), '18:00');
  await user.type(field('Number of guests'), '250');
  await user.type(field('Venue address'), '12, 4th Cross, Jayanagar, Bengaluru');
}

describe('/service-request', () => {
  it('says when the venue is in a city outside the provider\'s areas, and what they charge to travel', async () => {
    const { user } = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    await user.type(await screen.findByLabelText('Venue address'), '12, 4th Cross, Jayanagar, Bengaluru');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(screen.queryByText(/outside/)).toBeNull();
    await user.clear(field('Venue address'));
    await user.type(field('Venue address'), 'Kalyana Mandapam, Anna Nagar, Chennai');
    expect(await screen.findByText('Chennai is outside the areas Shubh Utsav Events usually serves (Bengaluru). Mention it in your requirements: they may not take events there.')).toBeInTheDocument();
  });

  it('names the provider\'s travel fee when they travel to other cities', async () => {
    vi.mocked(getOffer).mockResolvedValue({ ...offer, provider: { ...offer.provider, travelsOutsideCity: true, travelFeePaise: 500_000 } });
    const { user } = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    await user.type(await screen.findByLabelText('Venue address'), 'Banjara Hills, Hyderabad');
    expect(await screen.findByText(/Hyderabad is outside the usual areas of Shubh Utsav Events \(Bengaluru\)\. They travel to other cities for a fee of ₹5,000/)).toBeInTheDocument();
  });

  it('shows what is booked, the live quote in ₹ with Indian grouping, the guest limits and the refund terms', async () => {
    const { user } = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    expect(await screen.findByRole('link', { name: 'Banana Leaf Wedding Meals' })).toHaveAttribute('href', `/services/catering/${SERVICE_ID}`);
    expect(screen.getByText('by Shubh Utsav Events · Bengaluru')).toBeInTheDocument();
    expect(await screen.findByText('Between 50 and 500 guests.')).toBeInTheDocument();

    // Before a count is typed: the price for the smallest party the service takes, and no amount
    // on the button, as the advance charged follows the count given.
    const price = screen.getByRole('region', { name: 'Price summary' });
    expect(screen.getByRole('button', { name: 'Pay the advance to send the request' })).toBeEnabled();
    await waitFor(() => expect(within(price).getByTestId('quote-total')).toHaveTextContent('₹27,500'));
    expect(within(price).getByTestId('quote-guests')).toHaveTextContent('50');

    await user.type(field('Number of guests'), '250');
    await waitFor(() => expect(within(price).getByTestId('quote-total')).toHaveTextContent('₹1,37,500'));
    expect(within(price).getByTestId('quote-advance')).toHaveTextContent('₹27,500');
    expect(within(price).getByText('₹1,10,000')).toBeInTheDocument();
    expect(quoteBooking).toHaveBeenLastCalledWith({ kind: 'service', id: SERVICE_ID }, 250);
    // Sending the request opens Checkout for the advance at once: the button says so, with the amount.
    expect(screen.getByRole('button', { name: 'Pay ₹27,500 advance to send the request' })).toBeEnabled();

    const terms = screen.getByRole('region', { name: 'If you cancel' });
    expect(within(terms).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'You cancelAdvance refunded',
      '30 days or more beforeAll of it',
      '7 to 29 days before50%',
      'Less than 7 days beforeNone',
    ]);
  });

  it('puts a translated message beside each field that is wrong, and sends nothing', async () => {
    const { user } = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    await screen.findByText('Between 50 and 500 guests.');
    await user.type(field(/Special requirements/), 'x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    // Validation runs asynchronously (the resolver): wait for the messages, as a user would.
    await waitFor(() => expect(field('Event date')).toHaveAccessibleDescription(/Choose the event date\./));
    expect(field('Start time')).toHaveAccessibleDescription(/Choose the start time\./);
    expect(field('Number of guests')).toHaveAccessibleDescription(/Enter the number of guests\./);
    expect(field('Venue address')).toHaveAccessibleDescription(/Enter the address of the venue\./);
    expect(field(/Special requirements/)).toHaveAccessibleDescription(/Keep the special requirements within 2,000 characters\./);
    await waitFor(() => expect(field('Event date')).toHaveFocus());

    await user.type(field('Number of guests'), '900');
    await waitFor(() => expect(field('Number of guests')).toHaveAccessibleDescription(/This can host at most 500 guests\./));
    await user.type(field('Event date'), fullDay);
    await waitFor(() => expect(field('Event date')).toHaveAccessibleDescription(/This date is already booked\. Choose another date\./));
    expect(requestBooking).not.toHaveBeenCalled();
  });

  it('keeps what was typed across a reload', async () => {
    const first = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    await screen.findByText('Between 50 and 500 guests.');
    await fillValidRequest(first.user);
    await first.user.type(field(/Special requirements/), 'Jain-friendly counter');
    first.unmount();
    expect(sessionStorage.getItem(draftKey(ASHA.id, { kind: 'service', id: SERVICE_ID }))).toContain('Jayanagar');

    await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    await screen.findByText('Between 50 and 500 guests.');
    expect(field('Event date')).toHaveValue(freeDay);
    expect(field('Start time')).toHaveValue('18:00');
    expect(field('Number of guests')).toHaveValue('250');
    expect(field('Venue address')).toHaveValue('12, 4th Cross, Jayanagar, Bengaluru');
    expect(field(/Special requirements/)).toHaveValue('Jain-friendly counter');
  });

  it('shows a taken slot beside the date with the suggested dates, one press fills the date', async () => {
    const suggestion = addDays(today, 21);
    vi.mocked(requestBooking).mockRejectedValue(
      toAppError({ code: 'P0001', message: 'slot taken', hint: 'slot_taken', details: JSON.stringify({ field: 'event_date', suggested_dates: [suggestion] }) }),
    );
    const { user } = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    await screen.findByText('Between 50 and 500 guests.');
    await fillValidRequest(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(field('Event date')).toHaveAccessibleDescription(/This date is already booked\. Choose another date\./));
    const suggestions = screen.getByRole('group', { name: 'These dates are still free:' });
    const [button] = within(suggestions).getAllByRole('button');
    await user.click(button!);
    expect(field('Event date')).toHaveValue(suggestion);
    await waitFor(() => expect(field('Event date')).not.toHaveAttribute('aria-invalid'));
    expect(field('Venue address')).toHaveValue('12, 4th Cross, Jayanagar, Bengaluru');
  });

  it('says "Submitting..." while the slot is held, then opens the booking and forgets the draft', async () => {
    let resolve: (booking: HeldBooking) => void = () => {};
    vi.mocked(requestBooking).mockImplementation(() => new Promise((done) => (resolve = done)));
    const { user, router } = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    await screen.findByText('Between 50 and 500 guests.');
    await fillValidRequest(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(requestBooking).toHaveBeenCalledWith(
      { kind: 'service', id: SERVICE_ID },
      { eventDate: freeDay, eventTime: '18:00', guestCount: 250, venueAddress: '12, 4th Cross, Jayanagar, Bengaluru', specialRequirements: '' },
    );
    resolve(held);
    expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bookings/UTS-ABCDEF');
    expect(sessionStorage.getItem(draftKey(ASHA.id, { kind: 'service', id: SERVICE_ID }))).toBeNull();
  });
  // Formerly end-to-end (booking-request.spec.ts, booking-payment.spec.ts, booking-journeys.spec.ts),
  // each against the real stack; the server's side of a bundle request is supabase/tests/bookings.test.ts's.
  it('Cancel leads back to the offer’s own page', async () => {
    await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes });
    await screen.findByText('Between 50 and 500 guests.');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/services/catering/${SERVICE_ID}`);
  });

  it('requests a bundle as a bundle, and Cancel leads to the bundle’s page', async () => {
    const BUNDLE_ID = 'd0000000-0000-4000-8000-000000000001';
    vi.mocked(getOffer).mockResolvedValue({ ...offer, kind: 'bundle', id: BUNDLE_ID, title: 'Complete South Indian Wedding', categorySlug: null, minGuests: null, maxGuests: 300 });
    vi.mocked(requestBooking).mockResolvedValue(held);
    const { user, router } = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: `/service-request?bundle=${BUNDLE_ID}`, routes });
    expect(await screen.findByRole('link', { name: 'Complete South Indian Wedding' })).toHaveAttribute('href', `/bundles/${BUNDLE_ID}`);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/bundles/${BUNDLE_ID}`);
    await fillValidRequest(user);
    // The button names the bundle's advance once its quote for the count typed is in.
    await user.click(await screen.findByRole('button', { name: 'Pay ₹27,500 advance to send the request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/UTS-ABCDEF'));
    expect(requestBooking).toHaveBeenCalledWith({ kind: 'bundle', id: BUNDLE_ID }, expect.objectContaining({ guestCount: 250 }));
    expect(quoteBooking).toHaveBeenLastCalledWith({ kind: 'bundle', id: BUNDLE_ID }, 250);
  });

  it('speaks Hindi to a Hindi reader: the form, and the guest limit beside its field', async () => {
    const { user } = await renderWithProviders(<ServiceRequestPage />, { prepare, user: ASHA, at: AT, routes, language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'बुकिंग का अनुरोध करें' })).toBeInTheDocument();
    await user.type(field('मेहमानों की संख्या'), '900');
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजने के लिए अग्रिम राशि का भुगतान करें' }));
    await waitFor(() => expect(field('मेहमानों की संख्या')).toHaveAccessibleDescription(/इसमें अधिकतम 500 मेहमान हो सकते हैं।/));
    await waitFor(() => expect(field('कार्यक्रम की तारीख')).toHaveFocus());
    expect(requestBooking).not.toHaveBeenCalled();
  });
});
