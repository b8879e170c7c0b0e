import { registerNamespace } from '@utsav/shared/i18n/i18n';
import english from '@utsav/shared/locales/standalone/en.json';

/** The standalone frame's strings (index, sign-in, header): loaded only by a remote running on its own. */
export const registerStandaloneNamespace = () =>
  registerNamespace('standalone', (language) => import(`@utsav/shared/locales/standalone/${language}.json`), english);
