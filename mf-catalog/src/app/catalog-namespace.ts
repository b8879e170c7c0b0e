import type { RemoteNamespace } from '@utsav/shared/federation/define-remote-app';

/** The catalogue's strings; shared by ./App and ./FavouritesWidget (registered once either way). */
export const catalogNamespace: RemoteNamespace = {
  name: 'catalog',
  load: (language) => import(/* webpackChunkName: "strings-[request]" */ `../locales/${language}.json`),
};
