import type { TFunction } from 'i18next';
import { toAppError, type AppError } from '@utsav/shared/supabase/app-error';

/**
 * Where a server's answer belongs in a form: `fields` maps the backend's field name (SQL's
 * detail `field`, a column such as `full_name`) or an error key (`email_in_use`) to the form's
 * field. Undefined means the whole form (a FormError above the button).
 */
export function serverErrorField<Field extends string>(
  error: AppError,
  fields: Partial<Record<string, Field>>,
): Field | undefined {
  return (error.field ? fields[error.field] : undefined) ?? fields[error.key];
}

/** A mutation's failure (or none) as an AppError: what `errors:<key>` to show. */
export const failureOf = (error: unknown): AppError | undefined => (error ? toAppError(error) : undefined);


/** Any failure as the user reads it: `errors:<key>` in their language, never the backend's English. */
export function errorText(t: TFunction, error: unknown): string {
  const failure = toAppError(error);
  return t(`errors:${failure.key}`, failure.params);
}
