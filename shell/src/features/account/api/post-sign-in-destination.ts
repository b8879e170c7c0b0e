import { fetchUserType, userTypeQueryKey } from '@utsav/shared/auth/user-role';
import { queryClient } from '@utsav/shared/query/query-client';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { destinationForRole } from '../utils/redirect-rules';
import { toAppError } from '@utsav/shared/supabase/app-error';

/**
 * Where a user goes after signing in (spec §4, §7): reads profiles.user_type and
 * service_providers.id. Anything failing sends them home.
 */
export async function fetchPostSignInDestination(userId: string): Promise<string> {
  try {
    const userType = await fetchUserType(userId);
    // The top bar asks the same question next; answer it from the cache.
    queryClient.setQueryData(userTypeQueryKey(userId), userType);
    if (userType === 'admin') return destinationForRole({ userType, hasProviderRecord: false });
    const { data, error } = await getSupabase().from('service_providers').select('id').eq('profile_id', userId).maybeSingle();
    if (error) throw toAppError(error);
    return destinationForRole({ userType, hasProviderRecord: Boolean(data) });
  } catch {
    return destinationForRole(undefined);
  }
}
