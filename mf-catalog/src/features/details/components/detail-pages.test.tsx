// The service and bundle pages without a server (the api functions are the seam): a skeleton
// with the page's boxes while loading, the content a visitor reads, the Book box and where it
// leads, and the "no longer listed" page for an id that is not public. The database side
// (what each role may read) is supabase/tests/public_detail.test.ts; the whole way from a card
// to sign-in and back is e2e/tests/catalog-detail.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { renderRoutes } from '@utsav/shared/testing/render-with-providers';
import { getBundleDetail, type BundleDetail } from '../api/get-bundle-detail';
import { getServiceDetail, type ServiceDetail } from '../api/get-service-detail';
import { listOfferReviews, type OfferReview } from '../api/list-offer-reviews';
import { quoteAdvance } from '../api/quote-advance';
import BundleDetailPage from './bundle-detail-page';
import ServiceDetailPage from './service-detail-page';

vi.mock('../api/get-service-detail', () => ({ getServiceDetail: vi.fn() }));
vi.mock('../api/get-bundle-detail', () => ({ getBundleDetail: vi.fn() }));
vi.mock('../api/list-offer-reviews', () => ({ listOfferReviews: vi.fn(), OFFER_REVIEWS_PAGE_SIZE: 5 }));
vi.mock('../api/quote-advance', () => ({ quoteAdvance: vi.fn() }));

const SERVICE_ID = 'c0000000-0000-4000-8000-000000001004';
const BUNDLE_ID = 'd0000000-0000-4000-8000-000000000001';
const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };

const provider = {
  provider_id: 'b0000000-0000-4000-8000-000000000003',
  provider_name: 'Shubh Utsav Events',
  provider_description: 'Weddings and housewarmings across Bengaluru.',
  provider_city: 'Bengaluru',
  provider_areas_served: ['Jayanagar', 'JP Nagar'],
  provider_languages: ['Kannada', 'English'],
  provider_experience_years: 12,
  provider_avatar_url: null,
  provider_rating_avg: 4.6,
  provider_rating_count: 7,
};

const service: ServiceDetail = {
  id: SERVICE_ID,
  title: 'Banana Leaf Wedding Meals',
  description: '24-item traditional South Indian vegetarian meal served on banana leaf.',
  category_slug: 'catering',
  price_paise: 55000,
  price_unit: 'per_plate',
  min_guests: 100,
  max_guests: 1500,
  duration_hours: 4,
  city: 'Bengaluru',
  images: ['/images/services/catering-1.jpg'],
  photos: [],
  title_language: 'en',
  description_language: 'en',
  attributes: { cuisine: 'Karnataka', veg: true, live_counters: 2, languages: ['Kannada'] },
  rating_avg: 5,
  rating_count: 1,
  ...provider,
};

const bundle: BundleDetail = {
  id: BUNDLE_ID,
  name: 'Complete South Indian Wedding',
  description: 'Hall, rituals, feast, music, decoration and photography by one team.',
  city: 'Bengaluru',
  individual_total_paise: 84800000,
  bundle_price_paise: 69000000,
  discount_paise: 15800000,
  discount_percent: 18.63,
  max_guests: 300,
  duration_days: 2,
  min_advance_paise: 15000000,
  terms: 'Dates are held after the advance is paid.',
  featured: true,
  image_path: null,
  items: [
    { service_type: 'function-hall', service_name: 'Kalyana Mantapa (2 days)', quantity: 2, unit_price_paise: 22000000, service_id: null, service_category: null },
    { service_type: 'catering', service_name: 'Banana leaf wedding meals', quantity: 300, unit_price_paise: 55000, service_id: SERVICE_ID, service_category: 'catering' },
  ],
  rating_avg: 0,
  rating_count: 0,
  ...provider,
};

const review = (n: number): OfferReview => ({
  id: `r${n}`,
  reviewer_name: 'Priya S.',
  rating: 5,
  comment: 'Everything was on time and exactly as promised.',
  provider_reply: n === 1 ? 'Thank you so much!' : null,
  replied_at: null,
  created_at: '2026-10-01T10:00:00Z',
  total_count: 1,
});

const routes = [
  { path: '/services/:category/:serviceId', Component: ServiceDetailPage },
  { path: '/bundles/:bundleId', Component: BundleDetailPage },
  { path: '*', element: <p>elsewhere</p> },
];
const open = (at: string, user?: typeof ASHA) =>
  renderRoutes(routes, { at, user, prepare: [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))] });

beforeEach(() => {
  vi.mocked(getServiceDetail).mockReset().mockResolvedValue(service);
  vi.mocked(getBundleDetail).mockReset().mockResolvedValue(bundle);
  vi.mocked(quoteAdvance).mockReset();
  vi.mocked(listOfferReviews).mockReset().mockImplementation(async (target) => (target.serviceId ? { rows: [review(1)], total: 1 } : { rows: [], total: 0 }));
});

describe('the service page', () => {
  it('shows a skeleton with the page\'s boxes (photo, title, Book) while the service loads', async () => {
    vi.mocked(getServiceDetail).mockReturnValue(new Promise(() => undefined));
    const { container } = await open(`/services/catering/${SERVICE_ID}`);
    const skeleton = await screen.findByTestId('detail-skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    // The same layout boxes as the page, so the content replaces them without moving.
    expect(container.querySelector('.catalog-detail__columns .catalog-detail__photo-skeleton')).not.toBeNull();
    expect(container.querySelector('.catalog-detail__columns .catalog-detail__book')).not.toBeNull();
  });

  it('shows what a visitor needs: photos, included, price and unit, duration, guests, area, terms, provider, reviews', async () => {
    await open(`/services/catering/${SERVICE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Banana Leaf Wedding Meals' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Photos of Banana Leaf Wedding Meals' })).toBeInTheDocument();
    const included = screen.getByRole('region', { name: 'What is included' });
    expect(within(included).getByText('Cuisine: Karnataka')).toBeInTheDocument();
    expect(within(included).getByText('2 live counters')).toBeInTheDocument();
    expect(within(included).getByText('Pure vegetarian')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Details' });
    expect(facts).toHaveTextContent('from ₹550 per plate');
    expect(facts).toHaveTextContent('4 hours');
    expect(facts).toHaveTextContent('100 to 1,500 guests');
    expect(facts).toHaveTextContent('Bengaluru · Jayanagar, JP Nagar');
    const terms = screen.getByRole('region', { name: 'Cancellation and refunds' });
    const rows = within(terms).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['30 days or more before the eventThe full advance', '7 to 29 days before50% of the advance', 'Less than 7 days beforeNo refund']);
    // Cancelling is on the booking's own page, which the profile's booking history opens.
    expect(terms).toHaveTextContent('You cancel on the booking’s own page: open it from your bookings.');
    expect(within(terms).getByRole('link', { name: 'your bookings' })).toHaveAttribute('href', '/profile');
    expect(terms).not.toHaveTextContent(/from your profile/);
    expect(within(terms).getByRole('link', { name: 'Read the full terms and conditions' })).toHaveAttribute('href', '/policies/terms-conditions');
    const about = screen.getByRole('region', { name: 'About the provider' });
    expect(about).toHaveTextContent('Shubh Utsav Events');
    expect(about).toHaveTextContent('12 years of experience');
    // The provider's own page, from the header and from the provider's section (issue 24).
    for (const link of screen.getAllByRole('link', { name: 'Shubh Utsav Events' })) {
      expect(link).toHaveAttribute('href', `/provider/${provider.provider_id}`);
    }
    expect(within(about).getByRole('link', { name: 'Shubh Utsav Events' })).toBeInTheDocument();
    // A question before booking goes through a conversation, after signing in (and back here).
    expect(within(about).getByRole('link', { name: 'Sign in to message Shubh Utsav Events' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/services/catering/${SERVICE_ID}`)}`,
    );
    expect(getServiceDetail).toHaveBeenCalledWith(SERVICE_ID, 'en');
    // Written in the reader's language: no "original" note.
    expect(screen.queryByText(/as the provider wrote it/)).toBeNull();
    expect(within(about).getByRole('img', { name: 'Rated 4.6 out of 5 from 7 reviews' })).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Reviews of this service (1)' });
    expect(await within(reviews).findByRole('article', { name: 'Review by Priya S.' })).toHaveTextContent('Reply from Shubh Utsav Events');
    expect(document.title).toBe('Banana Leaf Wedding Meals · Utsav');
  });

  it('shows the reader\'s translation when the provider gave one, else the original marked as such', async () => {
    vi.mocked(getServiceDetail).mockResolvedValue({ ...service, title: 'ಬಾಳೆ ಎಲೆ ಊಟ', title_language: 'kn', description_language: 'en' });
    await renderRoutes(routes, {
      at: `/services/catering/${SERVICE_ID}`,
      language: 'kn',
      prepare: [() => registerNamespace('catalog', (language) => import(`../../../locales/${language}.json`))],
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'ಬಾಳೆ ಎಲೆ ಊಟ' });
    expect(heading).toHaveAttribute('lang', 'kn');
    expect(getServiceDetail).toHaveBeenLastCalledWith(SERVICE_ID, 'kn');
    // The description is still the English original: the page says so.
    expect(screen.getByText('ಸೇವಾ ಪೂರೈಕೆದಾರರು ಬರೆದಂತೆಯೇ, Englishನಲ್ಲಿ ತೋರಿಸಲಾಗಿದೆ.')).toBeInTheDocument();
  });

  it('has a Book box: price and Book to the booking request; a visitor is told sign-in comes first', async () => {
    await open(`/services/catering/${SERVICE_ID}`);
    const box = await screen.findByRole('complementary', { name: 'Price and booking' });
    expect(box).toHaveTextContent('from ₹550 per plate');
    expect(within(box).getByRole('link', { name: 'Book Banana Leaf Wedding Meals' })).toHaveAttribute('href', `/service-request?service=${SERVICE_ID}`);
    expect(box).toHaveTextContent('You sign in before booking.');
  });

  // Sending the request opens Checkout for the advance at once: the box says so, never "no payment now".
  it('tells a signed-in customer the advance is paid to send the request; per plate, it follows their guest count', async () => {
    await open(`/services/catering/${SERVICE_ID}`, ASHA);
    const box = await screen.findByRole('complementary', { name: 'Price and booking' });
    expect(box).toHaveTextContent('Pay the advance for your guest count to send the request. The provider confirms after that.');
    expect(box).not.toHaveTextContent(/No payment/);
    expect(quoteAdvance).not.toHaveBeenCalled();
  });

  it('names the advance when the price does not depend on the guests, as the server quotes it', async () => {
    vi.mocked(getServiceDetail).mockResolvedValue({ ...service, title: 'Wedding Photography', category_slug: 'photography', price_paise: 9_500_000, price_unit: 'per_event', min_guests: null });
    vi.mocked(quoteAdvance).mockResolvedValue(1_900_000);
    await open(`/services/photography/${SERVICE_ID}`, ASHA);
    const box = await screen.findByRole('complementary', { name: 'Price and booking' });
    await waitFor(() => expect(box).toHaveTextContent('Pay ₹19,000 advance to send the request. The provider confirms after that.'));
    expect(quoteAdvance).toHaveBeenCalledWith({ kind: 'service', id: SERVICE_ID }, 1);
  });

  it('says an unknown or unlisted service is no longer listed, with its category and all services', async () => {
    vi.mocked(getServiceDetail).mockResolvedValue(null);
    await open(`/services/catering/${SERVICE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This service is no longer listed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Catering' })).toHaveAttribute('href', '/services/catering');
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
  });

  it('answers a malformed id the same way without asking the server', async () => {
    await open('/services/catering/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'This service is no longer listed' })).toBeInTheDocument();
    expect(getServiceDetail).not.toHaveBeenCalled();
  });
});

describe('the bundle page', () => {
  it('shows the included services (linked when public), the price against the total and the saving, and Book', async () => {
    await open(`/bundles/${BUNDLE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete South Indian Wedding' })).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Included services' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(items).getByRole('link', { name: 'Banana leaf wedding meals' })).toHaveAttribute('href', `/services/catering/${SERVICE_ID}`);
    expect(within(items).queryByRole('link', { name: 'Kalyana Mantapa (2 days)' })).toBeNull();
    const pricing = screen.getByRole('region', { name: 'Price and savings' });
    expect(pricing).toHaveTextContent('₹8,48,000');
    expect(pricing).toHaveTextContent('₹6,90,000');
    expect(pricing).toHaveTextContent('₹1,58,000 (19%)');
    expect(pricing).toHaveTextContent('2 days');
    expect(screen.getByRole('region', { name: 'Cancellation and refunds' })).toHaveTextContent('A bundle is cancelled as a whole.');
    expect(await screen.findByText('No reviews of this bundle yet.')).toBeInTheDocument();
    const box = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(box).toHaveTextContent('Save 19%');
    expect(within(box).getByRole('link', { name: 'Book the Complete South Indian Wedding bundle' })).toHaveAttribute('href', `/service-request?bundle=${BUNDLE_ID}`);
  });

  it('names the bundle’s advance to a signed-in customer', async () => {
    vi.mocked(quoteAdvance).mockResolvedValue(15_000_000);
    await open(`/bundles/${BUNDLE_ID}`, ASHA);
    const box = await screen.findByRole('complementary', { name: 'Price and booking' });
    await waitFor(() => expect(box).toHaveTextContent('Pay ₹1,50,000 advance to send the request. The provider confirms after that.'));
    expect(quoteAdvance).toHaveBeenCalledWith({ kind: 'bundle', id: BUNDLE_ID }, 1);
  });

  it('says an unknown bundle is no longer listed, with a way to all bundles', async () => {
    vi.mocked(getBundleDetail).mockResolvedValue(null);
    await open(`/bundles/${BUNDLE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This bundle is no longer listed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bundles' })).toHaveAttribute('href', '/bundles');
  });
});
