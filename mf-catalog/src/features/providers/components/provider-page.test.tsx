// The public provider page without a server (the api functions are the seam): what the provider
// edits on /provider/profile shows here: portfolio with sizes, travel and its fee, contact
// preferences, languages and areas.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';
import { listBundles } from '../../../domain/offers/api/list-bundles';
import { listServices } from '../../../domain/offers/api/list-services';
import { getProvider, type ProviderProfile } from '../api/get-provider';
import { listProviderReviews } from '../api/list-provider-reviews';
import ProviderPage from './provider-page';

vi.mock('../api/get-provider', () => ({ getProvider: vi.fn() }));
vi.mock('../api/list-provider-reviews', async (original) => ({ ...(await original()), listProviderReviews: vi.fn() }));
vi.mock('../../../domain/offers/api/list-services', async (original) => ({ ...(await original()), listServices: vi.fn() }));
vi.mock('../../../domain/offers/api/list-bundles', async (original) => ({ ...(await original()), listBundles: vi.fn() }));

const ID = 'b0000000-0000-4000-8000-000000000003';
const PUBLIC = 'http://localhost/storage/v1/object/public/provider-photos/';

const provider: ProviderProfile = {
  id: ID,
  business_name: 'Priya Clicks',
  description: 'Candid wedding photography.',
  city: 'Chennai',
  areas_served: ['Adyar', 'T Nagar'],
  languages: ['Tamil', 'English'],
  experience_years: 6,
  phone: null,
  rating_avg: 4.6,
  rating_count: 0,
  travels_outside_city: true,
  travel_fee_paise: 1_500_000,
  contact_preferences: ['whatsapp', 'chat'],
  photos: [
    { path: 'u1/portfolio-1.webp', width: 1600, height: 1067, url: `${PUBLIC}u1/portfolio-1.webp` },
    { path: 'u1/portfolio-2.webp', width: 1067, height: 1600, url: `${PUBLIC}u1/portfolio-2.webp` },
    { path: 'u1/portfolio-3.webp', width: 1600, height: 900, url: `${PUBLIC}u1/portfolio-3.webp` },
  ],
};

const open = () =>
  renderRoutes([{ path: '/provider/:id', element: <ProviderPage /> }], {
    at: `/provider/${ID}`,
    prepare: [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))],
  });

beforeEach(() => {
  vi.mocked(getProvider).mockReset().mockResolvedValue(provider);
  vi.mocked(listServices).mockReset().mockResolvedValue({ rows: [], total: 0 });
  vi.mocked(listBundles).mockReset().mockResolvedValue({ rows: [], total: 0 });
  vi.mocked(listProviderReviews).mockReset().mockResolvedValue({ rows: [], total: 0 });
});

describe('/provider/:id', () => {
  it('shows the portfolio in order, each photo sized and lazy, with translated alt text', async () => {
    await open();
    const portfolio = await screen.findByRole('region', { name: 'Portfolio' });
    const images = within(portfolio).getAllByRole('img');
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      [`${PUBLIC}u1/portfolio-1.webp`, '1600', '1067'],
      [`${PUBLIC}u1/portfolio-2.webp`, '1067', '1600'],
      [`${PUBLIC}u1/portfolio-3.webp`, '1600', '900'],
    ]);
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[1]).toHaveAccessibleName('Work by Priya Clicks, photo 2 of 3');
  });

  it('says the provider travels and for what fee (₹, Indian grouping), and how they like to be reached', async () => {
    await open();
    const travel = await screen.findByRole('region', { name: 'Travel' });
    expect(travel).toHaveTextContent('Travels outside Chennai for events. Travel fee: ₹15,000.');
    const preferences = screen.getByRole('region', { name: 'Prefers to be reached by' });
    expect(within(preferences).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WhatsApp', 'Chat on Utsav']);
    expect(within(screen.getByRole('region', { name: 'Areas served' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Languages' })).toHaveTextContent('Tamil');
  });

  it('a provider who stays home says so; no photos means no empty portfolio box', async () => {
    vi.mocked(getProvider).mockResolvedValue({ ...provider, travels_outside_city: false, travel_fee_paise: null, photos: [] });
    await open();
    expect(await screen.findByRole('region', { name: 'Travel' })).toHaveTextContent('Works in and around Chennai only.');
    expect(screen.queryByRole('region', { name: 'Portfolio' })).not.toBeInTheDocument();
  });

  it('travelling without a fee says there is none, in Tamil too', async () => {
    vi.mocked(getProvider).mockResolvedValue({ ...provider, travel_fee_paise: 0 });
    await renderRoutes([{ path: '/provider/:id', element: <ProviderPage /> }], {
      at: `/provider/${ID}`,
      language: 'ta',
      prepare: [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))],
    });
    expect(await screen.findByRole('region', { name: 'பயணம்' })).toHaveTextContent('பயணக் கட்டணம் இல்லை.');
    expect(screen.getByRole('img', { name: 'Priya Clicks அவர்களின் பணி, படம் 1 / 3' })).toBeInTheDocument();
  });
});
