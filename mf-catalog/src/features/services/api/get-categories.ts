import { rpc } from '../../../lib/rpc';

/** One row of rpc('catalogue_categories'): the /services overview. */
export interface CategorySummary {
  slug: string;
  name: string;
  sort_order: number;
  service_count: number;
  provider_count: number;
  city_count: number;
  min_price_paise: number | null;
}

export const getCategories = () => rpc<CategorySummary[]>('catalogue_categories');
