// The category page without a server (the api functions are the seam): an old link to a page
// past the last one. Its listing's SQL is supabase/tests' list_services; the journey with
// filters, e2e/tests/catalog-*.spec.ts.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { getFacets } from '../../../domain/offers/api/get-facets';
import { listServices } from '../../../domain/offers/api/list-services';
import { serviceRow } from '../../../domain/offers/components/service-row.fixture';
import CategoryPage from './category-page';

vi.mock('../../../domain/offers/api/list-services', async (original) => ({ ...(await original()), listServices: vi.fn() }));
vi.mock('../../../domain/offers/api/get-facets', async (original) => ({ ...(await original()), getFacets: vi.fn() }));

const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];

beforeEach(() => {
  // One service in the category: any page after the first comes back empty.
  vi.mocked(listServices)
    .mockReset()
    .mockImplementation(async (args) => ((args.p_offset ?? 0) > 0 ? { rows: [], total: 0 } : { rows: [serviceRow()], total: 1 }));
  vi.mocked(getFacets)
    .mockReset()
    .mockResolvedValue({ cities: ['Chennai'], languages: [], traditions: [], cuisines: [], styles: [], price_units: [], price_min: null, price_max: null, capacity_max: null });
});

it('an old link to a page past the last one opens the first page, never "no services match"', async () => {
  const { router } = await renderWithProviders(<CategoryPage />, { path: '/services/:category', at: '/services/catering?page=9', prepare });
  expect(await screen.findByRole('article', { name: 'North Indian Buffet' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(screen.queryByText(/No services match/)).toBeNull();
});
