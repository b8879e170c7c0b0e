import { toAppErrorFromFunction } from '@utsav/shared/supabase/app-error';
import { rpc } from '@utsav/shared/supabase/rpc';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { adminRpc } from '../../../domain/admin/api/admin-rpc';
import { toPage, type BookingDetail, type BookingRow, type Page, type StuckPayment } from '../../../domain/admin/api/types';

export interface BookingsFilter {
  query: string;
  statuses: string[];
  from: string;
  to: string;
  customerId: string;
  providerId: string;
}

export const bookingsKey = (filter: BookingsFilter) => ['bookings', filter] as const;
export const bookingKey = (bookingId: string) => ['admin', 'booking', bookingId] as const;
export const stuckPaymentsKey = ['stuck-payments'] as const;

export async function listBookings(filter: BookingsFilter, limit: number, offset: number): Promise<Page<BookingRow>> {
  return toPage(
    await adminRpc<BookingRow[] | null>('admin_bookings', {
      p_query: filter.query || null,
      p_provider_id: filter.providerId || null,
      p_customer_id: filter.customerId || null,
      p_statuses: filter.statuses.length ? filter.statuses : null,
      p_from: filter.from || null,
      p_to: filter.to || null,
      p_limit: limit,
      p_offset: offset,
    }),
  );
}

export const getBooking = (bookingId: string) => adminRpc<BookingDetail>('admin_booking', { p_booking_id: bookingId });

/** What the booking graph lets an admin do to this booking now: my_booking_actions' admin edges. */
export async function adminActions(bookingId: string): Promise<string[]> {
  const rows = (await rpc('my_booking_actions', { p_booking_id: bookingId })) ?? [];
  return rows.filter((row) => row.actor === 'admin').map((row) => row.to_status);
}

export const actOnBooking = (bookingId: string, toStatus: string, reason: string) =>
  adminRpc<unknown>('admin_act_on_booking', { p_booking_id: bookingId, p_to_status: toStatus, p_reason: reason });

export async function listStuckPayments(limit: number, offset: number): Promise<Page<StuckPayment>> {
  return toPage(await adminRpc<StuckPayment[] | null>('admin_stuck_payments', { p_limit: limit, p_offset: offset }));
}

export interface ReconcileResult {
  orders: number;
  recorded: number;
  failed: { order_id: string; error: string }[];
}

/**
 * Asks the gateway about one stuck payment now: the payments-reconcile Edge Function, which lets
 * an admin name one payment (and audits the run as theirs through admin_record_reconcile).
 */
export async function reconcilePayment(paymentId: string): Promise<ReconcileResult> {
  const { data, error } = await getSupabase().functions.invoke<ReconcileResult>('payments-reconcile', { body: { payment_id: paymentId } });
  if (error) throw await toAppErrorFromFunction(error);
  if (!data) throw new Error('payments-reconcile answered nothing');
  return data;
}
