// A hover's prefetch (the shell calls a page module's `prefetch`) puts the queries the page opens
// with into the cache under the keys its hooks read: the click then renders the results at once
// and fetches nothing more (issue 27: a warm navigation renders its content in the click).
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';
import { getBundleFacets } from '../features/bundles/api/get-bundle-facets';
import BundlesPage, { prefetch as prefetchBundles } from '../features/bundles/components/bundles-page';
import CategoryPage, { prefetch as prefetchCategory } from '../features/services/components/category-page';
import { getFacets } from '../domain/offers/api/get-facets';
import { listBundles } from '../domain/offers/api/list-bundles';
import { listServices } from '../domain/offers/api/list-services';
import { serviceRow } from '../domain/offers/components/service-row.fixture';

vi.mock('../domain/offers/api/list-services', async (original) => ({ ...(await original()), listServices: vi.fn() }));
vi.mock('../domain/offers/api/list-bundles', async (original) => ({ ...(await original()), listBundles: vi.fn() }));
vi.mock('../domain/offers/api/get-facets', async (original) => ({ ...(await original()), getFacets: vi.fn() }));
vi.mock('../features/bundles/api/get-bundle-facets', async (original) => ({ ...(await original()), getBundleFacets: vi.fn() }));

const service = serviceRow();

const open = () =>
  renderRoutes(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/services/:category', element: <CategoryPage /> },
      { path: '/bundles', element: <BundlesPage /> },
    ],
    { at: '/', prepare: [() => registerNamespace('catalog', (language) => import(`../locales/${language}.json`))] },
  );

beforeEach(() => {
  vi.mocked(listServices).mockReset().mockResolvedValue({ rows: [service], total: 1 });
  vi.mocked(listBundles).mockReset().mockResolvedValue({ rows: [], total: 0 });
  vi.mocked(getFacets)
    .mockReset()
    .mockResolvedValue({ cities: ['Chennai'], languages: [], traditions: [], cuisines: [], styles: [], price_units: [], price_min: null, price_max: null, capacity_max: null });
  vi.mocked(getBundleFacets).mockReset().mockResolvedValue({ cities: ['Pune'], price_min: null, price_max: null });
});

describe("a catalogue page's prefetch", () => {
  it('lets the category page render its services in its first render and fetch nothing more', async () => {
    const { router } = await open();
    await prefetchCategory({ params: { category: 'catering' }, search: '' });
    expect(listServices).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/services/catering'));
    expect(screen.getByRole('article', { name: 'North Indian Buffet' })).toBeInTheDocument();
    expect(screen.queryByTestId('results-skeleton')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listServices).toHaveBeenCalledTimes(1);
    expect(getFacets).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a slug that is no category (the page is a 404)', async () => {
    await open();
    await prefetchCategory({ params: { category: 'no-such-thing' }, search: '' });
    expect(listServices).not.toHaveBeenCalled();
    expect(getFacets).not.toHaveBeenCalled();
  });

  it("lets /bundles open with its list, its featured row and its filters' options, fetching each once", async () => {
    const { router } = await open();
    await prefetchBundles({ params: {}, search: '' });
    expect(listBundles).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/bundles'));
    expect(screen.queryByTestId('results-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Featured bundles' })).toHaveAttribute('aria-busy', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listBundles).toHaveBeenCalledTimes(2);
    expect(getBundleFacets).toHaveBeenCalledTimes(1);
  });
});
