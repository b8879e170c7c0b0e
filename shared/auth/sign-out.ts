import { queryClient } from '@utsav/shared/query/query-client';
import { startSessionSync, useSessionStore } from '@utsav/shared/auth/session-store';
import { LANGUAGE_STORAGE_KEY } from '@utsav/shared/i18n/languages';

/**
 * Forgets everything this browser kept for the signed-in user: every local-storage key
 * except the language (a choice about the device, not personal data) and the query cache.
 */
export function clearLocalUserData(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key !== LANGUAGE_STORAGE_KEY) localStorage.removeItem(key);
  } catch {
    /* storage blocked: nothing was kept there */
  }
  queryClient.clear();
}

/**
 * Signs out on the server and here. Throws when the server could not be told (offline):
 * the session then stays, so the user can try again rather than believe they are out.
 */
export async function signOut(scope: 'global' | 'local' = 'global'): Promise<void> {
  await startSessionSync();
  const { getSupabase } = await import('@utsav/shared/supabase/supabase-client');
  useSessionStore.setState({ endedByUser: true });
  const { error } = await getSupabase().auth.signOut({ scope });
  if (error) {
    useSessionStore.setState({ endedByUser: false });
    throw error;
  }
  clearLocalUserData();
}
