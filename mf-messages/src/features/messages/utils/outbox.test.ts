// The outbox without a server: what fails on the network waits and goes out once when a later
// flush succeeds, however many flushes run at once; a refusal waits for the user.
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@utsav/shared/supabase/app-error';
import type { Message } from '../api/types';
import { Outbox, type OutboxEntry } from './outbox';

const entry = (clientId: string, body: string): OutboxEntry => ({ clientId, body, providerId: 'p1', conversationId: 'c1', createdAt: '2026-11-28T08:00:00Z' });
const echo = (sent: OutboxEntry): Message => ({ id: `m-${sent.clientId}`, conversation_id: 'c1', sender_id: 'u1', body: sent.body, created_at: '2026-11-28T08:00:01Z', read_at: null, client_id: sent.clientId });
const offline = () => new AppError({ key: 'network', code: '', message: 'Failed to fetch' });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('the outbox', () => {
  it('keeps a message that failed offline and sends it exactly once when back online, with the same client id', async () => {
    const storage = memoryStorage();
    const box = new Outbox('outbox', storage);
    box.add(entry('k1', 'Is the pandit free on 12 December?'));
    box.add(entry('k2', 'For a Telugu Gruhapravesam'));

    const failing = vi.fn(async () => {
      throw offline();
    });
    expect(await box.flush(failing)).toEqual([]);
    // The first failure stops the flush: the second would fail the same way, and order holds.
    expect(failing).toHaveBeenCalledTimes(1);
    expect(box.entries().map((item) => item.clientId)).toEqual(['k1', 'k2']);

    // A reload reads the same outbox back.
    const reloaded = new Outbox('outbox', storage);
    expect(reloaded.entries().map((item) => item.body)).toEqual(['Is the pandit free on 12 December?', 'For a Telugu Gruhapravesam']);

    // Back online: the online event, a Retry and another tab's flush all run at once.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(async (item: OutboxEntry) => {
      await gate;
      return echo(item);
    });
    const flushes = Promise.all([reloaded.flush(send), reloaded.flush(send), reloaded.flush(send)]);
    release();
    const results = (await flushes).flat();
    expect(send.mock.calls.map(([item]) => item.clientId).sort()).toEqual(['k1', 'k2']);
    expect(results.map((message) => message.client_id).sort()).toEqual(['k1', 'k2']);
    expect(reloaded.entries()).toEqual([]);
    expect(storage.getItem('outbox')).toBeNull();
  });

  it('keeps a refused message with its reason, out of the automatic retries, until the user retries it', async () => {
    const box = new Outbox('outbox', memoryStorage());
    box.add(entry('k1', 'Hello'));
    const refused = vi.fn(async () => {
      throw new AppError({ key: 'forbidden', code: '42501', message: 'blocked' });
    });
    await box.flush(refused);
    expect(box.entries()[0]).toMatchObject({ clientId: 'k1', refusedKey: 'forbidden' });

    const send = vi.fn(async (item: OutboxEntry) => echo(item));
    await box.flush(send);
    expect(send).not.toHaveBeenCalled();

    box.retry('k1');
    await box.flush(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].clientId).toBe('k1');
    expect(box.entries()).toEqual([]);
  });
});
