import type { RemoteNamespace } from '@utsav/shared/federation/define-remote-app';

/** The remote's strings (src/locales), registered by its app and by its widget alike. */
export const messagesNamespace: RemoteNamespace = { name: 'messages', load: (language) => import(/* webpackChunkName: "strings-[request]" */ `../locales/${language}.json`) };
