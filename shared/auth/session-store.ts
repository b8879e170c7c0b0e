import type { Session } from '@supabase/supabase-js';
import { create } from 'zustand';
import { AUTH_STORAGE_KEY } from '@utsav/shared/supabase/auth-storage-key';

/**
 * `restoring`: a session is stored but the client has not confirmed it yet (it may need a
 * refresh); UI that depends on the user should wait rather than flash the signed-out state.
 */
export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
}

function storedSessionExists(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The session as every app sees it: one zustand store, shared as a singleton through `@utsav/shared/`. */
export const useSessionStore = create<SessionState>(() => ({
  status: storedSessionExists() ? 'restoring' : 'signedOut',
  session: null,
}));

let syncing: Promise<void> | undefined;

/**
 * Subscribes the store to Supabase's auth state (once per page). supabase-js is imported
 * here, not at the top, so a signed-out first paint does not wait for it.
 */
export function startSessionSync(): Promise<void> {
  syncing ??= import('@utsav/shared/supabase/supabase-client').then(({ getSupabase }) => {
    getSupabase().auth.onAuthStateChange((_event, session) => {
      useSessionStore.setState({ status: session ? 'signedIn' : 'signedOut', session });
    });
  });
  return syncing;
}

/** Resolves once the stored session (if any) has been confirmed or dropped. */
export async function waitForSession(): Promise<Session | null> {
  await startSessionSync();
  const { status, session } = useSessionStore.getState();
  if (status !== 'restoring') return session;
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (state.status === 'restoring') return;
      unsubscribe();
      resolve(state.session);
    });
  });
}
