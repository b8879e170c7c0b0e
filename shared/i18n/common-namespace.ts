import { registerErrorsNamespace } from '@utsav/shared/i18n/errors-namespace';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import english from '@utsav/shared/locales/en.json';

/**
 * Strings of the `shared` package itself: toasts, error and not-found screens (English bundled: the first render needs it).
 * The `errors` namespace (every key the database raises) is fetched beside it and awaited too:
 * a bundle added after the first render re-renders every translated component
 * (`bindI18nStore: 'added'`), which on a phone cost the home page ~150 ms of blocking time.
 */
export const registerCommonNamespace = async () => {
  await Promise.all([
    // Offline now: the chunk is fetched again when the next language switch loads every namespace.
    registerErrorsNamespace().catch(() => undefined),
    registerNamespace('common', (language) => import(`@utsav/shared/locales/${language}.json`), english),
  ]);
};
