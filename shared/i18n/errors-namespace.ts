import { registerNamespace } from '@utsav/shared/i18n/i18n';

/**
 * The `errors` namespace: every error key (shared/supabase/error-keys.ts) and the validation
 * messages of shared/validation/rules.ts. Loaded, English included, as a chunk of its own
 * when an app starts (registerCommonNamespace), well before a form can show an error.
 */
export const registerErrorsNamespace = () =>
  registerNamespace('errors', (language) => import(`@utsav/shared/locales/errors/${language}.json`));
