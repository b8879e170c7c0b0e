import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  type BookingStatusRecord,
  canTake,
  hasReached,
  holdsSlot,
  isCalledOff,
  isBookingStatus,
  isFinalStatus,
  statusPosition,
} from '@utsav/shared/supabase/booking-graph';

describe('the booking graph read from the database', () => {
  it('knows the pay-first statuses and not the deleted `accepted` (0034)', () => {
    expect(BOOKING_STATUSES[0]).toBe('held');
    expect(isBookingStatus('confirmed')).toBe(true);
    expect(isBookingStatus('accepted')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });

  it('says which statuses are final and which keep the slot', () => {
    expect(BOOKING_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'declined', 'expired', 'payment_expired', 'cancelled_by_customer', 'cancelled_by_provider']);
    expect(BOOKING_STATUSES.filter(holdsSlot)).toEqual(['held', 'requested', 'confirmed', 'completed']);
    expect(isFinalStatus('on_hold_for_ever')).toBe(false);
    expect(holdsSlot('on_hold_for_ever')).toBe(false);
  });

  it('tells a booking called off from one that took place or still may', () => {
    expect(BOOKING_STATUSES.filter(isCalledOff)).toEqual(['declined', 'expired', 'payment_expired', 'cancelled_by_customer', 'cancelled_by_provider']);
    expect(BOOKING_STATUSES.filter((status) => hasReached(status, 'confirmed'))).toEqual(['confirmed', 'completed']);
    expect(BOOKING_STATUSES.filter((status) => hasReached(status, 'requested'))).toEqual(['requested', 'confirmed', 'completed']);
    expect(hasReached('on_hold_for_ever', 'held')).toBe(false);
  });

  it('orders statuses on the timeline, an unknown one last', () => {
    expect(statusPosition('held')).toBeLessThan(statusPosition('requested'));
    expect(statusPosition('requested')).toBeLessThan(statusPosition('confirmed'));
    expect(statusPosition('on_hold_for_ever')).toBeGreaterThan(statusPosition('cancelled_by_provider'));
  });

  it('lets the customer cancel until the booking is over, and nothing else', () => {
    expect(actionsFor('customer', 'held')).toEqual(['cancelled_by_customer']);
    expect(actionsFor('customer', 'requested')).toEqual(['cancelled_by_customer']);
    expect(actionsFor('customer', 'confirmed')).toEqual(['cancelled_by_customer']);
    expect(canTake('customer', 'requested', 'confirmed')).toBe(false);
  });

  it('gives the provider accept and decline on a request, complete and cancel once confirmed, nothing on a hold', () => {
    expect(actionsFor('provider', 'held')).toEqual([]);
    expect(actionsFor('provider', 'requested')).toEqual(['confirmed', 'declined']);
    expect(actionsFor('provider', 'confirmed')).toEqual(['completed', 'cancelled_by_provider']);
    expect(canTake('provider', 'confirmed', 'cancelled_by_customer')).toBe(false);
  });

  it('lets the system and an admin take the edges no party may, such as expiring a request', () => {
    expect(canTake('system', 'requested', 'expired')).toBe(true);
    expect(canTake('customer', 'requested', 'expired')).toBe(false);
    expect(canTake('provider', 'requested', 'expired')).toBe(false);
    expect(actionsFor('admin', 'requested')).toEqual(['confirmed', 'declined', 'expired', 'cancelled_by_customer']);
    expect(canTake('admin', 'held', 'confirmed')).toBe(false);
  });

  it('offers nobody an edge out of a final or unknown status', () => {
    for (const role of [...BOOKING_ACTORS, 'admin'] as const) {
      for (const status of BOOKING_STATUSES.filter(isFinalStatus)) expect(actionsFor(role, status), `${role} from ${status}`).toEqual([]);
      expect(actionsFor(role, 'on_hold_for_ever')).toEqual([]);
    }
  });

  it('makes a record per status name every status', () => {
    // @ts-expect-error: a record that forgets a status does not compile.
    const partial: BookingStatusRecord<number> = { held: 1 };
    expect(Object.keys(partial)).toEqual(['held']);
  });
});
