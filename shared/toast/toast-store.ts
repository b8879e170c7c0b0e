import { create } from 'zustand';

/** The spec's toast constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastEntry[];
  add: (toast: ToastEntry) => void;
  update: (id: string, patch: Partial<ToastInput>) => void;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Shared through federation: a toast raised in any remote shows in the shell's viewport. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  // A new toast replaces the old one: at most TOAST_LIMIT are kept.
  add: (toast) => set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) })),
  update: (id, patch) =>
    set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) })),
  dismiss: (id) => {
    for (const t of get().toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    set((state) => ({
      toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
    }));
  },
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

// Closed toasts stay in the list until their exit animation could not still be running.
function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      useToastStore.getState().remove(id);
    }, TOAST_REMOVE_DELAY_MS),
  );
}

let counter = 0;

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  useToastStore.getState().add({ variant: 'default', ...input, id, open: true });
  return {
    id,
    update: (patch: Partial<ToastInput>) => useToastStore.getState().update(id, patch),
    dismiss: () => useToastStore.getState().dismiss(id),
  };
}
