import { rpc } from '@utsav/shared/supabase/rpc';

/** What the article's services card shows of a service. */
export interface TopService {
  id: string;
  title: string;
  city: string;
  categorySlug: string;
  providerName: string;
  pricePaise: number;
  priceUnit: string;
}

/** The best-rated active services of a category (list_services, open to visitors). */
export async function topServices(category: string, limit: number): Promise<TopService[]> {
  const rows = await rpc('list_services', { p_category: category, p_sort: 'rating', p_limit: limit, p_offset: 0 });
  return (rows ?? []).map((row) => ({
    id: row.id,
    title: row.title,
    city: row.city,
    categorySlug: row.category_slug,
    providerName: row.provider_name,
    pricePaise: row.price_paise,
    priceUnit: row.price_unit,
  }));
}
