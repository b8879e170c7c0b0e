import { registerErrorsNamespace } from '@utsav/shared/i18n/errors-namespace';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import english from '@utsav/shared/locales/en.json';

/**
 * Strings of the `shared` package itself: toasts, error and not-found screens (English bundled: the first render needs it).
 * The `errors` namespace comes with it: every app that can show a screen can show an error.
 */
export const registerCommonNamespace = () =>
  Promise.all([
    registerNamespace('common', (language) => import(`@utsav/shared/locales/${language}.json`), english),
    registerErrorsNamespace(),
  ]).then(() => undefined);
