import { registerNamespace } from '@utsav/shared/i18n/i18n';
import english from '@utsav/shared/locales/errors/en.json';

/**
 * The `errors` namespace: every error key (shared/supabase/error-keys.ts) and the validation
 * messages of shared/validation/rules.ts. English bundled, as for `common`: a form's first
 * error must not wait for a translation file.
 */
export const registerErrorsNamespace = () =>
  registerNamespace('errors', (language) => import(`@utsav/shared/locales/errors/${language}.json`), english);
