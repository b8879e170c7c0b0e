import type { RemoteNamespace } from '@utsav/shared/federation/define-remote-app';

/** The booking remote's strings; shared by ./App and ./BookingHistoryWidget (registered once either way). */
export const bookingNamespace: RemoteNamespace = {
  name: 'booking',
  load: (language) => import(/* webpackChunkName: "strings-[request]" */ `../locales/${language}.json`),
};
