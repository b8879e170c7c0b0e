import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { FormError, FormField, FormTextArea } from '@utsav/shared/ui/form-field';
import type { MyApplication, ProviderPhoto } from '../../../domain/provider/api/get-my-application';
import { PhotoField } from '../../../domain/provider/components/photo-field';
import { CONTACT_PREFERENCES, PROVIDER_LANGUAGES } from '../../../domain/provider/utils/provider-options';
import { DESCRIPTION, PROFILE_SERVER_FIELDS, profileSchema, profileValuesOf, toUpdateArgs, type ProfileOutput, type ProfileValues } from '../utils/profile-schema';

interface Props {
  userId: string;
  application: MyApplication;
  save: (args: ReturnType<typeof toUpdateArgs>) => Promise<MyApplication>;
  saving: boolean;
  uploadPhoto?: (userId: string, file: File) => Promise<ProviderPhoto>;
}

/** What the public page shows, in one form: saved together, checked again by the database. */
export function ProfileForm({ userId, application, save, saving, uploadPhoto }: Props) {
  const { t } = useTranslation(['provider', 'errors']);
  const form = useAppForm(profileSchema, profileValuesOf(application));
  const { register, formState, watch, setValue, handleSubmit, formRef, showServerError } = form;
  const [result, setResult] = useState<{ ok: boolean; text: string } | undefined>();
  const error = (field: keyof ProfileValues, params?: Record<string, unknown>) => fieldErrorText(t, formState.errors[field] as never, params);

  const onValid = async (values: ProfileOutput) => {
    setResult(undefined);
    try {
      const saved = await save(toUpdateArgs(values));
      form.reset(profileValuesOf(saved));
      setResult({ ok: true, text: t('provider:profile.saved') });
    } catch (caught) {
      const appError = toAppError(caught);
      const field = serverErrorField(appError, PROFILE_SERVER_FIELDS);
      if (field) showServerError(field, appError);
      else setResult({ ok: false, text: errorText(t, caught) });
    }
  };

  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <FormTextArea id="profile-description" label={t('provider:apply.fields.description')} hint={t('provider:apply.hints.description', DESCRIPTION)} rows={6} error={error('description', DESCRIPTION)} {...register('description')} />
      <Group id="profile-languages" legend={t('provider:apply.fields.languages')} error={error('languages')}>
        {PROVIDER_LANGUAGES.map((language) => (
          <label key={language} className="choice">
            <input type="checkbox" value={language} {...register('languages')} /> {t(`provider:common.languages.${language}`)}
          </label>
        ))}
      </Group>
      <FormField id="profile-areas" label={t('provider:apply.fields.areasServed')} hint={t('provider:apply.hints.areasServed')} error={error('areasServed')} {...register('areasServed')} />
      <label className="choice">
        <input type="checkbox" {...register('travelsOutsideCity')} /> {t('provider:apply.fields.travelsOutsideCity')}
      </label>
      {watch('travelsOutsideCity') ? (
        <FormField id="profile-travel-fee" label={t('provider:apply.fields.travelFee')} hint={t('provider:apply.hints.travelFee')} inputMode="numeric" error={error('travelFee')} {...register('travelFee')} />
      ) : null}
      <Group id="profile-contact" legend={t('provider:apply.fields.contactPreferences')} error={error('contactPreferences')}>
        {CONTACT_PREFERENCES.map((preference) => (
          <label key={preference} className="choice">
            <input type="checkbox" value={preference} {...register('contactPreferences')} /> {t(`provider:common.contact.${preference}`)}
          </label>
        ))}
      </Group>
      <PhotoField
        id="profile-photos"
        userId={userId}
        photos={watch('photos')}
        onChange={(next) => setValue('photos', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        error={error('photos', { min: 3 })}
        upload={uploadPhoto}
      />
      {result && !result.ok ? <FormError>{result.text}</FormError> : null}
      {result?.ok ? (
        <p className="alert alert--success" role="status">
          {result.text}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? t('provider:profile.saving') : t('provider:profile.save')}
      </button>
    </form>
  );
}

function Group({ id, legend, error, children }: { id: string; legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset id={id} className={`form-field choice-group${error ? ' form-field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
