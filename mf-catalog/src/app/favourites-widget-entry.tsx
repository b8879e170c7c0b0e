import { defineRemoteWidget } from '@utsav/shared/federation/define-remote-app';
import { FavouritesWidget } from '../features/favourites/components/favourites-widget';
import { catalogNamespace } from './catalog-namespace';
import './catalog.css';

/**
 * `catalog/FavouritesWidget`, shown by the shell's profile page: the signed-in user's saved
 * services, providers and bundles, with links and remove. No props (widget-props.ts).
 */
const widget = defineRemoteWidget({ name: 'catalog/FavouritesWidget', namespace: catalogNamespace, Widget: FavouritesWidget });

export default widget.default;
export const prepare = widget.prepare;
