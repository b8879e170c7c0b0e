// The profile's booking history without a server (the api function is the seam): never a false
// "no bookings yet" (a skeleton while loading, an error with retry), Upcoming and Past, and
// the next step of each booking linking to its page. One case runs the real query against a
// PostgREST stand-in: whose bookings are listed is the query's to say, not row-level security's.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import type { BookingStatus } from '@utsav/shared/supabase/booking-graph';
import { stubPostgrest } from '@utsav/shared/testing/postgrest-stand-in';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { addDays, indianToday } from '@utsav/shared/i18n/calendar-dates';
import { listMyBookings, type MyBookingRow } from '../api/list-my-bookings';
import { BookingHistoryWidget } from './booking-history-widget';

vi.mock('../api/list-my-bookings', async (original) => ({ ...(await original()), listMyBookings: vi.fn() }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };
const prepare = [() => registerNamespace('booking', (language) => import(`../../../locales/${language}.json`))];
const today = indianToday();

const row = (code: string, status: BookingStatus, days: number, what: { service?: string; bundle?: string }): MyBookingRow => ({
  id: code,
  tracking_code: code,
  status,
  event_date: addDays(today, days),
  event_time: '10:00:00',
  service: what.service ? { title: what.service } : null,
  bundle: what.bundle ? { name: what.bundle } : null,
});

const rows = [
  row('UTS-HHHHHH', 'held', 20, { service: 'Banana Leaf Wedding Meals' }),
  row('UTS-CCCCCC', 'confirmed', 60, { bundle: 'Complete South Indian Wedding' }),
  row('UTS-DDDDDD', 'completed', -30, { service: 'Griha Pravesh Pooja' }),
  row('UTS-XXXXXX', 'cancelled_by_customer', 15, { service: 'Bridal Mehendi' }),
];

beforeEach(() => {
  vi.mocked(listMyBookings).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('BookingHistoryWidget', () => {
  it('shows a skeleton while loading, never "no bookings yet"', async () => {
    vi.mocked(listMyBookings).mockImplementation(() => new Promise(() => {}));
    await renderWithProviders(<BookingHistoryWidget />, { prepare, user: ASHA });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('You have no bookings yet.')).not.toBeInTheDocument();
  });

  it('says what failed with a retry that loads the list', async () => {
    vi.mocked(listMyBookings).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(rows);
    const { user } = await renderWithProviders(<BookingHistoryWidget />, { prepare, user: ASHA });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(screen.queryByText('You have no bookings yet.')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Upcoming' })).toBeInTheDocument();
  });

  it('says "no bookings yet" only when the list loaded empty', async () => {
    vi.mocked(listMyBookings).mockResolvedValue([]);
    await renderWithProviders(<BookingHistoryWidget />, { prepare, user: ASHA });
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services');
  });

  it('splits Upcoming from Past, each with its status and next step', async () => {
    vi.mocked(listMyBookings).mockResolvedValue(rows);
    await renderWithProviders(<BookingHistoryWidget />, { prepare, user: ASHA });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const upcomingRows = within(upcoming).getAllByRole('listitem');
    expect(upcomingRows.map((item) => within(item).getByRole('strong').textContent)).toEqual([
      'Banana Leaf Wedding Meals',
      'Complete South Indian Wedding',
    ]);
    expect(within(upcomingRows[0]!).getByText('Held for payment')).toBeInTheDocument();
    expect(within(upcomingRows[0]!).getByRole('link', { name: 'Pay advance for Banana Leaf Wedding Meals (UTS-HHHHHH)' })).toHaveAttribute(
      'href',
      '/bookings/UTS-HHHHHH',
    );
    expect(within(upcomingRows[1]!).getByRole('link', { name: /^View Complete South Indian Wedding/ })).toHaveAttribute('href', '/bookings/UTS-CCCCCC');

    const past = screen.getByRole('region', { name: 'Past' });
    const pastRows = within(past).getAllByRole('listitem');
    expect(pastRows).toHaveLength(2);
    expect(within(pastRows[0]!).getByText('Cancelled by you')).toBeInTheDocument();
    expect(within(pastRows[1]!).getByRole('link', { name: 'Review Griha Pravesh Pooja (UTS-DDDDDD)' })).toHaveAttribute('href', '/bookings/UTS-DDDDDD');
  });

  it('lists only the bookings the signed-in person made as a customer, though row-level security lets an admin or a provider read more', async () => {
    // The real query against a stand-in for PostgREST answering as row-level security does for
    // an admin (every booking): only the query's own filter can keep other customers' bookings out.
    const { listMyBookings: realList } = await vi.importActual<{ listMyBookings: typeof listMyBookings }>('../api/list-my-bookings');
    vi.mocked(listMyBookings).mockImplementation(realList);
    const OTHER = 'a0000000-0000-4000-8000-000000000201';
    const readable = [
      { ...row('UTS-MINE01', 'confirmed', 40, { service: 'Griha Pravesh Pooja' }), customer_id: ASHA.id },
      { ...row('UTS-OTHER1', 'confirmed', 50, { service: 'Banana Leaf Wedding Meals' }), customer_id: OTHER },
      { ...row('UTS-OTHER2', 'cancelled_by_customer', -10, { service: 'Bridal Mehendi' }), customer_id: OTHER },
      { ...row('UTS-OTHER3', 'completed', -20, { bundle: 'Complete South Indian Wedding' }), customer_id: OTHER },
    ];
    const { requests } = stubPostgrest({ bookings: readable });

    await renderWithProviders(<BookingHistoryWidget />, { prepare, user: ASHA });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getAllByRole('listitem').map((item) => within(item).getByRole('strong').textContent)).toEqual(['Griha Pravesh Pooja']);
    expect(within(screen.getByRole('region', { name: 'Past' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByText('Cancelled by you')).not.toBeInTheDocument();
    expect(requests[0]?.searchParams.get('customer_id')).toBe(`eq.${ASHA.id}`);
  });
});
