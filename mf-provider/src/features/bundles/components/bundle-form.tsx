import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { categoryBySlug, categoryNameKey } from '@utsav/shared/domain/categories';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { formatRupees } from '@utsav/shared/i18n/format';
import type { AppError } from '@utsav/shared/supabase/app-error';
import { FormError, FormField, FormTextArea } from '@utsav/shared/ui/form-field';
import type { BundlePart } from '../api/list-bundle-parts';
import type { BundleInput } from '../api/save-bundle';
import { useBundleQuote } from '../hooks/use-bundles';
import { BUNDLE_LIMITS, bundleInput, bundleSchema, pickedItems, type BundleValues } from '../utils/bundle-schema';
import { BundleTotalsBox } from './bundle-totals';

interface Props {
  services: BundlePart[];
  initial: BundleValues;
  bundleId?: string;
  onSave: (input: BundleInput, id?: string) => Promise<string>;
}

const SERVER_FIELDS = { name: 'name', description: 'description', terms: 'terms', items: 'items', service_id: 'items', quantity: 'items' } as const;

/**
 * "Create Bundle": the provider picks their own services with quantities and sets one price; the
 * individual total and the saving are the database's (bundle_quote), shown as they change.
 */
export function BundleForm({ services, initial, bundleId, onSave }: Props) {
  const { t } = useTranslation(['provider', 'errors']);
  const form = useAppForm(bundleSchema, initial);
  const { register, handleSubmit, formState, formRef, control, showServerError } = form;
  const errors = formState.errors;
  const items = useWatch({ control, name: 'items' });
  const price = useWatch({ control, name: 'price' });
  const picked = useMemo(() => pickedItems(items), [items]);
  const pricePaise = /^\d+(\.\d{1,2})?$/.test(price.trim()) ? Math.round(Number(price) * 100) : null;
  const quote = useBundleQuote(picked, pricePaise);
  const [failure, setFailure] = useState<AppError>();
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    setSaved(false);
    try {
      await onSave(bundleInput(values), bundleId);
      setSaved(true);
    } catch (error) {
      const appError = failureOf(error)!;
      const field = serverErrorField(appError, SERVER_FIELDS);
      if (field) showServerError(field, appError);
      else setFailure(appError);
    }
  });

  return (
    <form ref={formRef} className="provider-form bundle-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField id="bundle-name" label={t('bundles.form.name')} error={fieldErrorText(t, errors.name, BUNDLE_LIMITS.name)} {...register('name')} />
      <FormTextArea
        id="bundle-description"
        rows={3}
        label={t('bundles.form.description')}
        optionalLabel={t('bundles.form.optional')}
        error={fieldErrorText(t, errors.description, { max: BUNDLE_LIMITS.text })}
        {...register('description')}
      />
      <fieldset
        className={`form-field bundle-form__items${errors.items ? ' form-field--invalid' : ''}`}
        aria-describedby={`bundle-items-hint${errors.items ? ' bundle-items-error' : ''}`}
      >
        <legend>{t('bundles.form.items')}</legend>
        <p id="bundle-items-hint" className="form-field__hint">
          {t('bundles.form.itemsHint')}
        </p>
        <ul>
          {services.map((service) => {
            const category = categoryBySlug(service.category_slug);
            return (
              <li key={service.id} className="bundle-form__item">
                <label htmlFor={`bundle-item-${service.id}`}>
                  <input id={`bundle-item-${service.id}`} type="checkbox" {...register(`items.${service.id}.included`)} /> {service.title}
                  <span className="provider-muted">
                    {' '}
                    · {category ? t(categoryNameKey(category.key)) : service.category_slug} ·{' '}
                    {t('bundles.form.unitPrice', { price: formatRupees(service.price_paise), unit: t(`services.units.${service.price_unit}`) })}
                  </span>
                </label>
                <label className="bundle-form__quantity" htmlFor={`bundle-quantity-${service.id}`}>
                  {t('bundles.form.quantity')}
                  <input id={`bundle-quantity-${service.id}`} inputMode="numeric" autoComplete="off" {...register(`items.${service.id}.quantity`)} />
                </label>
              </li>
            );
          })}
        </ul>
        {errors.items ? (
          <p id="bundle-items-error" className="form-field__error">
            {fieldErrorText(t, errors.items as never, BUNDLE_LIMITS.items)}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id="bundle-price"
        inputMode="decimal"
        autoComplete="off"
        label={t('bundles.form.price')}
        error={fieldErrorText(t, errors.price)}
        {...register('price')}
      />
      <BundleTotalsBox picked={picked.length} quote={quote.data} error={quote.error} updating={quote.isFetching} pricePaise={pricePaise} />
      <div className="service-form__row">
        <FormField
          id="bundle-guests"
          inputMode="numeric"
          autoComplete="off"
          label={t('bundles.form.maxGuests')}
          optionalLabel={t('bundles.form.optional')}
          error={fieldErrorText(t, errors.maxGuests, { max: BUNDLE_LIMITS.guests })}
          {...register('maxGuests')}
        />
        <FormField
          id="bundle-days"
          inputMode="numeric"
          autoComplete="off"
          label={t('bundles.form.days')}
          error={fieldErrorText(t, errors.durationDays, { max: BUNDLE_LIMITS.days })}
          {...register('durationDays')}
        />
      </div>
      <FormField
        id="bundle-advance"
        inputMode="decimal"
        autoComplete="off"
        label={t('bundles.form.minAdvance')}
        hint={t('bundles.form.minAdvanceHint')}
        error={fieldErrorText(t, errors.minAdvance)}
        {...register('minAdvance')}
      />
      <FormTextArea
        id="bundle-terms"
        rows={3}
        label={t('bundles.form.terms')}
        optionalLabel={t('bundles.form.optional')}
        error={fieldErrorText(t, errors.terms, { max: BUNDLE_LIMITS.text })}
        {...register('terms')}
      />
      <div className="form-field form-field--check">
        <label htmlFor="bundle-active">
          <input id="bundle-active" type="checkbox" {...register('active')} /> {t('bundles.form.active')}
        </label>
      </div>
      {failure ? <FormError>{errorText(t, failure)}</FormError> : null}
      <p role="status">{saved ? t('bundles.form.saved') : null}</p>
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('bundles.form.saving') : bundleId ? t('bundles.form.saveChanges') : t('bundles.form.save')}
      </button>
    </form>
  );
}
