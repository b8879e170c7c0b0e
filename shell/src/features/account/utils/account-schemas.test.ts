import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APP_FORM_OPTIONS } from '@utsav/shared/forms/use-app-form';
import { changePasswordSchema, personalInfoSchema, registrationSchema } from './account-schemas';

/** Each field's first message, as the form shows it. */
function messages(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    found[path] ??= issue.message;
  }
  return found;
}

describe('account schemas', () => {
  it('report every registration problem at once, each against its field', () => {
    expect(messages(registrationSchema, { email: 'not-an-email', password: 'weak', confirmPassword: 'other', fullName: ' ', phone: '12345', consent: false })).toEqual({
      email: 'account:errors.emailInvalid',
      password: 'account:errors.passwordWeak',
      confirmPassword: 'account:errors.confirmMismatch',
      fullName: 'account:errors.fullNameRequired',
      phone: 'account:errors.phoneInvalid',
      consent: 'account:errors.consentRequired',
    });
  });

  it('report the mismatch beside the others when a form runs them (resolver with the forms\' options)', async () => {
    const resolver = valibotResolver(registrationSchema);
    const input = { email: 'asha@', password: 'password', confirmPassword: 'passw0rd', fullName: 'A', phone: '12345 67890', consent: true };
    const { errors } = await resolver(input, undefined, { criteriaMode: APP_FORM_OPTIONS.criteriaMode, fields: {}, shouldUseNativeValidation: false });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      email: 'account:errors.emailInvalid',
      password: 'account:errors.passwordWeak',
      confirmPassword: 'account:errors.confirmMismatch',
      fullName: 'account:errors.fullNameShort',
      phone: 'account:errors.phoneInvalid',
    });
  });

  it('hand sign-up trimmed values and the canonical phone number', () => {
    expect(
      v.parse(registrationSchema, { email: ' asha@example.in ', password: 'Utsav@123', confirmPassword: 'Utsav@123', fullName: ' Asha Rao ', phone: '+91 (98765) 43-210', consent: true }),
    ).toEqual({ email: 'asha@example.in', password: 'Utsav@123', confirmPassword: 'Utsav@123', fullName: 'Asha Rao', phone: '+919876543210', consent: true });
  });

  it('ask for a strong password of at most 72 bytes', () => {
    const check = (password: string) => messages(changePasswordSchema(false), { current: '', password, confirmPassword: password }).password;
    expect(check('Utsav@123')).toBeUndefined();
    expect(check('Short1A')).toBe('account:errors.passwordWeak');
    expect(check('NoDigitsHere')).toBe('account:errors.passwordWeak');
    expect(check('')).toBe('account:errors.passwordRequired');
    expect(check(`Aa1${'x'.repeat(70)}`)).toBe('account:errors.passwordLong');
  });

  it('ask for the current password only when the account has one', () => {
    const input = { current: '', password: 'Utsav@123', confirmPassword: 'Utsav@123' };
    expect(messages(changePasswordSchema(true), input)).toEqual({ current: 'account:errors.currentPasswordRequired' });
    expect(messages(changePasswordSchema(false), input)).toEqual({});
  });

  it('store an empty optional phone and city as null', () => {
    expect(v.parse(personalInfoSchema, { fullName: 'Asha', phone: ' ', city: '  ', preferredLanguage: 'ta' })).toEqual({
      fullName: 'Asha',
      phone: null,
      city: null,
      preferredLanguage: 'ta',
    });
    expect(messages(personalInfoSchema, { fullName: 'Asha', phone: '5876543210', city: 'X', preferredLanguage: 'ta' })).toEqual({
      phone: 'account:errors.phoneInvalid',
      city: 'account:errors.cityInvalid',
    });
  });
});
