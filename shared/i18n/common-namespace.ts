import { registerNamespace } from '@utsav/shared/i18n/i18n';

/** Strings of the `shared` package itself: toasts, error and not-found screens. */
export const registerCommonNamespace = () =>
  registerNamespace('common', {
    en: () => import('@utsav/shared/locales/en.json'),
    hi: () => import('@utsav/shared/locales/hi.json'),
    ta: () => import('@utsav/shared/locales/ta.json'),
    te: () => import('@utsav/shared/locales/te.json'),
    kn: () => import('@utsav/shared/locales/kn.json'),
  });
