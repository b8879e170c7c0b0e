import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import type { AppError } from '@utsav/shared/supabase/app-error';
import { focusFirstInvalid, showErrorsAndFocus } from '@utsav/shared/ui/form-field';

/** How every form validates (exported for tests that run a schema the way a form does). */
export const APP_FORM_OPTIONS = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  // Every issue, not the first of each pipe: the resolver stops a pipe at its first issue
  // otherwise, so an object-level check (the confirmation matching the password) would wait
  // until every other field is right. Each field still shows its first message.
  criteriaMode: 'all',
  // Focused by useAppForm once the errors are on the page.
  shouldFocusError: false,
} as const;

/**
 * Every form's state: react-hook-form with a schema of shared/validation/rules.ts.
 *
 * react-hook-form (12.8 kB gzipped with its valibot resolver 1.5 kB; TanStack Form is 17.6 kB)
 * keeps inputs uncontrolled, so a keystroke re-renders nothing on a phone, and it has
 * `setError` for answers from the server. Messages appear on submit, then follow the typing
 * (a fixed field clears at once). Focus goes to the first invalid field after React has
 * marked it invalid, so a screen reader reads the message with the field.
 *
 * `handleSubmit` hands over the schema's output: trimmed texts, a canonical phone number.
 */
export function useAppForm<Schema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<v.InferInput<Schema>>,
): UseFormReturn<v.InferInput<Schema>, unknown, v.InferOutput<Schema>> & {
  formRef: RefObject<HTMLFormElement | null>;
  showServerError: (field: Path<v.InferInput<Schema>>, error: AppError, message?: string) => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const form: UseFormReturn<v.InferInput<Schema>, unknown, v.InferOutput<Schema>> = useForm({
    ...APP_FORM_OPTIONS,
    resolver: valibotResolver(schema),
    defaultValues,
  });
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  /** A server's answer about one field: shown beside it (translated `errors:<key>` unless `message` is given), focused. */
  const showServerError = (field: Path<v.InferInput<Schema>>, error: AppError, message = `errors:${error.key}`) => {
    const params = Object.fromEntries(Object.entries(error.params).map(([name, value]) => [name, String(value)]));
    showErrorsAndFocus(formRef.current, () => form.setError(field, { type: 'server', message, types: params }));
  };

  return { ...form, formRef, showServerError };
}

/** What useAppForm gives a form built on `Schema`. */
export type AppForm<Schema extends v.GenericSchema<FieldValues, FieldValues>> = ReturnType<typeof useAppForm<Schema>>;
