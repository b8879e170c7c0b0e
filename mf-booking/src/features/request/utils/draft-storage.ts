import { EMPTY_REQUEST, type RequestValues } from './request-schema';
import type { RequestTarget } from './booking-target';

/**
 * The form's draft, per user and per service or bundle, in this tab's session storage: kept
 * across a reload or a failed submit, gone with the tab, cleared once the booking is made or
 * the request is cancelled. Storage may be blocked (private mode): the form then works without.
 */
export const draftKey = (userId: string, target: RequestTarget) => `utsav.booking.draft.${userId}.${target.kind}.${target.id}`;

export function loadDraft(userId: string, target: RequestTarget): RequestValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey(userId, target)) ?? 'null') as Partial<RequestValues> | null;
    if (!saved || typeof saved !== 'object') return EMPTY_REQUEST;
    const pick = (name: keyof RequestValues) => (typeof saved[name] === 'string' ? saved[name] : EMPTY_REQUEST[name]);
    return {
      eventDate: pick('eventDate'),
      eventTime: pick('eventTime'),
      guestCount: pick('guestCount'),
      venueAddress: pick('venueAddress'),
      specialRequirements: pick('specialRequirements'),
    };
  } catch {
    return EMPTY_REQUEST;
  }
}

export function saveDraft(userId: string, target: RequestTarget, values: Partial<RequestValues>): void {
  try {
    sessionStorage.setItem(draftKey(userId, target), JSON.stringify(values));
  } catch {
    /* storage blocked or full: the form still holds what was typed */
  }
}

export function clearDraft(userId: string, target: RequestTarget): void {
  try {
    sessionStorage.removeItem(draftKey(userId, target));
  } catch {
    /* nothing was kept */
  }
}
