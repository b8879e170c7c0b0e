import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, toast, useToastStore } from '@utsav/shared/toast/toast-store';

afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toast store', () => {
  it('keeps one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('adds toasts open with the default variant, and updates them in place', () => {
    const handle = toast({ title: 'Saving' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'default', open: true });
    handle.update({ title: 'Saved' });
    expect(useToastStore.getState().toasts[0]?.title).toBe('Saved');
  });

  it('closes on dismiss and removes the toast only after the removal delay', () => {
    vi.useFakeTimers();
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
