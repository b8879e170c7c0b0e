import { registerNamespace } from '@utsav/shared/i18n/i18n';

/** Sign-in, registration, the account menus, notifications and the profile page. */
export const registerAccountNamespace = () =>
  registerNamespace('account', (language) => import(`../../locales/account/${language}.json`));
