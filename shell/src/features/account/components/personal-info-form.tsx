import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@utsav/shared/forms/field-error';
import { errorText, failureOf, serverErrorField } from '@utsav/shared/forms/server-error';
import { useAppForm } from '@utsav/shared/forms/use-app-form';
import { currentLanguage, i18n, switchLanguage } from '@utsav/shared/i18n/i18n';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '@utsav/shared/i18n/languages';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { toast } from '@utsav/shared/toast/toast-store';
import type { Profile } from '../api/profile';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { personalInfoSchema } from '../utils/account-schemas';
import { FormError, FormField } from '@utsav/shared/ui/form-field';

/** The database names the column it refused (the detail of its error); the form shows it there. */
const SERVER_FIELDS = { full_name: 'fullName', phone: 'phone', city: 'city' } as const;

/** Name, phone, city and preferred language; saving the language also switches the site to it. */
export function PersonalInfoForm({ userId, profile }: { userId: string; profile: Profile | null }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile(userId);
  const { register, handleSubmit, formState, formRef, reset, showServerError } = useAppForm(personalInfoSchema, {
    fullName: profile?.fullName ?? '',
    phone: profile?.phone ?? '',
    city: profile?.city ?? '',
    preferredLanguage: profile?.preferredLanguage ?? currentLanguage(),
  });
  const { errors } = formState;

  const submit = handleSubmit(({ fullName, phone, city, preferredLanguage }) =>
    update.mutate(
      // Empty optional fields are stored as null (the columns' checks refuse blank strings).
      { fullName, phone: phone ?? '', city: city ?? '', preferredLanguage: isLanguage(preferredLanguage) ? preferredLanguage : 'en' },
      {
        onSuccess: async (saved) => {
          reset({ fullName: saved.fullName, phone: saved.phone, city: saved.city, preferredLanguage: saved.preferredLanguage });
          // Switch first, so the confirmation already speaks the chosen language.
          if (saved.preferredLanguage !== currentLanguage()) await switchLanguage(saved.preferredLanguage);
          toast({ title: i18n.t('profile.personal.saved', { ns: 'account' }) });
        },
        onError: (error) => {
          const failure = toAppError(error);
          const field = serverErrorField(failure, SERVER_FIELDS);
          if (field) showServerError(field, failure);
        },
      },
    ),
  );

  const failure = failureOf(update.error);
  const formError = failure && !serverErrorField(failure, SERVER_FIELDS) ? failure : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="profile-form">
      <FormField
        id="profile-full-name"
        label={t('fields.fullName')}
        autoComplete="name"
        {...register('fullName')}
        error={fieldErrorText(t, errors.fullName)}
        maxLength={120}
        required
      />
      <FormField
        id="profile-phone"
        label={t('fields.phone')}
        optionalLabel={t('fields.optional')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('fields.phoneHint')}
        {...register('phone')}
        error={fieldErrorText(t, errors.phone)}
      />
      <FormField
        id="profile-city"
        label={t('fields.city')}
        optionalLabel={t('fields.optional')}
        autoComplete="address-level2"
        {...register('city')}
        error={fieldErrorText(t, errors.city)}
        maxLength={80}
      />
      <div className="form-field">
        <label htmlFor="profile-language">{t('fields.preferredLanguage')}</label>
        <select id="profile-language" {...register('preferredLanguage')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
      {formError ? (
        <FormError>{formError.key === 'unexpected' ? t('profile.personal.saveFailed') : errorText(t, formError)}</FormError>
      ) : null}
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        {update.isPending ? t('profile.personal.saving') : t('profile.personal.save')}
      </button>
    </form>
  );
}
