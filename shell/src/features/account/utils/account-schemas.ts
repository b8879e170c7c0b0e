import * as v from 'valibot';
import {
  confirmationMatches,
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  optionalCitySchema,
  optionalPhoneSchema,
  personNameSchema,
  phoneSchema,
} from '@utsav/shared/validation/rules';

// The account forms' schemas: the shared rules (the same as the database's checks, so a
// message appears beside the field before the server would refuse the value), worded with
// the `account` namespace's messages.

const email = () => emailSchema({ required: 'account:errors.emailRequired', invalid: 'account:errors.emailInvalid' });
const password = () => currentPasswordSchema({ required: 'account:errors.passwordRequired' });
const newPassword = () =>
  newPasswordSchema({ required: 'account:errors.passwordRequired', weak: 'account:errors.passwordWeak', tooLong: 'account:errors.passwordLong' });
const fullName = () =>
  personNameSchema({
    required: 'account:errors.fullNameRequired',
    tooShort: 'account:errors.fullNameShort',
    tooLong: 'account:errors.fullNameLong',
  });
const confirmation = () => v.pipe(v.string(), v.nonEmpty('account:errors.confirmRequired'));

const MISMATCH = { mismatch: 'account:errors.confirmMismatch' };

export const signInSchema = v.object({ email: email(), password: password() });

export const emailOnlySchema = v.object({ email: email() });

/** Signing in by phone: an Indian mobile number, sent on as `+91XXXXXXXXXX`. */
export const phoneSignInSchema = v.object({
  phone: phoneSchema({ required: 'account:errors.phoneRequired', invalid: 'account:errors.phoneInvalid' }),
});

/** The texted code: six ASCII digits (the auth server's OTP length); spaces a keyboard or paste adds are dropped. */
export const otpCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\s/g, '')),
    v.nonEmpty('account:errors.codeRequired'),
    v.regex(/^[0-9]{6}$/, 'account:errors.codeInvalid'),
  ),
});

export const registrationSchema = v.pipe(
  v.object({
    fullName: fullName(),
    email: email(),
    phone: phoneSchema({ required: 'account:errors.phoneRequired', invalid: 'account:errors.phoneInvalid' }),
    password: newPassword(),
    confirmPassword: confirmation(),
    // The Terms and the Privacy Policy: consent under the DPDP Act must be a clear, affirmative act.
    consent: v.pipe(v.boolean(), v.value(true, 'account:errors.consentRequired')),
  }),
  confirmationMatches(MISMATCH),
);
export type RegistrationValues = v.InferInput<typeof registrationSchema>;
/** What sign-up sends: trimmed, the phone number canonical. */
export type Registration = v.InferOutput<typeof registrationSchema>;

export const newPasswordFormSchema = v.pipe(v.object({ password: newPassword(), confirmPassword: confirmation() }), confirmationMatches(MISMATCH));

/** Changing the password asks for the current one when the account has one (not a Google-only account). */
export const changePasswordSchema = (hasPassword: boolean) =>
  v.pipe(
    v.object({
      current: hasPassword ? currentPasswordSchema({ required: 'account:errors.currentPasswordRequired' }) : v.string(),
      password: newPassword(),
      confirmPassword: confirmation(),
    }),
    confirmationMatches(MISMATCH),
  );

export const personalInfoSchema = v.object({
  fullName: fullName(),
  phone: optionalPhoneSchema({ invalid: 'account:errors.phoneInvalid' }),
  city: optionalCitySchema({ tooShort: 'account:errors.cityInvalid', tooLong: 'account:errors.cityInvalid' }),
  preferredLanguage: v.string(),
});
export type PersonalInfoValues = v.InferInput<typeof personalInfoSchema>;
