import { useEffect } from 'react';
import { startSessionSync, useSessionStore, type SessionState } from '@utsav/shared/auth/session-store';

/** The current session in any app; the first caller starts listening to Supabase's auth state. */
export function useSession(): SessionState {
  useEffect(() => {
    void startSessionSync();
  }, []);
  return useSessionStore();
}
