import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST, requestSchema, type RequestRules } from './request-schema';

const rules: RequestRules = {
  minDate: '2026-11-28',
  maxDate: '2027-11-28',
  unavailable: new Map([['2026-12-05', 'full']]),
  minGuests: 50,
  maxGuests: 300,
  venueRequired: true,
};
const schema = requestSchema(rules);
const valid = { eventDate: '2026-12-06', eventTime: '18:00', guestCount: ' 120 ', venueAddress: ' 12 MG Road ', specialRequirements: '' };
/** Each field's first message: the one the form shows. */
const issues = (input: object) =>
  Object.fromEntries((v.safeParse(schema, { ...valid, ...input }).issues ?? []).reverse().map((issue) => [v.getDotPath(issue), issue.message]));

describe('requestSchema', () => {
  it('gives numbers and trimmed texts for a good request', () => {
    expect(v.parse(schema, valid)).toEqual({ ...valid, guestCount: 120, venueAddress: '12 MG Road' });
  });

  it('says what is wrong with each field', () => {
    expect(issues(EMPTY_REQUEST)).toEqual({
      eventDate: 'booking:form.errors.dateRequired',
      eventTime: 'booking:form.errors.timeRequired',
      guestCount: 'booking:form.errors.guestsRequired',
      venueAddress: 'booking:form.errors.venueRequired',
    });
    expect(issues({ eventDate: '2026-11-27' }).eventDate).toBe('booking:form.errors.datePast');
    expect(issues({ eventDate: '2026-12-05' }).eventDate).toBe('booking:form.errors.dateFull');
    expect(issues({ guestCount: '12.5' }).guestCount).toBe('booking:form.errors.guestsWhole');
    expect(issues({ guestCount: '20' }).guestCount).toBe('booking:form.errors.guestsBelowMin');
    expect(issues({ guestCount: '301' }).guestCount).toBe('booking:form.errors.guestsAboveMax');
    expect(issues({ venueAddress: ' MG ' }).venueAddress).toBe('booking:form.errors.venueTooShort');
    expect(issues({ venueAddress: 'x'.repeat(501) }).venueAddress).toBe('booking:form.errors.venueTooLong');
    expect(issues({ specialRequirements: 'अ'.repeat(2001) }).specialRequirements).toBe('booking:form.errors.requirementsTooLong');
    expect(issues({ specialRequirements: 'अ'.repeat(2000) }).specialRequirements).toBeUndefined();
  });

  it('asks no address of a function hall (the venue is the hall)', () => {
    const hall = requestSchema({ ...rules, venueRequired: false });
    expect(v.safeParse(hall, { ...valid, venueAddress: '' }).success).toBe(true);
  });
});
