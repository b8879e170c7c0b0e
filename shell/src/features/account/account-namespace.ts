import { registerNamespace } from '@utsav/shared/i18n/i18n';
import english from '../../locales/account/en.json';

/** Sign-in, registration, the account menus, notifications and the profile page (English bundled: the top bar needs it). */
export const registerAccountNamespace = () =>
  registerNamespace('account', (language) => import(`../../locales/account/${language}.json`), english);
