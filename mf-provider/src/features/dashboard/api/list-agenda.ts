import type { RpcRow } from '@utsav/shared/supabase/db';
import { rpc } from '@utsav/shared/supabase/rpc';

/** A confirmed booking, with venue, customer and the moves allowed now (provider_agenda). */
export type AgendaBooking = RpcRow<'provider_agenda'>;

export const agendaKey = ['provider', 'dashboard', 'agenda'] as const;

export async function listAgenda(): Promise<AgendaBooking[]> {
  return (await rpc('provider_agenda', { p_limit: 50 })) ?? [];
}
