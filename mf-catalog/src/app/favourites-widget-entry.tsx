import { QueryProvider } from '@utsav/shared/query/query-provider';
import { FavouritesWidget } from '../features/favourites/components/favourites-widget';
import { registerCatalogNamespace } from './catalog-namespace';
import './catalog.css';

/**
 * `catalog/FavouritesWidget`, shown by the shell's profile page: the signed-in user's saved
 * services, providers and bundles, with links and remove. No props.
 */
export default function FavouritesWidgetEntry() {
  return (
    <QueryProvider>
      <FavouritesWidget />
    </QueryProvider>
  );
}

/** Awaited by the host before the first render (translations). */
export const prepare = registerCatalogNamespace;
