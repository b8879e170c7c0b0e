import { throwIfError } from '@utsav/shared/supabase/app-error';
import { getSupabase } from '@utsav/shared/supabase/supabase-client';

/** The signed-in person's provider row as the dashboard needs it: whose bookings to follow live, and whether it is approved. */
export interface DashboardProvider {
  id: string;
  status: 'pending' | 'approved' | 'rejected' | 'suspended';
  status_reason: string | null;
}

export const dashboardProviderKey = (userId: string | undefined) => ['provider', 'dashboard', 'me', userId] as const;

export async function getDashboardProvider(userId: string): Promise<DashboardProvider | null> {
  const result = await getSupabase()
    .from('service_providers')
    .select('id, status, status_reason')
    .eq('profile_id', userId)
    .maybeSingle();
  return throwIfError(result) as DashboardProvider | null;
}
