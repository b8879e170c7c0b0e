// Tracking by code without a server (the api function is the seam): the code is read as typed
// (lower case, spaces), kept in the address, the timeline is dated in the user's language,
// and an unknown code says so. Tracking a seeded booking for real: e2e/tests/booking-track.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { trackBooking, type TrackedBooking } from '../api/track-booking';
import TrackBookingPage from './track-booking-page';

vi.mock('../api/track-booking', () => ({ trackBooking: vi.fn() }));

const prepare = [() => registerNamespace('booking', (language) => import(`../../../locales/${language}.json`))];

const booking: TrackedBooking = {
  tracking_code: 'UTS-8FJN5S',
  status: 'confirmed',
  event_date: '2027-01-25',
  event_time: '10:00:00',
  guest_count: 280,
  service_title: null,
  bundle_name: 'Complete South Indian Wedding',
  category_slug: null,
  provider_name: 'Shubh Utsav Events',
  city: 'Bengaluru',
  total_paise: 69000000,
  advance_paise: 13800000,
  remaining_paise: 55200000,
  created_at: '2026-11-15T09:00:00Z',
  updated_at: '2026-11-17T09:00:00Z',
  history: [
    { status: 'held', at: '2026-11-15T09:00:00Z' },
    { status: 'requested', at: '2026-11-16T09:00:00Z' },
    { status: 'confirmed', at: '2026-11-17T09:00:00Z' },
  ],
};

beforeEach(() => {
  vi.mocked(trackBooking)
    .mockReset()
    .mockImplementation(async (code) => (code === booking.tracking_code ? booking : null));
});

describe('/track-booking', () => {
  it('finds a booking from a code typed in lower case with spaces, and puts the code in the address', async () => {
    const { user, router } = await renderWithProviders(<TrackBookingPage />, { prepare, at: '/track-booking' });
    await user.type(screen.getByLabelText('Booking code'), ' uts 8fjn5s ');
    await user.click(screen.getByRole('button', { name: 'Track' }));

    const result = await screen.findByRole('region', { name: /Complete South Indian Wedding/ });
    expect(trackBooking).toHaveBeenCalledWith('UTS-8FJN5S');
    expect(router.state.location.search).toBe('?code=UTS-8FJN5S');
    expect(within(result).getByText('Confirmed', { selector: '.booking-status' })).toBeInTheDocument();
    expect(within(result).getByText('₹6,90,000')).toBeInTheDocument();
    expect(within(result).getByText('Monday, 25 January 2027, 10:00 am')).toBeInTheDocument();
    const steps = within(within(result).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual(['Held for payment', 'Requested', 'Confirmed']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('opens a shared address with the code already tracked, in the reader’s language', async () => {
    await renderWithProviders(<TrackBookingPage />, { prepare, at: '/track-booking?code=UTS-8FJN5S', language: 'hi' });
    const result = await screen.findByRole('region', { name: /Complete South Indian Wedding/ });
    expect(within(result).getByText('पक्की हो गई', { selector: '.booking-status' })).toBeInTheDocument();
    expect(within(result).getAllByText(/जनवरी 2027/).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('बुकिंग कोड')).toHaveValue('UTS-8FJN5S');
  });

  it('says clearly when no booking has the code', async () => {
    const { user } = await renderWithProviders(<TrackBookingPage />, { prepare, at: '/track-booking' });
    await user.type(screen.getByLabelText('Booking code'), 'UTS-2222ZZ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { name: 'No booking found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no booking with the code UTS-2222ZZ/)).toBeInTheDocument();
  });

  it('explains a code that cannot be one beside the field, without asking the server', async () => {
    const { user } = await renderWithProviders(<TrackBookingPage />, { prepare, at: '/track-booking' });
    await user.type(screen.getByLabelText('Booking code'), 'UTS-12');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const field = screen.getByLabelText('Booking code');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/A booking code is UTS- followed by 6 letters and digits/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(trackBooking).not.toHaveBeenCalled();
  });

  it('says so when a shared address carries something that cannot be a code', async () => {
    await renderWithProviders(<TrackBookingPage />, { prepare, at: '/track-booking?code=hello' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/A booking code is UTS- followed by 6 letters and digits/);
    expect(trackBooking).not.toHaveBeenCalled();
  });

  it('says so when too many codes were tried, with a retry', async () => {
    vi.mocked(trackBooking).mockRejectedValue(toAppError({ code: 'PT429', message: 'Too Many Requests' }, 429));
    await renderWithProviders(<TrackBookingPage />, { prepare, at: '/track-booking?code=UTS-8FJN5S' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/too many/i);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
