/**
 * The statuses of public.booking_statuses (0032, 0034): each has its words in the booking
 * namespace (`status.<status>`). `final` statuses end a booking: it is past, whatever its date.
 */
export const BOOKING_STATUSES = [
  'held',
  'requested',
  'accepted',
  'confirmed',
  'completed',
  'declined',
  'expired',
  'payment_expired',
  'cancelled_by_customer',
  'cancelled_by_provider',
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const FINAL: ReadonlySet<string> = new Set(['completed', 'declined', 'expired', 'payment_expired', 'cancelled_by_customer', 'cancelled_by_provider']);

export const isKnownStatus = (status: string): status is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(status);

export const isFinalStatus = (status: string) => FINAL.has(status);

/** The translation key of a status; an unknown one (a status added later) reads "updated". */
export const statusKey = (status: string) => (isKnownStatus(status) ? (`status.${status}` as const) : ('status.unknown' as const));

/** How a status looks: waiting, good, ended badly. */
export function statusTone(status: string): 'pending' | 'good' | 'ended' {
  if (status === 'confirmed' || status === 'completed' || status === 'accepted') return 'good';
  return isFinalStatus(status) ? 'ended' : 'pending';
}
