import { registerNamespace } from '@utsav/shared/i18n/i18n';

export const registerShellNamespace = () =>
  registerNamespace('shell', (language) => import(`../locales/${language}.json`));
