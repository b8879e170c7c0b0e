import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

/** A confirmed booking, with venue, customer and the moves allowed now (provider_agenda). */
export type AgendaBooking = RpcRow<'provider_agenda'>;

/** The first view's share: each row asks my_booking_actions, so the panel grows on demand. */
export const AGENDA_PAGE = 20;

export const agendaKey = ['provider', 'dashboard', 'agenda'] as const;

export async function listAgenda(limit: number): Promise<AgendaBooking[]> {
  return (await rpc('provider_agenda', { p_limit: limit })) ?? [];
}
