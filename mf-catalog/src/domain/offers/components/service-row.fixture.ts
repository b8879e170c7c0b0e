// A list_services row as the database returns it, for component tests: a caterer's buffet in
// Chennai, rated on its own and through its provider.
import type { ServiceCardData } from '../api/list-services';

export const serviceRow = (over: Partial<ServiceCardData> = {}): ServiceCardData => ({
  id: 'c0000000-0000-4000-8000-000000000182',
  title: 'North Indian Buffet',
  title_language: 'en',
  category_slug: 'catering',
  city: 'Chennai',
  price_paise: 65_000,
  price_unit: 'per_plate',
  min_guests: 100,
  max_guests: 1500,
  image: '/images/services/catering-5.svg',
  attributes: { veg: true },
  created_at: '2026-09-01T00:00:00Z',
  provider_id: 'b0000000-0000-4000-8000-000000000118',
  provider_name: 'Saravana Bhojanam Caterers',
  rating_avg: 4.29,
  rating_count: 14,
  service_rating_avg: 4.57,
  service_rating_count: 7,
  rating_score: 4.125,
  estimate_paise: 6_500_000,
  estimate_quantity: 100,
  total_count: 1,
  ...over,
});
