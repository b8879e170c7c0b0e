// /bundles without a server (the api functions are the seam): a search box's count is capped as
// the services search's is ("1,000+", the pager within the first 1,000, a page beyond them
// replaced by page 1), while a filter without words shows its exact count. The cap itself is
// list_bundles' (supabase/tests/list_bundles.test.ts); the journey is e2e/tests/catalog-bundles.spec.ts.
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { getBundleFacets } from '../api/get-bundle-facets';
import { listBundles, type BundleData } from '../../../domain/offers/api/list-bundles';
import BundlesPage from './bundles-page';

vi.mock('../../../domain/offers/api/list-bundles', async (original) => ({ ...(await original()), listBundles: vi.fn() }));
vi.mock('../api/get-bundle-facets', async (original) => ({ ...(await original()), getBundleFacets: vi.fn() }));

const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];

const bundle = (n: number): BundleData => ({
  id: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Wedding Bundle ${n}`,
  description: 'Hall, food and photography.',
  city: 'Bengaluru',
  provider_id: 'b0000000-0000-4000-8000-000000000003',
  provider_name: 'Shubh Events',
  rating_avg: 4.5,
  rating_count: 12,
  individual_total_paise: 60_000_000,
  bundle_price_paise: 50_000_000,
  discount_paise: 10_000_000,
  discount_percent: 16.67,
  max_guests: 300,
  duration_days: 2,
  min_advance_paise: 5_000_000,
  terms: null,
  featured: false,
  image_path: null,
  items: [],
  total_count: 0,
});

beforeEach(() => {
  vi.mocked(getBundleFacets).mockReset().mockResolvedValue({ cities: ['Bengaluru'], price_min: null, price_max: null });
  vi.mocked(listBundles)
    .mockReset()
    .mockImplementation(async (args) => {
      // A search box's words: list_bundles stops counting at 1,001.
      if (args.p_q) return { rows: [bundle(1), bundle(2)], total: 1001 };
      // A city alone is counted exactly, past 1,000 too.
      if (args.p_city) return { rows: [bundle(3)], total: 2345 };
      return { rows: [bundle(4)], total: 1 };
    });
});

describe('/bundles', () => {
  it('says "1,000+" above the 1,000 matches a search counts, and pages only within them', async () => {
    const { router } = await renderWithProviders(<BundlesPage />, { at: '/bundles?q=wedding&page=112', prepare });
    expect(await screen.findByRole('heading', { level: 2, name: '1,000+ bundles found' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Wedding Bundle 1' })).toBeInTheDocument();
    // Nine a page: page 112 starts at the 1,000th match, the last the pager offers.
    expect(screen.getByText('Page 112 of 112')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/bundles?q=wedding&page=111');
    expect(vi.mocked(listBundles)).toHaveBeenCalledWith(expect.objectContaining({ p_q: 'wedding', p_offset: 999, p_limit: 9 }));
    // Page 113 lies beyond the first 1,000: page 1 in place of it, replacing the address.
    await act(() => router.navigate('/bundles?q=wedding&page=113'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=wedding'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Page 1 of 112')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/bundles?q=wedding&page=2');
  });

  it("the filter sheet's button says 1,000+ for a search's draft", async () => {
    await renderWithProviders(<BundlesPage />, { at: '/bundles?q=wedding', prepare });
    await screen.findByRole('heading', { level: 2, name: '1,000+ bundles found' });
    await act(async () => screen.getByRole('button', { name: /^Filters · Sort/ }).click());
    expect(await screen.findByRole('button', { name: 'Show 1,000+ results' })).toBeInTheDocument();
  });

  it('says "1,000+" in Tamil', async () => {
    await renderWithProviders(<BundlesPage />, { at: '/bundles?q=wedding', prepare, language: 'ta' });
    expect(await screen.findByRole('heading', { level: 2, name: '1,000+ தொகுப்புகள் கிடைத்தன' })).toBeInTheDocument();
  });

  it('counts a city without words exactly, past 1,000 too', async () => {
    await renderWithProviders(<BundlesPage />, { at: '/bundles?city=Bengaluru&page=200', prepare });
    expect(await screen.findByRole('heading', { level: 2, name: '2345 bundles found' })).toBeInTheDocument();
    expect(screen.getByText('Page 200 of 261')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/bundles?city=Bengaluru&page=201');
  });
});
