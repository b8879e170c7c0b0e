import { registerNamespace } from '@utsav/shared/i18n/i18n';

export const registerShellNamespace = () =>
  registerNamespace('shell', {
    en: () => import('../locales/en.json'),
    hi: () => import('../locales/hi.json'),
    ta: () => import('../locales/ta.json'),
    te: () => import('../locales/te.json'),
    kn: () => import('../locales/kn.json'),
  });
