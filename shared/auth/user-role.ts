import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

export type UserType = 'guest' | 'service_provider' | 'admin';

/** A missing or unknown type is a guest (spec §1). */
export function toUserType(value: unknown): UserType {
  return value === 'admin' || value === 'service_provider' ? value : 'guest';
}

export const userTypeQueryKey = (userId: string) => ['auth', 'user-type', userId] as const;
export const providerStatusQueryKey = (userId: string) => ['auth', 'provider-status', userId] as const;

// Callers retry through the query policy, so PostgREST's own retries are off here.

/** profiles.user_type by id; no row means guest. */
export async function fetchUserType(userId: string): Promise<UserType> {
  const { data, error } = await getSupabase().from('profiles').select('user_type').eq('id', userId).maybeSingle().retry(false);
  if (error) throw toAppError(error);
  return toUserType(data?.user_type);
}

/** service_providers.status by profile_id (asked only for providers); null when there is no record. */
export async function fetchProviderStatus(userId: string): Promise<string | null> {
  const { data, error } = await getSupabase()
    .from('service_providers')
    .select('status')
    .eq('profile_id', userId)
    .maybeSingle()
    .retry(false);
  if (error) throw toAppError(error);
  return typeof data?.status === 'string' ? data.status : null;
}
