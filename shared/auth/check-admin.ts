import { queryClient } from '@utsav/shared/query/query-client';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';
import { toAppError } from '@utsav/shared/supabase/app-error';

export const isAdminQueryKey = (userId: string) => ['auth', 'is-admin', userId] as const;

/** The server's admin check (spec §7), cached with the query policy like the other role reads. */
export function checkIsAdmin(userId: string): Promise<boolean> {
  return queryClient.fetchQuery({
    queryKey: isAdminQueryKey(userId),
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('is_user_admin', { user_id: userId });
      if (error) throw toAppError(error);
      return data === true;
    },
  });
}
