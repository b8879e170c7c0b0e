import * as v from 'valibot';
import { codePointLength } from '@utsav/shared/validation/rules';

/** special_requirements' limit (0034's check); the venue's address, a few lines at most. */
export const REQUEST_LIMITS = { specialRequirements: 2000, venueAddress: { min: 5, max: 500 } } as const;

/** What the form holds, as typed (all text: a number field is a string until it is judged). */
export interface RequestValues {
  eventDate: string;
  eventTime: string;
  guestCount: string;
  venueAddress: string;
  specialRequirements: string;
}

export const EMPTY_REQUEST: RequestValues = { eventDate: '', eventTime: '', guestCount: '', venueAddress: '', specialRequirements: '' };

/** What the rules depend on, known once the offer, its quote and its calendar have loaded. */
export interface RequestRules {
  /** The first and last dates the calendar offers (`YYYY-MM-DD`). */
  minDate: string;
  maxDate: string;
  /** Days the service cannot take, with why (`blocked`, `full`, `too_soon`). */
  unavailable: ReadonlyMap<string, string>;
  minGuests: number | null;
  maxGuests: number | null;
  venueRequired: boolean;
}

const trim = (value: string) => value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
const messages = (name: string) => `booking:form.errors.${name}`;

/** The message key for a date the calendar knows is unavailable. */
export const unavailableMessage = (reason: string) =>
  messages(reason === 'full' ? 'dateFull' : reason === 'too_soon' ? 'dateTooSoon' : 'dateBlocked');

/** The request's rules as far as the page knows them (0034's checks); the server still has the last word. */
export const requestSchema = (rules: RequestRules) =>
  v.object({
    eventDate: v.pipe(
      v.string(),
      v.nonEmpty(messages('dateRequired')),
      v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), messages('dateInvalid')),
      v.check((value) => value >= rules.minDate, messages('datePast')),
      v.check((value) => value <= rules.maxDate, messages('dateTooFar')),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const reason = rules.unavailable.get(dataset.value);
        if (reason) addIssue({ message: unavailableMessage(reason) });
      }),
    ),
    eventTime: v.pipe(v.string(), v.nonEmpty(messages('timeRequired')), v.regex(/^\d{2}:\d{2}(:\d{2})?$/, messages('timeRequired'))),
    guestCount: v.pipe(
      v.string(),
      v.transform(trim),
      v.nonEmpty(messages('guestsRequired')),
      v.regex(/^\d+$/, messages('guestsWhole')),
      v.transform(Number),
      v.check((value) => value >= Math.max(1, rules.minGuests ?? 1), messages('guestsBelowMin')),
      v.check((value) => rules.maxGuests === null || value <= rules.maxGuests!, messages('guestsAboveMax')),
    ),
    venueAddress: v.pipe(
      v.string(),
      v.transform(trim),
      v.check((value) => !rules.venueRequired || value.length > 0, messages('venueRequired')),
      v.check((value) => value === '' || codePointLength(value) >= REQUEST_LIMITS.venueAddress.min, messages('venueTooShort')),
      v.check((value) => codePointLength(value) <= REQUEST_LIMITS.venueAddress.max, messages('venueTooLong')),
    ),
    specialRequirements: v.pipe(
      v.string(),
      v.transform(trim),
      v.check((value) => codePointLength(value) <= REQUEST_LIMITS.specialRequirements, messages('requirementsTooLong')),
    ),
  });

export type RequestOutput = v.InferOutput<ReturnType<typeof requestSchema>>;
