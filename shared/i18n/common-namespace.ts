import { registerErrorsNamespace } from '@utsav/shared/i18n/errors-namespace';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import english from '@utsav/shared/locales/en.json';

/**
 * Strings of the `shared` package itself: toasts, error and not-found screens (English bundled: the first render needs it).
 * The `errors` namespace is registered with it, without waiting: no first render shows an
 * error key, and its files (every key the database raises) stay off the first paint.
 */
export const registerCommonNamespace = () => {
  // Offline now: the chunk is fetched again when the next language switch loads every namespace.
  registerErrorsNamespace().catch(() => undefined);
  return registerNamespace('common', (language) => import(`@utsav/shared/locales/${language}.json`), english);
};
