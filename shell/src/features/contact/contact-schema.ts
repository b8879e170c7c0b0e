import * as v from 'valibot';
import {
  contactMessageSchema,
  contactSubjectSchema,
  emailSchema,
  optionalPhoneSchema,
  personNameSchema,
} from '@utsav/shared/validation/rules';

// The shared rules, which the database's checks of contact_messages follow too (the
// fixtures test holds both to the same verdicts), worded with the contact page's messages.
const message = (name: string) => `shell:contact.errors.${name}`;

export const contactSchema = v.object({
  name: personNameSchema({ required: message('nameRequired'), tooShort: message('nameLength'), tooLong: message('nameLength') }),
  email: emailSchema({ required: message('emailRequired'), invalid: message('emailInvalid') }),
  phone: optionalPhoneSchema({ invalid: message('phoneInvalid') }),
  subject: contactSubjectSchema({ tooLong: message('subjectLength') }),
  message: contactMessageSchema({ required: message('messageRequired'), tooShort: message('messageShort'), tooLong: message('messageLong') }),
});

/** The contact form's fields, as typed. */
export type ContactForm = v.InferInput<typeof contactSchema>;
export type ContactField = keyof ContactForm;
/** The row rpc('send_contact_message') takes: trimmed, the phone canonical, empty optional fields null. */
export type ContactRow = v.InferOutput<typeof contactSchema>;

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };
