import { registerNamespace } from '@utsav/shared/i18n/i18n';

/** The catalogue's strings; shared by ./App and ./FavouritesWidget (registered once either way). */
export const registerCatalogNamespace = () =>
  registerNamespace('catalog', (language) => import(`../locales/${language}.json`));
