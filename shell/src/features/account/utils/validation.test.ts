import { describe, expect, it } from 'vitest';
import { normalisePhone, validateNewPassword, validatePhone, validateRegistration } from './validation';

describe('registration checks', () => {
  it.each(['9876543210', '+919876543210', '919876543210', '98765 43210', '+91 98765-43210', '6000000000'])('accepts the Indian mobile %s', (phone) => {
    expect(validatePhone(phone, { required: true })).toBeUndefined();
  });

  it.each(['5876543210', '987654321', '98765432101', '+1 415 555 0100', 'phone', '+92 9876543210'])('refuses %s', (phone) => {
    expect(validatePhone(phone, { required: true })).toBe('errors.phoneInvalid');
  });

  it('strips the separators people type', () => {
    expect(normalisePhone('+91 (98765) 43-210')).toBe('+919876543210');
  });

  it('asks for a strong password', () => {
    expect(validateNewPassword('Utsav@123')).toBeUndefined();
    expect(validateNewPassword('Short1A')).toBe('errors.passwordWeak');
    expect(validateNewPassword('alllowercase1')).toBe('errors.passwordWeak');
    expect(validateNewPassword('ALLUPPERCASE1')).toBe('errors.passwordWeak');
    expect(validateNewPassword('NoDigitsHere')).toBe('errors.passwordWeak');
    expect(validateNewPassword('')).toBe('errors.passwordRequired');
    expect(validateNewPassword(`Aa1${'x'.repeat(70)}`)).toBe('errors.passwordLong');
  });

  it('reports every problem at once, each against its field', () => {
    expect(
      validateRegistration({ email: 'not-an-email', password: 'weak', confirmPassword: 'other', fullName: ' ', phone: '12345' }),
    ).toEqual({
      email: 'errors.emailInvalid',
      password: 'errors.passwordWeak',
      confirmPassword: 'errors.confirmMismatch',
      fullName: 'errors.fullNameRequired',
      phone: 'errors.phoneInvalid',
    });
    expect(
      validateRegistration({ email: 'asha@example.in', password: 'Utsav@123', confirmPassword: 'Utsav@123', fullName: 'Asha Rao', phone: '9876543210' }),
    ).toEqual({});
  });
});
