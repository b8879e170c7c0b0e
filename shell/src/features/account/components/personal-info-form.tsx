import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, i18n } from '@utsav/shared/i18n/i18n';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage, type Language } from '@utsav/shared/i18n/languages';
import { toast } from '@utsav/shared/toast/toast-store';
import type { Profile, ProfileUpdate } from '../api/profile';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { normalisePhone, validateCity, validateFullName, validatePhone } from '../utils/validation';
import { FormError, FormField, focusFirstInvalid } from '@utsav/shared/ui/form-field';

type Errors = Partial<Record<'fullName' | 'phone' | 'city', string>>;

function validate(values: ProfileUpdate): Errors {
  const errors: Errors = {
    fullName: validateFullName(values.fullName),
    phone: validatePhone(values.phone, { required: false }),
    city: validateCity(values.city),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
}

/** Name, phone, city and preferred language; saving the language also switches the site to it. */
export function PersonalInfoForm({ userId, profile }: { userId: string; profile: Profile | null }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile(userId);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileUpdate>({
    fullName: profile?.fullName ?? '',
    phone: profile?.phone ?? '',
    city: profile?.city ?? '',
    preferredLanguage: profile?.preferredLanguage ?? currentLanguage(),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);

  const set = (field: keyof ProfileUpdate) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) setErrors(validate(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    update.mutate(
      { ...values, phone: normalisePhone(values.phone) },
      {
        onSuccess: async (saved) => {
          setValues({ fullName: saved.fullName, phone: saved.phone, city: saved.city, preferredLanguage: saved.preferredLanguage });
          // Switch first, so the confirmation already speaks the chosen language.
          if (saved.preferredLanguage !== currentLanguage()) await changeLanguage(saved.preferredLanguage);
          toast({ title: i18n.t('profile.personal.saved', { ns: 'account' }) });
        },
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="profile-form">
      <FormField
        id="profile-full-name"
        label={t('fields.fullName')}
        autoComplete="name"
        value={values.fullName}
        onChange={set('fullName')}
        error={errors.fullName ? t(errors.fullName) : undefined}
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
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone ? t(errors.phone) : undefined}
      />
      <FormField
        id="profile-city"
        label={t('fields.city')}
        optionalLabel={t('fields.optional')}
        autoComplete="address-level2"
        value={values.city}
        onChange={set('city')}
        error={errors.city ? t(errors.city) : undefined}
        maxLength={80}
      />
      <div className="form-field">
        <label htmlFor="profile-language">{t('fields.preferredLanguage')}</label>
        <select
          id="profile-language"
          value={values.preferredLanguage}
          onChange={(event) => {
            const language: Language = isLanguage(event.target.value) ? event.target.value : 'en';
            setValues({ ...values, preferredLanguage: language });
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
      {update.isError ? (
        <FormError>
          {t('profile.personal.saveFailed')}
        </FormError>
      ) : null}
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        {update.isPending ? t('profile.personal.saving') : t('profile.personal.save')}
      </button>
    </form>
  );
}
