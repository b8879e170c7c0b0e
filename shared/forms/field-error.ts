import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';


/**
 * A field's message, translated: its text is an i18n key with namespace
 * (`account:errors.phoneInvalid`), `params` the rule's limits (`limitParams('personName')`),
 * and a server error's own params (kept in `types`) win over them.
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined, params?: Record<string, unknown>): string | undefined {
  if (!error?.message) return undefined;
  return t(error.message, { ...params, ...error.types });
}
