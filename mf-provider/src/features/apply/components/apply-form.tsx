import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_CATEGORIES, categoryNameKey } from '@utsav/shared/domain/categories';
import { POLICY_VERSIONS } from '@utsav/shared/domain/policy-versions';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { paths } from '@utsav/shared/paths';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { FormError, FormField, FormTextArea, focusFirstInvalid } from '@utsav/shared/ui/form-field';
import type { MyApplication, ProviderPhoto } from '../../../domain/provider/api/get-my-application';
import { PhotoField } from '../../../domain/provider/components/photo-field';
import { CONTACT_PREFERENCES, PROVIDER_LANGUAGES } from '../../../domain/provider/utils/provider-options';
import { useApplyDraft } from '../hooks/use-apply-draft';
import { LIMITS, applySchema, toSubmitArgs, type ApplyOutput, type ApplyValues, type UploadedDocument } from '../utils/apply-schema';
import { APPLY_STEPS, SERVER_FIELDS, stepOfField } from '../utils/apply-steps';
import { DocumentField } from './document-field';

interface Props {
  userId: string;
  /** A rejected application's values, to correct and send again (a draft in this browser wins). */
  seed?: Partial<ApplyValues>;
  submit: (args: ReturnType<typeof toSubmitArgs>) => Promise<MyApplication>;
  submitting: boolean;
  /** Injected by tests; the real ones upload to Supabase Storage. */
  uploadPhoto?: (userId: string, file: File) => Promise<ProviderPhoto>;
  uploadDocument?: (userId: string, file: File) => Promise<UploadedDocument>;
}

/**
 * The application in seven short steps with a visible progress. Each step checks its own fields
 * before the next; the last submits, and the database checks everything again (an error it finds
 * opens the step of its field and shows beside it). Everything typed and uploaded stays in a
 * draft in this browser until the application is in.
 */
export function ApplyForm({ userId, seed, submit, submitting, uploadPhoto, uploadDocument }: Props) {
  const { t } = useTranslation(['provider', 'errors', 'common']);
  const draft = useApplyDraft(userId, seed);
  const form = useAppForm(applySchema, draft.initial.values);
  const { register, formState, watch, setValue, trigger, handleSubmit, formRef, showServerError } = form;
  const [step, setStep] = useState(Math.min(draft.initial.step, APPLY_STEPS.length - 1));
  const [failure, setFailure] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows a move between steps (never the first render, which keeps the page's own focus).
  const [moved, setMoved] = useState(false);
  const goTo = (index: number) => {
    setMoved(true);
    setStep(index);
  };

  // Every change goes to the draft at once: a reload or a closed tab loses nothing.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      draft.save({ values: values as ApplyValues, step });
      // A field shown wrong by Next is checked again as it changes: a fixed field clears at once.
      const field = name?.split('.')[0] as keyof ApplyValues | undefined;
      if (field && form.getFieldState(field).invalid) void trigger(field);
    });
    draft.save({ values: form.getValues(), step });
    return () => subscription.unsubscribe();
  }, [watch, draft, step, form, trigger]);

  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);

  const error = (field: keyof ApplyValues, params?: Record<string, unknown>) => fieldErrorText(t, formState.errors[field] as never, params);
  const current = APPLY_STEPS[step]!;
  const last = step === APPLY_STEPS.length - 1;
  const gstRegistered = watch('gstRegistered');
  const travels = watch('travelsOutsideCity');
  const photos = watch('photos');

  const next = async () => {
    if (!(await trigger([...current.fields]))) {
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    goTo(step + 1);
  };

  const onValid = async (values: ApplyOutput) => {
    setFailure(undefined);
    try {
      await submit(toSubmitArgs(values, POLICY_VERSIONS));
      draft.clear();
    } catch (caught) {
      const appError = toAppError(caught);
      const field = serverErrorField(appError, SERVER_FIELDS);
      if (field) {
        goTo(stepOfField(field));
        // After the step's fields are on the page, so the message has its field to sit beside.
        setTimeout(() => showServerError(field, appError), 0);
      } else {
        setFailure(errorText(t, caught));
      }
    }
  };
  // A field of an earlier step that is wrong (a draft from before a rule changed): open its step.
  const onInvalid = (errors: object) => {
    const first = APPLY_STEPS.findIndex((item) => item.fields.some((field) => field in errors));
    if (first !== -1 && first !== step) goTo(first);
  };

  return (
    <form ref={formRef} className="apply-form" noValidate onSubmit={(event) => {
        if (last) {
          void handleSubmit(onValid, onInvalid)(event);
        } else {
          event.preventDefault();
          void next();
        }
      }}>
      <div className="apply-progress">
        <p id="apply-progress-label">{t('provider:apply.progress', { step: step + 1, total: APPLY_STEPS.length })}</p>
        <progress max={APPLY_STEPS.length} value={step + 1} aria-labelledby="apply-progress-label" />
        <ol className="apply-progress__steps">
          {APPLY_STEPS.map((item, index) => (
            <li key={item.id} aria-current={index === step ? 'step' : undefined} className={index < step ? 'apply-progress__done' : undefined}>
              {t(`provider:apply.steps.${item.id}`)}
            </li>
          ))}
        </ol>
      </div>

      <h2 ref={heading} tabIndex={-1} className="apply-form__step-title">
        {t(`provider:apply.steps.${current.id}`)}
      </h2>

      {current.id === 'business' ? (
        <>
          <FormField id="apply-business-name" label={t('provider:apply.fields.businessName')} autoComplete="organization" error={error('businessName', LIMITS.businessName)} {...register('businessName')} />
          <FormTextArea id="apply-description" label={t('provider:apply.fields.description')} hint={t('provider:apply.hints.description', LIMITS.description)} rows={5} error={error('description', LIMITS.description)} {...register('description')} />
        </>
      ) : null}

      {current.id === 'categories' ? (
        <CheckboxGroup id="apply-categories" legend={t('provider:apply.fields.categories')} error={error('categories')}>
          {SERVICE_CATEGORIES.map((category) => (
            <label key={category.slug} className="choice">
              <input type="checkbox" value={category.slug} {...register('categories')} /> {t(categoryNameKey(category.key))}
            </label>
          ))}
        </CheckboxGroup>
      ) : null}

      {current.id === 'area' ? (
        <>
          <FormField id="apply-city" label={t('provider:apply.fields.city')} autoComplete="address-level2" error={error('city', LIMITS.city)} {...register('city')} />
          <FormField id="apply-areas" label={t('provider:apply.fields.areasServed')} hint={t('provider:apply.hints.areasServed')} error={error('areasServed')} {...register('areasServed')} />
        </>
      ) : null}

      {current.id === 'about' ? (
        <>
          <CheckboxGroup id="apply-languages" legend={t('provider:apply.fields.languages')} error={error('languages')}>
            {PROVIDER_LANGUAGES.map((language) => (
              <label key={language} className="choice">
                <input type="checkbox" value={language} {...register('languages')} /> {t(`provider:common.languages.${language}`)}
              </label>
            ))}
          </CheckboxGroup>
          <FormField id="apply-experience" label={t('provider:apply.fields.experienceYears')} inputMode="numeric" error={error('experienceYears')} {...register('experienceYears')} />
          <FormField id="apply-phone" label={t('provider:apply.fields.phone')} type="tel" autoComplete="tel-national" inputMode="tel" error={error('phone')} {...register('phone')} />
        </>
      ) : null}

      {current.id === 'verification' ? (
        <>
          <FormField id="apply-pan" label={t('provider:apply.fields.pan')} hint={t('provider:apply.hints.pan')} autoCapitalize="characters" autoComplete="off" maxLength={12} error={error('pan')} {...register('pan')} />
          <label className="choice">
            <input type="checkbox" {...register('gstRegistered')} /> {t('provider:apply.fields.gstRegistered')}
          </label>
          {gstRegistered ? (
            <FormField id="apply-gstin" label={t('provider:apply.fields.gstin')} hint={t('provider:apply.hints.gstin')} autoCapitalize="characters" autoComplete="off" maxLength={17} error={error('gstin')} {...register('gstin')} />
          ) : null}
          <DocumentField
            id="apply-document"
            userId={userId}
            value={watch('identityDocument')}
            onChange={(document) => setValue('identityDocument', document, { shouldValidate: formState.isSubmitted })}
            error={error('identityDocument')}
            upload={uploadDocument}
          />
        </>
      ) : null}

      {current.id === 'photos' ? (
        <PhotoField
          id="apply-photos"
          userId={userId}
          photos={photos}
          onChange={(next) => setValue('photos', next, { shouldValidate: formState.isSubmitted })}
          error={error('photos', { min: LIMITS.photos.min })}
          upload={uploadPhoto}
        />
      ) : null}

      {current.id === 'terms' ? (
        <>
          <label className="choice">
            <input type="checkbox" {...register('travelsOutsideCity')} /> {t('provider:apply.fields.travelsOutsideCity')}
          </label>
          {travels ? (
            <FormField id="apply-travel-fee" label={t('provider:apply.fields.travelFee')} hint={t('provider:apply.hints.travelFee')} inputMode="numeric" error={error('travelFee')} {...register('travelFee')} />
          ) : null}
          <CheckboxGroup id="apply-contact" legend={t('provider:apply.fields.contactPreferences')} error={error('contactPreferences')}>
            {CONTACT_PREFERENCES.map((preference) => (
              <label key={preference} className="choice">
                <input type="checkbox" value={preference} {...register('contactPreferences')} /> {t(`provider:common.contact.${preference}`)}
              </label>
            ))}
          </CheckboxGroup>
          <div className={`form-field${error('consent') ? ' form-field--invalid' : ''}`}>
            <label className="choice">
              <input type="checkbox" aria-invalid={error('consent') ? true : undefined} aria-describedby={error('consent') ? 'apply-consent-error' : undefined} {...register('consent')} />{' '}
              {t('provider:apply.fields.consent')} <Link to={paths.policies.terms()}>{t('provider:apply.terms')}</Link>
            </label>
            {error('consent') ? (
              <p id="apply-consent-error" className="form-field__error">
                {error('consent')}
              </p>
            ) : null}
          </div>
        </>
      ) : null}

      {failure ? <FormError>{failure}</FormError> : null}
      <p className="apply-form__saved">{t('provider:apply.draftSaved')}</p>
      <div className="apply-form__actions">
        {step > 0 ? (
          <button type="button" className="button" onClick={() => goTo(step - 1)}>
            {t('provider:apply.back')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={submitting}>
          {last ? (submitting ? t('provider:apply.submitting') : t('provider:apply.submit')) : t('provider:apply.next')}
        </button>
      </div>
    </form>
  );
}

/** A group of checkboxes with its legend and one message for the group. */
function CheckboxGroup({ id, legend, error, children }: { id: string; legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset id={id} className={`form-field choice-group${error ? ' form-field--invalid' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} tabIndex={error ? -1 : undefined}>
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
