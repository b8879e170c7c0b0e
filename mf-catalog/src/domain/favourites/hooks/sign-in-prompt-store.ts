import { create } from 'zustand';

interface SignInPromptState {
  /** Where sign-in should bring the user back to (path + search), or null when closed. */
  redirect: string | null;
  open: (redirect: string) => void;
  close: () => void;
}

/** The catalogue's "sign in to save favourites" prompt (one per page). */
export const useSignInPrompt = create<SignInPromptState>()((set) => ({
  redirect: null,
  open: (redirect) => set({ redirect }),
  close: () => set({ redirect: null }),
}));
