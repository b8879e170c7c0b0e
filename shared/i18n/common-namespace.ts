import { registerNamespace } from '@utsav/shared/i18n/i18n';
import english from '@utsav/shared/locales/en.json';

/** Strings of the `shared` package itself: toasts, error and not-found screens (English bundled: the first render needs it). */
export const registerCommonNamespace = () =>
  registerNamespace('common', (language) => import(`@utsav/shared/locales/${language}.json`), english);
