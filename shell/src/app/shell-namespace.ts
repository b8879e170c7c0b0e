import { registerNamespace } from '@utsav/shared/i18n/i18n';
import english from '../locales/en.json';

/** English is in the main bundle: the first render of every page needs it. */
export const registerShellNamespace = () =>
  registerNamespace('shell', (language) => import(`../locales/${language}.json`), english);
