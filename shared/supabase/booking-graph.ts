// The booking graph as the apps ask it: is this status final, may this person take this edge,
// what can they do now; and the booking limits (how far ahead, how long a hold). The rows and
// numbers are generated from the database (booking-graph.generated.ts, `pnpm db:types`), the
// same ones private.guard_booking enforces, so a button the UI offers is an edge the database
// takes, and a migration that changes the graph or a limit changes the UI with it.
import {
  BOOKING_ACTORS,
  BOOKING_LIMITS,
  BOOKING_STATUS_ROWS,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingActor,
  type BookingStatus,
} from '@utsav/shared/supabase/booking-graph.generated';

export { BOOKING_ACTORS, BOOKING_LIMITS, BOOKING_STATUSES, type BookingActor, type BookingStatus };

/**
 * Who acts on a booking: one of the graph's actors, or an admin, who may take every edge the
 * graph has (support acting for a party, as the guard allows).
 */
export type BookingRole = BookingActor | 'admin';

/** One value per status: a status added to or dropped from the database fails typecheck until every record follows. */
export type BookingStatusRecord<T> = Record<BookingStatus, T>;

type Edge = readonly [BookingStatus, BookingStatus];
const EVERY_EDGE: readonly Edge[] = Object.values(BOOKING_TRANSITIONS).flat();
const edgesOf = (role: BookingRole): readonly Edge[] => (role === 'admin' ? EVERY_EDGE : BOOKING_TRANSITIONS[role]);

export const isBookingStatus = (value: string | null | undefined): value is BookingStatus =>
  (BOOKING_STATUSES as readonly (string | null | undefined)[]).includes(value);

/** A final status takes no further edge: the booking is over, whatever its date. A status this build does not know is not final. */
export const isFinalStatus = (status: string): boolean => isBookingStatus(status) && BOOKING_STATUS_ROWS[status].final;

/** Whether a booking in this status keeps its slot taken (the provider's date is spoken for). */
export const holdsSlot = (status: string): boolean => isBookingStatus(status) && BOOKING_STATUS_ROWS[status].holds_slot;

/** A booking called off: it ended without taking place (final, its slot given back), so nothing more is owed on it. */
export const isCalledOff = (status: string): boolean => isFinalStatus(status) && !holdsSlot(status);

/**
 * Whether a booking got as far as `milestone` on the way to taking place: it still holds its
 * slot and stands at or after it on the timeline (`hasReached(status, 'confirmed')`: confirmed
 * or completed, never declined or cancelled).
 */
export const hasReached = (status: string, milestone: BookingStatus): boolean =>
  holdsSlot(status) && statusPosition(status) >= statusPosition(milestone);

/** The status's place on a timeline (1 first); a status this build does not know goes last. */
export const statusPosition = (status: string): number =>
  isBookingStatus(status) ? BOOKING_STATUS_ROWS[status].position : Number.MAX_SAFE_INTEGER;

/** Whether `role` may move a booking from `from` to `to` (the database's other conditions, such as a paid advance, still apply). */
export const canTake = (role: BookingRole, from: string, to: string): boolean =>
  edgesOf(role).some(([edgeFrom, edgeTo]) => edgeFrom === from && edgeTo === to);

/** The statuses `role` may move a booking in `status` to, in timeline order; none from a final or unknown status. */
export function actionsFor(role: BookingRole, status: string): BookingStatus[] {
  const targets = new Set(edgesOf(role).flatMap(([from, to]) => (from === status ? [to] : [])));
  return BOOKING_STATUSES.filter((candidate) => targets.has(candidate));
}
