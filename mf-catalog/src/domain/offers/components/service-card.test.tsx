// What a service card says (issue 13, item 7): the service's own rating, or its provider's
// saying so; a hall's capacity; what a booking by the plate or hour comes to; a picture of its
// own; and the city in the reader's language. The rows are list_services rows as the
// database returns them (the SQL is tested in supabase/tests/list_services.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import type { Language } from '@utsav/shared/i18n/languages';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { CATEGORY_ART } from '../utils/categories';
import type { ServiceCardData } from '../api/list-services';
import { ServiceCard, ServiceGrid } from './service-card';
import { serviceRow } from './service-row.fixture';

// The catalogue's namespace, loaded as the app loads it (app/catalog-namespace.ts).
const prepare = [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))];

const row = serviceRow;

const renderCard = (service: ServiceCardData, language: Language = 'en') =>
  renderWithProviders(<ServiceCard service={service} />, { prepare, language });

describe('a service card', () => {
  it('shows the service’s own rating when it has reviews, not its provider’s', async () => {
    await renderCard(row({}));
    const card = screen.getByRole('article', { name: 'North Indian Buffet' });
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5 from 7 reviews' })).toHaveTextContent('★ 4.6 (7 reviews)');
    expect(card).not.toHaveTextContent('Provider');
  });

  it('says the rating is the provider’s when nobody has reviewed the service yet', async () => {
    await renderCard(row({ service_rating_avg: 0, service_rating_count: 0, rating_avg: 4.8, rating_count: 12 }));
    const rating = screen.getByRole('img', { name: 'No reviews of this service yet. Its provider is rated 4.8 out of 5 from 12 reviews' });
    expect(rating).toHaveTextContent('Provider ★ 4.8 (12 reviews)');
  });

  it('says New when neither the service nor its provider has a review', async () => {
    await renderCard(row({ service_rating_avg: 0, service_rating_count: 0, rating_avg: 0, rating_count: 0 }));
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('shows what a booking by the plate comes to for the guests it assumes', async () => {
    await renderCard(row({}));
    const price = screen.getByText(/^from/).closest('p')!;
    expect(price).toHaveTextContent('from ₹650 per plate');
    expect(price).toHaveTextContent('≈ ₹65,000 for 100 guests');
  });

  it('shows what an hourly booking comes to for the hours the service states, and nothing more for a price by the event', async () => {
    const { unmount } = await renderCard(
      row({ title: 'DJ with Sound and Lights', category_slug: 'music', price_paise: 832_000, price_unit: 'per_hour', estimate_paise: 4_160_000, estimate_quantity: 5, attributes: {} }),
    );
    expect(screen.getByRole('article')).toHaveTextContent('≈ ₹41,600 for 5 hours');
    unmount();
    await renderCard(row({ title: 'Dhol Players for Baraat', category_slug: 'music', price_paise: 1_160_000, price_unit: 'per_event', estimate_paise: 1_160_000, estimate_quantity: 1, attributes: {} }));
    expect(screen.getByRole('article')).not.toHaveTextContent('≈');
  });

  it('shows a hall’s capacity with Indian digit grouping', async () => {
    await renderCard(
      row({ title: 'Open Lawn', category_slug: 'function-hall', price_unit: 'per_day', price_paise: 18_900_000, attributes: { capacity: 1200, parking: 250, ac: false } }),
    );
    expect(screen.getByRole('article')).toHaveTextContent('Up to 1,200 guests');
  });

  it('speaks the reader’s language: city, rating and capacity in Tamil', async () => {
    await renderCard(row({ title: 'Main Hall Full Day', category_slug: 'function-hall', attributes: { capacity: 800 } }), 'ta');
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Saravana Bhojanam Caterers · சென்னை');
    expect(card).toHaveTextContent('800 விருந்தினர்கள் வரை');
    expect(within(card).getByRole('img', { name: '7 மதிப்புரைகளில் 5-க்கு 4.6 மதிப்பீடு' })).toBeInTheDocument();
  });
});

describe('a category’s cards', () => {
  it('do not all show the same picture: each service shows its own, and only an unknown path falls back to the category’s', async () => {
    const services = [1, 2, 3, 4, 5, 6].map((n) =>
      row({ id: `c0000000-0000-4000-8000-00000000010${n}`, title: `Menu ${n}`, image: `/images/services/catering-${n}.svg` }),
    );
    services.push(row({ id: 'c0000000-0000-4000-8000-000000000199', title: 'Menu 7', image: '/images/services/unknown.jpg' }));
    await renderWithProviders(<ServiceGrid services={services} label="Services" />, { prepare });
    const sources = screen.getAllByRole('article').map((card) => card.querySelector('img')!.getAttribute('src'));
    expect(new Set(sources.slice(0, 6)).size).toBe(6);
    expect(sources[6]).toBe(CATEGORY_ART.catering);
    for (const card of screen.getAllByRole('article')) expect(card.querySelector('img')).toHaveAttribute('width', '320');
  });
});
