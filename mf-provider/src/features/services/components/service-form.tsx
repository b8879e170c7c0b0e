import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { SERVICE_CATEGORIES, categoryBySlug, categoryNameKey } from '@utsav/shared/domain/categories';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES } from '@utsav/shared/i18n/languages';
import { paths } from '@utsav/shared/paths';
import type { AppError } from '@utsav/shared/supabase/app-error';
import { FormError, FormField, FormTextArea } from '@utsav/shared/ui/form-field';
import type { ProviderPhoto } from '../../../domain/provider/api/get-my-application';
import { objectName, photoUrl, uploadFile } from '../../../domain/provider/api/upload-file';
import { PhotoField } from '../../../domain/provider/components/photo-field';
import { resizeImage } from '@utsav/shared/media/resize-image';
import { PRICE_UNITS, type ServicePhoto } from '../api/list-my-services';
import type { ServiceInput } from '../api/save-service';
import { photoPathOf } from '../utils/photo-path';
import { SERVICE_LIMITS, serviceInput, serviceSchema, type ServiceValues } from '../utils/service-schema';

/** A service photo: resized in the browser, then into the provider's own folder of the public bucket. */
export async function uploadServicePhoto(userId: string, file: File): Promise<ProviderPhoto> {
  const resized = await resizeImage(file);
  const path = await uploadFile('provider-photos', objectName(userId, 'service', resized.blob.type), resized.blob);
  return { path, width: resized.width, height: resized.height };
}

interface Props {
  userId: string;
  initial: ServiceValues;
  /** Editing: the saved service's id; a new service otherwise. */
  serviceId?: string;
  onSave: (input: ServiceInput, id?: string) => Promise<string>;
  /** Injected by tests; the real one resizes and uploads. */
  uploadPhoto?: (userId: string, file: File) => Promise<ProviderPhoto>;
}

// The database's field names (SQL detail.field) to the form's; the rest goes above the button.
const SERVER_FIELDS = { title: 'title', description: 'description', city: 'city', price_paise: 'price', photos: 'photos' } as const;

/**
 * A service as the catalogue shows it: category, title and description (in the language the
 * provider writes, plus any of the other four), price and unit, duration, guest limits, how
 * many bookings it takes at once, photos, and whether it is listed. Nothing typed is lost on
 * an error: each message is beside its field, the server's too.
 */
export function ServiceForm({ userId, initial, serviceId, onSave, uploadPhoto = uploadServicePhoto }: Props) {
  const { t } = useTranslation(['provider', 'errors']);
  const form = useAppForm(serviceSchema, initial);
  const { register, handleSubmit, formState, formRef, control, setValue, showServerError } = form;
  const original = useWatch({ control, name: 'originalLanguage' });
  const photos = useWatch({ control, name: 'photos' });
  const [failure, setFailure] = useState<AppError>();
  const [saved, setSaved] = useState<{ id: string; category: string; active: boolean }>();
  // Once a new service is saved, the same form edits it: a second Save must not add it twice.
  const currentId = serviceId ?? saved?.id;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const id = await onSave(serviceInput(values), currentId);
      setSaved({ id, category: values.categorySlug, active: values.active });
    } catch (error) {
      const appError = failureOf(error)!;
      const field = serverErrorField(appError, SERVER_FIELDS);
      if (field) showServerError(field, appError);
      else setFailure(appError);
    }
  });

  const fieldPhotos: ProviderPhoto[] = photos.flatMap((photo) => {
    const path = photoPathOf(photo.url);
    return path ? [{ path, width: photo.width, height: photo.height }] : [];
  });
  const setPhotos = (next: ProviderPhoto[]) =>
    setValue('photos', next.map((photo): ServicePhoto => ({ url: photoUrl(photo.path), width: photo.width, height: photo.height })), { shouldDirty: true });
  const others = LANGUAGES.filter((language) => language !== original);
  const savedCategory = saved ? categoryBySlug(saved.category) : undefined;

  return (
    <form ref={formRef} className="provider-form service-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-field">
        <label htmlFor="service-category">{t('services.form.category')}</label>
        <select
          id="service-category"
          aria-invalid={errors.categorySlug ? true : undefined}
          aria-describedby={errors.categorySlug ? 'service-category-error' : undefined}
          {...register('categorySlug')}
        >
          <option value="">{t('services.form.categoryChoose')}</option>
          {SERVICE_CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {t(categoryNameKey(category.key))}
            </option>
          ))}
        </select>
        {errors.categorySlug ? (
          <p id="service-category-error" className="form-field__error">
            {fieldErrorText(t, errors.categorySlug)}
          </p>
        ) : null}
      </div>

      <div className="form-field">
        <label htmlFor="service-language">{t('services.form.language')}</label>
        <select id="service-language" aria-describedby="service-language-hint" {...register('originalLanguage')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
        <p id="service-language-hint" className="form-field__hint">
          {t('services.form.languageHint')}
        </p>
      </div>

      <FormField
        id="service-title"
        lang={original}
        label={t('services.form.title')}
        hint={t('services.form.titleHint', { min: SERVICE_LIMITS.title.min, max: SERVICE_LIMITS.title.max })}
        error={fieldErrorText(t, errors.title, SERVICE_LIMITS.title)}
        {...register('title')}
      />
      <FormTextArea
        id="service-description"
        lang={original}
        rows={5}
        label={t('services.form.description')}
        optionalLabel={t('services.form.optional')}
        error={fieldErrorText(t, errors.description, { max: SERVICE_LIMITS.description })}
        {...register('description')}
      />

      <details className="service-form__translations" open={others.some((language) => initial.translations[language].title !== '')}>
        <summary>{t('services.form.translations')}</summary>
        <p className="form-field__hint">{t('services.form.translationsHint')}</p>
        {others.map((language) => (
          <fieldset key={language} lang={language} className="service-form__translation">
            <legend>{LANGUAGE_NATIVE_NAMES[language]}</legend>
            <FormField
              id={`service-title-${language}`}
              label={t('services.form.titleIn', { language: LANGUAGE_NATIVE_NAMES[language] })}
              optionalLabel={t('services.form.optional')}
              error={fieldErrorText(t, errors.translations?.[language]?.title, SERVICE_LIMITS.title)}
              {...register(`translations.${language}.title`)}
            />
            <FormTextArea
              id={`service-description-${language}`}
              rows={3}
              label={t('services.form.descriptionIn', { language: LANGUAGE_NATIVE_NAMES[language] })}
              optionalLabel={t('services.form.optional')}
              error={fieldErrorText(t, errors.translations?.[language]?.description, { max: SERVICE_LIMITS.description })}
              {...register(`translations.${language}.description`)}
            />
          </fieldset>
        ))}
      </details>

      <div className="service-form__row">
        <FormField
          id="service-price"
          inputMode="decimal"
          autoComplete="off"
          label={t('services.form.price')}
          hint={t('services.form.priceHint')}
          error={fieldErrorText(t, errors.price)}
          {...register('price')}
        />
        <div className="form-field">
          <label htmlFor="service-unit">{t('services.form.unit')}</label>
          <select id="service-unit" {...register('priceUnit')}>
            {PRICE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`services.units.${unit}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="service-form__row">
        <FormField
          id="service-hours"
          inputMode="decimal"
          autoComplete="off"
          label={t('services.form.hours')}
          optionalLabel={t('services.form.optional')}
          error={fieldErrorText(t, errors.durationHours, { max: SERVICE_LIMITS.hours })}
          {...register('durationHours')}
        />
        <FormField
          id="service-capacity"
          inputMode="numeric"
          autoComplete="off"
          label={t('services.form.capacity')}
          hint={t('services.form.capacityHint')}
          error={fieldErrorText(t, errors.capacity, { max: SERVICE_LIMITS.capacity })}
          {...register('capacity')}
        />
      </div>
      <div className="service-form__row">
        <FormField
          id="service-min-guests"
          inputMode="numeric"
          autoComplete="off"
          label={t('services.form.minGuests')}
          optionalLabel={t('services.form.optional')}
          error={fieldErrorText(t, errors.minGuests, { max: SERVICE_LIMITS.guests })}
          {...register('minGuests')}
        />
        <FormField
          id="service-max-guests"
          inputMode="numeric"
          autoComplete="off"
          label={t('services.form.maxGuests')}
          optionalLabel={t('services.form.optional')}
          error={fieldErrorText(t, errors.maxGuests, { max: SERVICE_LIMITS.guests })}
          {...register('maxGuests')}
        />
      </div>
      <FormField id="service-city" autoComplete="address-level2" label={t('services.form.city')} error={fieldErrorText(t, errors.city)} {...register('city')} />

      <PhotoField
        id="service-photos"
        userId={userId}
        photos={fieldPhotos}
        onChange={setPhotos}
        max={SERVICE_LIMITS.photos}
        error={fieldErrorText(t, errors.photos as never)}
        upload={uploadPhoto}
        texts={{
          label: t('services.form.photos'),
          hint: t('services.form.photosHint', { count: fieldPhotos.length, max: SERVICE_LIMITS.photos }),
          alt: (number) => t('services.form.photoAlt', { number }),
        }}
      />

      <div className="form-field form-field--check">
        <label htmlFor="service-active">
          <input id="service-active" type="checkbox" aria-describedby="service-active-hint" {...register('active')} /> {t('services.form.active')}
        </label>
        <p id="service-active-hint" className="form-field__hint">
          {t('services.form.activeHint')}
        </p>
      </div>

      {failure ? <FormError>{errorText(t, failure)}</FormError> : null}
      <p className="service-form__saved" role="status">
        {saved ? (
          <>
            {saved.active ? t('services.form.savedListed') : t('services.form.savedPaused')}{' '}
            {saved.active && savedCategory ? (
              <Link to={paths.catalog.service({ category: savedCategory.slug, serviceId: saved.id })}>{t('services.form.viewInCatalogue')}</Link>
            ) : null}
          </>
        ) : null}
      </p>
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('services.form.saving') : currentId ? t('services.form.saveChanges') : t('services.form.save')}
      </button>
    </form>
  );
}
