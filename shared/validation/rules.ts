import * as v from 'valibot';

/**
 * One schema per validation rule, shared by every form and mirrored in SQL (sqlrules: one
 * domain or function per rule). `fixtures.json` beside this file holds the strings both sides
 * must judge alike; a test runs them through these schemas, a backend test through SQL.
 *
 * valibot, not zod: what our forms import weighs 2.1 kB gzipped with valibot, 6.1 kB with
 * zod/mini and 92.6 kB with zod's classic API (esbuild, minified, gzip -9; measured for
 * issue 12).
 *
 * fixtures.json: per rule, `valid` and `invalid` inputs as a person types them, and
 * `normalised` (input -> value stored). Both sides first apply the rule's normalisation
 * (phone: drop spaces, dashes, dots and brackets; texts: trim spaces, tabs and line breaks),
 * then judge.
 *
 * Each message is an i18n key with its namespace (`errors:validation.phoneInvalid`); a form
 * with its own wording passes its keys instead. Lengths interpolate from LIMITS
 * (`{{max}}` and friends, see `limitParams`).
 *
 * Lengths count code points, as SQL's char_length does (not UTF-16 units: an emoji is one).
 * Texts are trimmed of spaces, tabs and line breaks before they are judged and stored
 * (SQL: btrim(x, E' \t\r\n')).
 */

export const LIMITS = {
  personName: { min: 2, max: 120 },
  city: { min: 2, max: 80 },
  email: { max: 254 },
  contactSubject: { min: 1, max: 200 },
  contactMessage: { min: 10, max: 5000 },
  /** A message to a provider (messages.body, migration 0010). */
  providerMessage: { min: 1, max: 4000 },
  /** A review's comment (reviews.comment, migrations 0007 and 0023); optional. */
  reviewComment: { min: 1, max: 2000 },
  password: { min: 8, maxBytes: 72 },
} as const;

export type Messages<K extends string> = Partial<Record<K, string>>;

const key = (name: string) => `errors:validation.${name}`;

/** Code points, as SQL's char_length counts them. */
export const codePointLength = (value: string) => [...value].length;

const trimText = (value: string) => value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');

// ---------------------------------------------------------------- Indian mobile number

/** What people type inside a phone number that is not part of it: spaces, dashes, dots, brackets. */
const PHONE_SEPARATORS = /[\s().-]/g;
/** +91, 91 or a leading 0 (the trunk prefix), then ten digits starting 6 to 9. ASCII digits only. */
const INDIAN_MOBILE = /^(?:\+91|91|0)?[6-9][0-9]{9}$/;

export const stripPhoneSeparators = (value: string) => value.replace(PHONE_SEPARATORS, '');

export const isIndianMobile = (value: string) => INDIAN_MOBILE.test(stripPhoneSeparators(value));

/**
 * The one canonical form of an Indian mobile number: `+91` and the ten digits
 * ("098765 43210", "+91 (98765) 43-210" and "919876543210" all give "+919876543210").
 * Null when the value is not an Indian mobile number.
 */
export function normaliseIndianMobile(value: string): string | null {
  const digits = stripPhoneSeparators(value);
  return INDIAN_MOBILE.test(digits) ? `+91${digits.slice(-10)}` : null;
}

type PhoneMessages = Messages<'required' | 'invalid'>;

/** A required mobile number; the output is canonical (`+91XXXXXXXXXX`). */
export const phoneSchema = (messages: PhoneMessages = {}) =>
  v.pipe(
    v.string(),
    v.transform(stripPhoneSeparators),
    v.nonEmpty(messages.required ?? key('phoneRequired')),
    v.check((value) => INDIAN_MOBILE.test(value), messages.invalid ?? key('phoneInvalid')),
    v.transform((value) => `+91${value.slice(-10)}`),
  );

/** The same when the field may stay empty: the output is null then. */
export const optionalPhoneSchema = (messages: Omit<PhoneMessages, 'required'> = {}) =>
  v.pipe(
    v.string(),
    v.transform(stripPhoneSeparators),
    v.check((value) => value === '' || INDIAN_MOBILE.test(value), messages.invalid ?? key('phoneInvalid')),
    v.transform((value) => (value ? `+91${value.slice(-10)}` : null)),
  );

// ---------------------------------------------------------------- Email

/** The pattern of contact_messages.email (migration 0011); the auth server checks its own too. */
const EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const isEmail = (value: string) => {
  const email = trimText(value);
  return email.length <= LIMITS.email.max && EMAIL.test(email);
};

export const emailSchema = (messages: Messages<'required' | 'invalid'> = {}) =>
  v.pipe(
    v.string(),
    v.transform(trimText),
    v.nonEmpty(messages.required ?? key('emailRequired')),
    v.check(isEmail, messages.invalid ?? key('emailInvalid')),
  );

// ---------------------------------------------------------------- Texts with lengths

type TextMessages = Messages<'required' | 'tooShort' | 'tooLong'>;

interface TextRule {
  min: number;
  max: number;
}

const textSchema = ({ min, max }: TextRule, messages: TextMessages) =>
  v.pipe(
    v.string(),
    v.transform(trimText),
    v.nonEmpty(messages.required ?? key('textRequired')),
    v.check((value) => codePointLength(value) >= min, messages.tooShort ?? key('textTooShort')),
    v.check((value) => codePointLength(value) <= max, messages.tooLong ?? key('textTooLong')),
  );

/** An optional text: empty (after trimming) gives null, anything else follows the rule. */
const optionalTextSchema = ({ min, max }: TextRule, messages: Omit<TextMessages, 'required'>) =>
  v.pipe(
    v.string(),
    v.transform(trimText),
    v.check((value) => value === '' || codePointLength(value) >= min, messages.tooShort ?? key('textTooShort')),
    v.check((value) => codePointLength(value) <= max, messages.tooLong ?? key('textTooLong')),
    v.transform((value) => value || null),
  );

/** Whether a text follows a length rule once trimmed: what SQL's checks decide. */
export const fitsLength = ({ min, max }: TextRule, value: string) => {
  const length = codePointLength(trimText(value));
  return length >= min && length <= max;
};

export const personNameSchema = (messages: TextMessages = {}) =>
  textSchema(LIMITS.personName, {
    required: key('nameRequired'),
    tooShort: key('nameTooShort'),
    tooLong: key('nameTooLong'),
    ...messages,
  });

/** A review's optional comment: blank gives null. */
export const optionalReviewCommentSchema = (messages: Omit<TextMessages, 'required'> = {}) => optionalTextSchema(LIMITS.reviewComment, messages);

export const optionalCitySchema = (messages: Omit<TextMessages, 'required'> = {}) =>
  optionalTextSchema(LIMITS.city, { tooShort: key('cityInvalid'), tooLong: key('cityInvalid'), ...messages });

export const contactSubjectSchema = (messages: Omit<TextMessages, 'required'> = {}) =>
  optionalTextSchema(LIMITS.contactSubject, messages);

export const contactMessageSchema = (messages: TextMessages = {}) => textSchema(LIMITS.contactMessage, messages);

export const providerMessageSchema = (messages: TextMessages = {}) => textSchema(LIMITS.providerMessage, messages);

// ---------------------------------------------------------------- Passwords (checked by the auth server, not SQL)

type PasswordMessages = Messages<'required' | 'weak' | 'tooLong'>;

/** At least 8 characters with an upper-case letter, a lower-case letter and a digit; at most 72 bytes (bcrypt reads no more). */
export const newPasswordSchema = (messages: PasswordMessages = {}) =>
  v.pipe(
    v.string(),
    v.nonEmpty(messages.required ?? key('passwordRequired')),
    v.check((value) => new TextEncoder().encode(value).length <= LIMITS.password.maxBytes, messages.tooLong ?? key('passwordTooLong')),
    v.check(
      (value) => value.length >= LIMITS.password.min && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value),
      messages.weak ?? key('passwordWeak'),
    ),
  );

/** A password being typed to sign in or confirm: only required, the server judges the rest. */
export const currentPasswordSchema = (messages: Messages<'required'> = {}) =>
  v.pipe(v.string(), v.nonEmpty(messages.required ?? key('passwordRequired')));

/**
 * For an object schema with `password` and `confirmPassword`: the confirmation must equal the
 * password, reported on `confirmPassword` even when the password itself is refused.
 * Use as `v.pipe(v.object({...}), confirmationMatches())`.
 */
export function confirmationMatches<T extends { password: string; confirmPassword: string }>(messages: Messages<'mismatch'> = {}) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    // Runs even when another field was refused; an empty confirmation has its own message.
    const input = dataset.value as Partial<T>;
    if (!input.confirmPassword || input.password === input.confirmPassword) return;
    addIssue({
      message: messages.mismatch ?? key('confirmMismatch'),
      path: [{ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: 'confirmPassword', value: input.confirmPassword }],
    });
  });
}

/** The interpolation values every validation message may use ({{max}}, {{min}} per rule). */
export const limitParams = (rule: keyof typeof LIMITS) => ({ ...LIMITS[rule] });

/**
 * Each rule as the fixtures name it, in its required form (an optional field's emptiness is
 * the form's business). `v.safeParse(ruleSchemas.phone, input)` gives the verdict and, when
 * valid, the value stored: what SQL must agree with (shared/validation/fixtures.json).
 */
export const ruleSchemas = {
  phone: phoneSchema(),
  email: emailSchema(),
  personName: personNameSchema(),
  city: textSchema(LIMITS.city, {}),
  contactSubject: textSchema(LIMITS.contactSubject, {}),
  contactMessage: contactMessageSchema(),
  providerMessage: providerMessageSchema(),
};

export type RuleName = keyof typeof ruleSchemas;
