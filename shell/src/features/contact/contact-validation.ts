/** The contact form's fields, as typed. */
export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactForm;
/** Each error is a translation key under `contact.errors`. */
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };

// The same rules as the CHECK constraints of contact_messages (migration 0011); the database
// refuses whatever slips past these.
const EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
const INDIAN_MOBILE = /^\+?(91)?[6-9][0-9]{9}$/;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** Spaces, dashes and brackets people type in phone numbers are not part of the number. */
export const normalisePhone = (phone: string) => phone.replace(/[\s\-()]/g, '');

export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length < 2 || name.length > 120) errors.name = 'nameLength';

  const email = form.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = 'emailInvalid';

  const phone = normalisePhone(form.phone);
  if (phone && !INDIAN_MOBILE.test(phone)) errors.phone = 'phoneInvalid';

  if (form.subject.trim().length > 200) errors.subject = 'subjectLength';

  const message = form.message.trim();
  if (!message) errors.message = 'messageRequired';
  else if (message.length < MESSAGE_MIN) errors.message = 'messageShort';
  else if (message.length > MESSAGE_MAX) errors.message = 'messageLong';
  return errors;
}

/** The row to insert: trimmed, optional fields null when empty. */
export function toContactRow(form: ContactForm) {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: normalisePhone(form.phone) || null,
    subject: form.subject.trim() || null,
    message: form.message.trim(),
  };
}
