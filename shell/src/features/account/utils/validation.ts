// Client-side checks mirror the database's CHECK constraints (0001_profiles.sql), so a
// message appears beside the field before the server would refuse the same value.
// Each returns the `account` translation key of the problem, or undefined when fine.

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Optional +91 / 91, then ten digits starting 6–9 (the same pattern as profiles.phone).
const INDIAN_MOBILE_RE = /^\+?(91)?[6-9][0-9]{9}$/;

export const PASSWORD_MIN_LENGTH = 8;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'errors.emailRequired';
  if (!EMAIL_RE.test(email)) return 'errors.emailInvalid';
  return undefined;
}

/** Spaces, dashes, dots and brackets people type in phone numbers are dropped. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export function validatePhone(value: string, { required }: { required: boolean }): string | undefined {
  const phone = normalisePhone(value);
  if (!phone) return required ? 'errors.phoneRequired' : undefined;
  if (!INDIAN_MOBILE_RE.test(phone)) return 'errors.phoneInvalid';
  return undefined;
}

export function validateFullName(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'errors.fullNameRequired';
  if (name.length < 2) return 'errors.fullNameShort';
  if (name.length > 120) return 'errors.fullNameLong';
  return undefined;
}

export function validateCity(value: string): string | undefined {
  const city = value.trim();
  if (!city) return undefined;
  if (city.length < 2 || city.length > 80) return 'errors.cityInvalid';
  return undefined;
}

/** At least 8 characters with an upper-case letter, a lower-case letter and a digit. */
export function validateNewPassword(value: string): string | undefined {
  if (!value) return 'errors.passwordRequired';
  // bcrypt reads 72 bytes; the auth server refuses longer ones.
  if (new TextEncoder().encode(value).length > 72) return 'errors.passwordLong';
  if (value.length < PASSWORD_MIN_LENGTH || !/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/[0-9]/.test(value)) {
    return 'errors.passwordWeak';
  }
  return undefined;
}

export function validateConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'errors.confirmRequired';
  if (password !== confirmation) return 'errors.confirmMismatch';
  return undefined;
}

export interface RegistrationInput {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  phone: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function validateRegistration(input: RegistrationInput): FieldErrors<RegistrationInput> {
  const errors: FieldErrors<RegistrationInput> = {
    email: validateEmail(input.email),
    password: validateNewPassword(input.password),
    confirmPassword: validateConfirmation(input.password, input.confirmPassword),
    fullName: validateFullName(input.fullName),
    phone: validatePhone(input.phone, { required: true }),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<RegistrationInput>;
}
