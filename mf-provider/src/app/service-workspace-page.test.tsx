// /service/add without a server (the api functions are the seam; the database's own rules are
// supabase/tests/provider_services.test.ts, the whole journey e2e/tests/provider-services.spec.ts):
// who may use it, the service form's messages beside each field with nothing typed lost, what it
// saves, Create Bundle's totals from the server, and blocking a day.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { getMyApplication, type MyApplication } from '../domain/provider/api/get-my-application';
import { blockDay, listAvailability, listCapacities, setCapacity } from '../features/availability/api/availability';
import { quoteBundle } from '../features/bundles/api/bundle-quote';
import { listBundleParts } from '../features/bundles/api/list-bundle-parts';
import { saveBundle } from '../features/bundles/api/save-bundle';
import { listMyServices } from '../features/services/api/list-my-services';
import { removeService } from '../features/services/api/remove-service';
import { saveService } from '../features/services/api/save-service';
import ServiceWorkspacePage from './service-workspace-page';

vi.mock('../domain/provider/api/get-my-application', async (original) => ({ ...(await original()), getMyApplication: vi.fn() }));
vi.mock('../features/services/api/list-my-services', async (original) => ({ ...(await original()), listMyServices: vi.fn() }));
vi.mock('../features/services/api/save-service', () => ({ saveService: vi.fn() }));
vi.mock('../features/services/api/remove-service', () => ({ removeService: vi.fn() }));
vi.mock('../features/bundles/api/list-bundle-parts', async (original) => ({ ...(await original()), listBundleParts: vi.fn() }));
vi.mock('../features/bundles/api/bundle-quote', () => ({ quoteBundle: vi.fn() }));
vi.mock('../features/bundles/api/save-bundle', () => ({ saveBundle: vi.fn() }));
vi.mock('../features/availability/api/availability', async (original) => ({
  ...(await original()),
  listAvailability: vi.fn(),
  listCapacities: vi.fn(),
  blockDay: vi.fn(),
  unblockDay: vi.fn(),
  blockTime: vi.fn(),
  unblockTime: vi.fn(),
  setCapacity: vi.fn(),
}));

const PRIYA = { id: 'a0000000-0000-4000-8000-000000000003', email: 'provider@utsav.test' };
const prepare = [() => registerNamespace('provider', (language) => import(`../locales/${language}.json`))];

const approved = {
  id: 'b1',
  status: 'approved',
  status_reason: null,
  submitted_at: '2026-10-01T10:00:00Z',
  city: 'Bengaluru',
} as unknown as MyApplication;

const open = (at = '/service/add') => renderWithProviders(<ServiceWorkspacePage />, { prepare, user: PRIYA, at, path: '/service/add' });

beforeEach(() => {
  vi.mocked(getMyApplication).mockReset().mockResolvedValue(approved);
  vi.mocked(listMyServices).mockReset().mockResolvedValue([]);
  vi.mocked(saveService).mockReset().mockResolvedValue('s-new');
  vi.mocked(removeService).mockReset();
  vi.mocked(listBundleParts).mockReset();
  vi.mocked(quoteBundle).mockReset();
  vi.mocked(saveBundle).mockReset();
  vi.mocked(listAvailability).mockReset().mockResolvedValue({ days: new Map(), times: [] });
  vi.mocked(listCapacities).mockReset().mockResolvedValue([]);
  vi.mocked(blockDay).mockReset().mockResolvedValue();
  vi.mocked(setCapacity).mockReset().mockResolvedValue();
});

describe('/service/add', () => {
  it('a pending provider sees where the application stands, not the form', async () => {
    vi.mocked(getMyApplication).mockResolvedValue({ ...approved, status: 'pending' });
    await open();
    expect(await screen.findByText('Services, bundles and availability open once your application is approved.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(listMyServices).not.toHaveBeenCalled();
  });

  it('says what is wrong beside each field, keeps what was typed, and saves the service in paise with its translation', async () => {
    const { user } = await open();
    await user.type(await screen.findByLabelText('Title'), 'Veena recital');
    await user.type(screen.getByLabelText('Price (₹)'), '15000.x');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Choose the category customers will find it in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (₹)')).toHaveAccessibleDescription(/Enter the price in rupees, like 15000 or 499.50./);
    expect(screen.getByLabelText('Title')).toHaveValue('Veena recital');
    expect(saveService).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Category'), 'music');
    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '15000');
    await user.click(screen.getByText('Title and description in other languages'));
    await user.type(screen.getByLabelText(/Title in हिन्दी/), 'वीणा वादन');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(saveService).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveService).mock.calls[0]![1]).toMatchObject({
      categorySlug: 'music',
      city: 'Bengaluru',
      title: 'Veena recital',
      pricePaise: 1_500_000,
      priceUnit: 'per_event',
      capacity: 1,
      active: true,
      originalLanguage: 'en',
      translations: { hi: { title: 'वीणा वादन' } },
    });
    expect(await screen.findByText('Saved. It is in the catalogue now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it as customers do' })).toHaveAttribute('href', '/services/music/s-new');
    // Saving again edits the service just made rather than adding a second one.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saveService).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveService).mock.calls[1]![2]).toBe('s-new');
  });

  it('lists the provider\'s services; Remove on a booked one says it was paused instead; Pause saves it unlisted', async () => {
    const veena = {
      id: 's1', category_slug: 'music', title: 'Veena recital', description: null, price_paise: 1_500_000, price_unit: 'per_event' as const,
      min_guests: null, max_guests: null, duration_hours: 2, concurrent_capacity: 1, active: true, original_language: 'en',
      city: 'Bengaluru', photos: [], translations: {},
    };
    vi.mocked(listMyServices).mockResolvedValue([veena]);
    vi.mocked(removeService).mockResolvedValue('paused');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await open();
    const list = await screen.findByRole('region', { name: 'Your service (1)' });
    expect(within(list).getByText('₹15,000 per event', { exact: false })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Edit Veena recital' })).toHaveAttribute('href', '/service/add?id=s1');
    await user.click(within(list).getByRole('button', { name: 'Remove Veena recital' }));
    expect(await within(list).findByText('It has bookings, so it was paused instead of removed.')).toBeInTheDocument();
    expect(removeService).toHaveBeenCalledWith('s1');
    await user.click(within(list).getByRole('button', { name: 'Pause Veena recital' }));
    await waitFor(() => expect(saveService).toHaveBeenCalledWith('b1', expect.objectContaining({ active: false, title: 'Veena recital', pricePaise: 1_500_000 }), 's1'));
  });

  it('editing (?id=) fills the form with the saved service and saves changes to it', async () => {
    vi.mocked(listMyServices).mockResolvedValue([{
      id: 's1', category_slug: 'music', title: 'Veena recital', description: 'Carnatic veena', price_paise: 1_500_000, price_unit: 'per_hour',
      min_guests: 10, max_guests: 200, duration_hours: 2, concurrent_capacity: 2, active: true, original_language: 'en',
      city: 'Bengaluru', photos: [], translations: { ta: { title: 'வீணை இசை' } },
    }]);
    const { user } = await open('/service/add?id=s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Veena recital' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Veena recital');
    expect(screen.getByLabelText('Charged')).toHaveValue('per_hour');
    expect(screen.getByLabelText('Bookings at the same time')).toHaveValue('2');
    expect(screen.getByLabelText(/Title in தமிழ்/)).toHaveValue('வீணை இசை');
    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '16000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saveService).toHaveBeenCalledWith('b1', expect.objectContaining({ pricePaise: 1_600_000, translations: { ta: { title: 'வீணை இசை' } } }), 's1'));
  });

  it('Create Bundle with fewer than two listed services says so instead of an empty form', async () => {
    vi.mocked(listBundleParts).mockResolvedValue({ services: [{ id: 's1', title: 'Veena recital', category_slug: 'music', price_paise: 1_500_000, price_unit: 'per_event' }], bundles: [] });
    await open('/service/add?view=bundle');
    expect(await screen.findByText('A bundle combines at least two of your listed services.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a service' })).toHaveAttribute('href', '/service/add');
    expect(screen.queryByLabelText('Bundle name')).toBeNull();
  });

  it('Create Bundle shows the individual total and saving the server works out, and needs two services', async () => {
    vi.mocked(listBundleParts).mockResolvedValue({
      services: [
        { id: 's1', title: 'Griha pravesh pooja', category_slug: 'pooja-services', price_paise: 1_100_000, price_unit: 'per_event' },
        { id: 's2', title: 'Banana leaf meals', category_slug: 'catering', price_paise: 55_000, price_unit: 'per_plate' },
      ],
      bundles: [],
    });
    vi.mocked(quoteBundle).mockResolvedValue({ individual_total_paise: 12_100_000, discount_paise: 2_100_000, discount_percent: 17.36 });
    vi.mocked(saveBundle).mockResolvedValue('d-new');
    const { user } = await open('/service/add?view=bundle');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Bundle' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Bundle name'), 'Griha pravesh with lunch');
    await user.click(screen.getByLabelText(/Griha pravesh pooja/));
    await user.click(screen.getByRole('button', { name: 'Save bundle' }));
    expect(await screen.findByText('Tick at least two services.')).toBeInTheDocument();
    expect(screen.getByText('Pick two or more services to see the totals.')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/Banana leaf meals/));
    await user.clear(screen.getByLabelText('Quantity', { selector: '#bundle-quantity-s2' }));
    await user.type(screen.getByLabelText('Quantity', { selector: '#bundle-quantity-s2' }), '200');
    await user.type(screen.getByLabelText('Bundle price (₹)'), '100000');
    const totals = screen.getByRole('region', { name: 'Totals (worked out by Utsav)' });
    await waitFor(() => expect(within(totals).getByTestId('bundle-individual')).toHaveTextContent('₹1,21,000'));
    expect(within(totals).getByTestId('bundle-saving')).toHaveTextContent('₹21,000 (17.36%)');
    expect(quoteBundle).toHaveBeenLastCalledWith([{ service_id: 's1', quantity: 1 }, { service_id: 's2', quantity: 200 }], 10_000_000);

    await user.click(screen.getByRole('button', { name: 'Save bundle' }));
    await waitFor(() => expect(saveBundle).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBundle).mock.calls[0]![0]).toMatchObject({ name: 'Griha pravesh with lunch', pricePaise: 10_000_000, durationDays: 1, minAdvancePaise: 0 });
    expect(await screen.findByText('Saved. It is on the bundles page now.')).toBeInTheDocument();
  });

  it('availability: a day is chosen in the month and blocked whole', async () => {
    const { user } = await open('/service/add?view=availability');
    const grid = await screen.findByRole('table');
    const days = within(grid).getAllByRole('button');
    // The last day of this month is never in the past.
    const last = days[days.length - 1]!;
    await user.click(last);
    expect(last).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Block the whole day' }));
    await waitFor(() => expect(blockDay).toHaveBeenCalledTimes(1));
    expect(vi.mocked(blockDay).mock.calls[0]![0]).toBe('b1');
    expect(vi.mocked(blockDay).mock.calls[0]![1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('availability: hours that end before they start are refused beside the field', async () => {
    const { user } = await open('/service/add?view=availability');
    const grid = await screen.findByRole('table');
    const days = within(grid).getAllByRole('button');
    await user.click(days[days.length - 1]!);
    await user.type(screen.getByLabelText('From'), '13:00');
    await user.type(screen.getByLabelText('To'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Block these hours' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('The end must be after the start.');
  });

  it('availability: bookings at the same time per service, 1 to 50, refused beside the field otherwise', async () => {
    vi.mocked(listCapacities).mockResolvedValue([{ id: 's7', title: 'Kalyana Mantapa', concurrent_capacity: 1, active: true }]);
    const { user } = await open('/service/add?view=availability');
    const field = await screen.findByLabelText('Kalyana Mantapa');
    await user.clear(field);
    await user.type(field, '60');
    await user.click(screen.getByRole('button', { name: 'Save for Kalyana Mantapa' }));
    expect(field).toHaveAccessibleDescription('Enter a number from 1 to 50.');
    expect(setCapacity).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '2');
    await user.click(screen.getByRole('button', { name: 'Save for Kalyana Mantapa' }));
    await waitFor(() => expect(setCapacity).toHaveBeenCalledWith('s7', 2));
  });
});
