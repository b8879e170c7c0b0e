import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, toContactRow, validateContact, type ContactForm } from './contact-validation';

const valid: ContactForm = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.in',
  phone: '',
  subject: '',
  message: 'Do you have function halls in Mysuru for 300 guests?',
};

describe('contact form validation', () => {
  it('accepts a complete message, with or without the optional fields', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '+91 98123 45678', subject: 'Hall booking' })).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(validateContact(EMPTY_CONTACT_FORM)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      message: 'messageRequired',
    });
  });

  it.each([
    [{ name: 'R' }, 'name', 'nameLength'],
    [{ name: '   ' }, 'name', 'nameRequired'],
    [{ email: 'ravi@' }, 'email', 'emailInvalid'],
    [{ email: 'ravi kumar@example.in' }, 'email', 'emailInvalid'],
    [{ phone: '12345' }, 'phone', 'phoneInvalid'],
    [{ phone: '5812345678' }, 'phone', 'phoneInvalid'],
    [{ subject: 'x'.repeat(201) }, 'subject', 'subjectLength'],
    [{ message: 'Hello' }, 'message', 'messageShort'],
    [{ message: 'x'.repeat(5001) }, 'message', 'messageLong'],
  ] as const)('%o → %s: %s', (patch, field, error) => {
    expect(validateContact({ ...valid, ...patch })).toEqual({ [field]: error });
  });

  it('accepts Indian mobiles as people type them', () => {
    for (const phone of ['9812345678', '+919812345678', '919812345678', '98123-45678', '(+91) 98123 45678']) {
      expect(validateContact({ ...valid, phone })).toEqual({});
    }
  });

  it('sends trimmed values, with empty optional fields as null', () => {
    expect(toContactRow({ ...valid, name: '  Ravi Kumar ', phone: '98123 45678', subject: '  ' })).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      phone: '9812345678',
      subject: null,
      message: valid.message,
    });
  });
});
