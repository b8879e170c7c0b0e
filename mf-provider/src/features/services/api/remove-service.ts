import { rpc } from '@utsav/shared/supabase/rpc';

/** Deletes the service, or pauses it when it has bookings (the database decides): which happened. */
export async function removeService(id: string): Promise<'deleted' | 'paused'> {
  return (await rpc('remove_service', { p_service_id: id })) as 'deleted' | 'paused';
}
