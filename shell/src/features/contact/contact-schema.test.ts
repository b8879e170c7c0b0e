import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, contactSchema, type ContactForm } from './contact-schema';

const valid: ContactForm = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.in',
  phone: '',
  subject: '',
  message: 'Do you have function halls in Mysuru for 300 guests?',
};

/** Each field's first message, as the form shows it. */
function messages(input: ContactForm) {
  const result = v.safeParse(contactSchema, input);
  const found: Record<string, string> = {};
  for (const issue of result.issues ?? []) found[v.getDotPath(issue) ?? ''] ??= issue.message.replace('shell:contact.errors.', '');
  return found;
}

describe('contact form schema', () => {
  it('accepts a complete message, with or without the optional fields', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, phone: '+91 98123 45678', subject: 'Hall booking' })).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(messages(EMPTY_CONTACT_FORM)).toEqual({ name: 'nameRequired', email: 'emailRequired', message: 'messageRequired' });
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
    expect(messages({ ...valid, ...patch })).toEqual({ [field]: error });
  });

  it('sends trimmed values, the phone number canonical and empty optional fields as null', () => {
    expect(v.parse(contactSchema, { ...valid, name: '  Ravi Kumar ', phone: '(+91) 98123-45678', subject: '  ' })).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      phone: '+919812345678',
      subject: null,
      message: valid.message,
    });
  });
});
