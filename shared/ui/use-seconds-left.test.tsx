import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useSecondsLeft } from '@utsav/shared/ui/use-seconds-left';

describe('useSecondsLeft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds to the time and never below zero', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(secondsUntil('2026-11-28T11:30:05Z', now)).toBe(5405);
    expect(secondsUntil('2026-11-28T09:00:00Z', now)).toBe(0);
  });

  it('ticks every second and calls onEnd once, at zero', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useSecondsLeft('2026-11-28T10:00:03Z', onEnd));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('a new onEnd each render neither restarts the clock nor misses the end', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ label }) => useSecondsLeft('2026-11-28T10:00:02Z', () => calls.push(label)), {
      initialProps: { label: 'first' },
    });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ label: 'second' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(calls).toEqual(['second']);
  });

  it('follows a new time', () => {
    const { result, rerender } = renderHook(({ until }) => useSecondsLeft(until), { initialProps: { until: '2026-11-28T10:00:02Z' } });
    rerender({ until: '2026-11-28T10:01:00Z' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(59);
  });

  it('stops ticking when unmounted', () => {
    const onEnd = vi.fn();
    const { unmount } = renderHook(() => useSecondsLeft('2026-11-28T10:00:02Z', onEnd));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
