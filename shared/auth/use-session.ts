import { useEffect } from 'react';
import { startSessionSyncIfStored, useSessionStore, type SessionState } from '@utsav/shared/auth/session-store';

/**
 * The current session in any app. The first caller starts listening to Supabase's auth
 * state when a session is stored; sign-in flows start it themselves.
 */
export function useSession(): SessionState {
  useEffect(() => {
    startSessionSyncIfStored();
  }, []);
  return useSessionStore();
}
