// The numbers page without a server (getMetrics is the seam; the figures themselves are
// admin_metrics' and the end-to-end suite's): loading, failure with Retry, an empty range,
// figures as cards, each chart with its table and CSV, and the range in the address.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { indianToday, addDays } from '@utsav/shared/i18n/calendar-dates';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { downloadCsv } from '../../../utils/export-csv';
import { getMetrics, type Metrics } from '../api/get-metrics';
import NumbersPage from './numbers-page';

vi.mock('../api/get-metrics', async (original) => ({ ...(await original()), getMetrics: vi.fn() }));
vi.mock('../../../utils/export-csv', async (original) => ({ ...(await original()), downloadCsv: vi.fn() }));

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@utsav.test' };
const prepare = [() => registerNamespace('admin', (language) => import(`../../../locales/${language}.json`))];
const AT = '/admin/numbers?from=2019-03-01&to=2019-03-03';

const metrics = (over: Partial<Metrics> = {}): Metrics => ({
  by_day: [
    { day: '2019-03-01', status: 'confirmed', count: 2 },
    { day: '2019-03-01', status: 'declined', count: 1 },
    { day: '2019-03-03', status: 'completed', count: 1 },
  ],
  gmv_confirmed_paise: 15_000_000,
  gmv_completed_paise: 2_500_000,
  advances_paise: 3_500_000,
  refunds_paise: 500_000,
  requests: 4,
  confirmed: 3,
  conversion: 0.75,
  median_response_seconds: 2 * 3600 + 5 * 60,
  top_categories: [{ slug: 'wedding-photography', name: 'Wedding Photography', bookings: 3, gmv_paise: 15_000_000 }],
  top_cities: [{ city: 'Chennai', bookings: 2, gmv_paise: 10_000_000 }, { city: 'Bengaluru', bookings: 1, gmv_paise: 7_500_000 }],
  ...over,
});

beforeEach(() => {
  vi.mocked(getMetrics).mockReset().mockResolvedValue(metrics());
  vi.mocked(downloadCsv).mockReset();
});

const render = (at = AT) => renderWithProviders(<NumbersPage />, { prepare, user: ADMIN, at, path: '/admin/numbers' });

describe('/admin/numbers', () => {
  it('shows a placeholder while loading, then the figures of the range in the address', async () => {
    let answer!: (value: Metrics) => void;
    vi.mocked(getMetrics).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await render();
    expect(screen.getByRole('status', { name: 'Loading the numbers…' })).toBeInTheDocument();
    expect(getMetrics).toHaveBeenCalledWith('2019-03-01', '2019-03-03');
    answer(metrics());
    expect(await screen.findByText('₹1,50,000')).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((card) => card.textContent)).toEqual(['₹1,50,000', '₹25,000', '₹35,000', '₹5,000', '75.0%', '3 of 4 requests', '2 h 5 min']);
    expect(screen.getByText(/Bookings created from 1 Mar 2019 to 3 Mar 2019/)).toBeInTheDocument();
  });

  it('says the numbers could not be loaded and tries again on Retry', async () => {
    vi.mocked(getMetrics).mockRejectedValueOnce(new Error('offline'));
    const { user } = await render();
    expect(await screen.findByText('The numbers could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('₹1,50,000')).toBeInTheDocument();
  });

  it('says so when no booking was created in the range, with dashes, not 0%, for the shares', async () => {
    vi.mocked(getMetrics).mockResolvedValue(
      metrics({ by_day: [], gmv_confirmed_paise: 0, gmv_completed_paise: 0, advances_paise: 0, refunds_paise: 0, requests: 0, confirmed: 0, conversion: null, median_response_seconds: null, top_categories: [], top_cities: [] }),
    );
    await render();
    expect(await screen.findByText('No bookings were created in this range.')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(2);
    expect(screen.getAllByText('Nothing to show for this range.')).toHaveLength(3);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows each chart as a table with the same numbers, and exports it as CSV', async () => {
    const { user } = await render();
    const panel = (await screen.findByRole('heading', { name: 'Bookings by status, per day' })).closest('section')!;
    expect(within(panel).getByRole('img', { name: 'Bookings created in the range, by their status now' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Table' }));
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Day', 'Confirmed', 'Completed', 'Declined', 'Total'],
      ['1 Mar 2019', '2', '0', '1', '3'],
      ['2 Mar 2019', '0', '0', '0', '0'],
      ['3 Mar 2019', '0', '1', '0', '1'],
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Export CSV' }));
    const [name, buckets, columns] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(name).toBe('utsav-bookings-by-status-2019-03-01-2019-03-03.csv');
    expect(columns.map((column) => column.header)).toEqual(['Day', 'Confirmed', 'Completed', 'Declined', 'Total']);
    expect(buckets.map((bucket) => columns.map((column) => column.value(bucket)))).toEqual([
      ['2019-03-01', 2, 0, 1, 3],
      ['2019-03-02', 0, 0, 0, 0],
      ['2019-03-03', 0, 1, 0, 1],
    ]);

    const cities = screen.getByRole('heading', { name: 'Top cities' }).closest('section')!;
    await user.click(within(cities).getByRole('button', { name: 'Table' }));
    expect(within(cities).getByRole('row', { name: 'Chennai 2 ₹1,00,000' })).toBeInTheDocument();
    await user.click(within(cities).getByRole('button', { name: 'Export CSV' }));
    const [, cityRows, cityColumns] = vi.mocked(downloadCsv).mock.calls[1]!;
    expect(cityRows.map((row) => cityColumns.map((column) => column.value(row)))).toEqual([['Chennai', 2, '100000.00'], ['Bengaluru', 1, '75000.00']]);
  });

  it('changes the range by preset or by two days, and explains a custom range it cannot take', async () => {
    const { user, router } = await render('/admin/numbers');
    const today = indianToday();
    expect(getMetrics).toHaveBeenLastCalledWith(addDays(today, -29), today);
    expect(await screen.findByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(getMetrics).toHaveBeenLastCalledWith(addDays(today, -6), today);
    expect(router.state.location.search).toBe(`?from=${addDays(today, -6)}&to=${today}`);

    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2019-03-05');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2019-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The start must be on or before the end.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, '2019-03-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(getMetrics).toHaveBeenLastCalledWith('2019-03-05', '2019-03-31');
    expect(router.state.location.search).toBe('?from=2019-03-05&to=2019-03-31');
  });
});
