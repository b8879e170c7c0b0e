// Realtime's database work is shared out per client address: a client with a
// long backlog (hundreds of sockets' worth of re-reads) gets one turn per round,
// so another client's single re-read starts within the first round.
import { describe, expect, it } from 'vitest';
import { fairRunner } from '../../src/realtime/fair.ts';

describe('fair runner', () => {
  it('serves a newcomer before a busy client’s backlog', async () => {
    const run = fairRunner(2);
    const started: string[] = [];
    const gates: (() => void)[] = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        gates.push(() => resolve(name));
      });
    const busy = Array.from({ length: 100 }, (_, i) => run('10.0.0.1', task(`busy-${i}`)));
    const newcomer = run('10.0.0.2', task('newcomer'));
    // Two slots: busy-0 and busy-1 run; the next free slot goes to the newcomer, not busy-2.
    expect(started).toEqual(['busy-0', 'busy-1']);
    gates.shift()!();
    await busy[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['busy-0', 'busy-1', 'newcomer']);
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await newcomer).toBe('newcomer');
    expect(await Promise.all(busy)).toHaveLength(100);
    expect(started).toHaveLength(101);
  });

  it('passes a task’s failure to its caller and keeps going', async () => {
    const run = fairRunner(1);
    const failed = run('a', () => Promise.reject(new Error('no such table')));
    const after = run('a', () => Promise.resolve(42));
    await expect(failed).rejects.toThrow('no such table');
    expect(await after).toBe(42);
  });
});
