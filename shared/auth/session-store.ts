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
  /**
   * True once the user chose to sign out (Sign Out, Delete Account), until the next
   * sign-in: whoever started it decides where to go, so route guards stay quiet.
   */
  endedByUser: boolean;
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
  endedByUser: false,
}));

let syncing: Promise<void> | undefined;

/**
 * Subscribes the store to Supabase's auth state (once per page). supabase-js is imported
 * here, not at the top, so a signed-out first paint does not wait for it. Every sign-in
 * path calls this before it signs in, so the store hears about the new session.
 */
export function startSessionSync(): Promise<void> {
  syncing ??= import('@utsav/shared/supabase/supabase-client').then(({ getSupabase }) => {
    getSupabase().auth.onAuthStateChange((_event, session) => {
      useSessionStore.setState(
        session ? { status: 'signedIn', session, endedByUser: false } : { status: 'signedOut', session: null },
      );
    });
  });
  return syncing;
}

/**
 * Starts the sync only when there is something to restore: a visitor with no stored
 * session never downloads supabase-js just to be told they are signed out.
 */
export function startSessionSyncIfStored(): void {
  if (useSessionStore.getState().status !== 'signedOut' || storedSessionExists()) void startSessionSync();
}

// A sign-in in another tab writes the key; this tab then loads the client, which takes over
// cross-tab updates from there on.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) void startSessionSync();
  });
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
