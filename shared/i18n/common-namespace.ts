import { registerNamespace } from '@utsav/shared/i18n/i18n';

/** Strings of the `shared` package itself: toasts, error and not-found screens. */
export const registerCommonNamespace = () =>
  registerNamespace('common', (language) => import(`@utsav/shared/locales/${language}.json`));
