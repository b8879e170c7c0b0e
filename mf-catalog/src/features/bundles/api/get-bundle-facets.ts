import { rpc } from '@utsav/shared/supabase/rpc';

/** rpc('bundle_facets'): the json object of the /bundles filters' options. */
export type BundleFacets = {
  cities: string[];
  price_min: number | null;
  price_max: number | null;
};

export const getBundleFacets = async () => (await rpc('bundle_facets')) as BundleFacets;
