import { rpc } from '@utsav/shared/supabase/rpc';

/** rpc('catalogue_facets'): the options a category's filters offer (the json object it builds). */
export type Facets = {
  cities: string[];
  languages: string[];
  traditions: string[];
  cuisines: string[];
  styles: string[];
  price_units: string[];
  price_min: number | null;
  price_max: number | null;
  capacity_max: number | null;
};

export const getFacets = async (category: string | null) => (await rpc('catalogue_facets', { p_category: category })) as Facets;
