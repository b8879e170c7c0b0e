import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

export interface BlockedTime {
  id: string;
  day: string;
  starts_at: string;
  ends_at: string;
  note: string | null;
}

export interface MonthAvailability {
  /** Whole days off, YYYY-MM-DD → note. */
  days: Map<string, string | null>;
  times: BlockedTime[];
}

export interface CapacityRow {
  id: string;
  title: string;
  concurrent_capacity: number;
  active: boolean;
}

export const availabilityKey = (providerId: string | undefined, from?: string) => ['provider', 'availability', providerId, from] as const;

/** The provider's blocked days and hours between two dates (their own rows: the policies let only them and admins read these). */
export async function listAvailability(providerId: string, from: string, to: string): Promise<MonthAvailability> {
  const supabase = getSupabase();
  const [days, times] = await Promise.all([
    supabase.from('provider_blocked_dates').select('day, note').eq('provider_id', providerId).gte('day', from).lte('day', to),
    supabase.from('provider_blocked_times').select('id, day, starts_at, ends_at, note').eq('provider_id', providerId).gte('day', from).lte('day', to).order('starts_at'),
  ]);
  return {
    days: new Map((throwIfError(days) ?? []).map((row) => [row.day, row.note])),
    times: (throwIfError(times) ?? []) as BlockedTime[],
  };
}

export async function blockDay(providerId: string, day: string): Promise<void> {
  throwIfError(await getSupabase().from('provider_blocked_dates').upsert({ provider_id: providerId, day }, { onConflict: 'provider_id,day', ignoreDuplicates: true }));
}

export async function unblockDay(providerId: string, day: string): Promise<void> {
  throwIfError(await getSupabase().from('provider_blocked_dates').delete().eq('provider_id', providerId).eq('day', day));
}

export async function blockTime(providerId: string, day: string, startsAt: string, endsAt: string, note: string | null): Promise<void> {
  throwIfError(await getSupabase().from('provider_blocked_times').insert({ provider_id: providerId, day, starts_at: startsAt, ends_at: endsAt, note }));
}

export async function unblockTime(id: string): Promise<void> {
  throwIfError(await getSupabase().from('provider_blocked_times').delete().eq('id', id));
}

export const capacitiesKey = (providerId: string | undefined) => ['provider', 'capacities', providerId] as const;

export async function listCapacities(providerId: string): Promise<CapacityRow[]> {
  const result = await getSupabase().from('services').select('id, title, concurrent_capacity, active').eq('provider_id', providerId).order('title');
  return throwIfError(result) as CapacityRow[];
}

/** How many bookings of the service may overlap (its teams, halls): the slot rules read it. */
export async function setCapacity(serviceId: string, capacity: number): Promise<void> {
  throwIfError(await getSupabase().from('services').update({ concurrent_capacity: capacity }).eq('id', serviceId));
}
