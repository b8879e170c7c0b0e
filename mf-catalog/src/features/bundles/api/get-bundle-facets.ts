import { rpc } from '../../../lib/rpc';

export interface BundleFacets {
  cities: string[];
  price_min: number | null;
  price_max: number | null;
}

export const getBundleFacets = () => rpc<BundleFacets>('bundle_facets');
