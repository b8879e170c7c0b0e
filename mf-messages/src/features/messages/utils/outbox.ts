import { isAppError } from '@utsav/shared/supabase/app-error';
import type { Message } from '../api/types';
import type { SendArgs } from '../api/messages';

/** A message the user sent that the server has not confirmed yet. */
export interface OutboxEntry extends SendArgs {
  /** The idempotency key, made once when the message was written: every retry repeats it. */
  clientId: string;
  createdAt: string;
  /** The backend refused it for good (blocked, too long…): it waits for the user, not for the network. */
  refusedKey?: string | null;
}

type Listener = () => void;
type Send = (entry: OutboxEntry) => Promise<Message>;

// Keys of failures that a later attempt may fix: the network or the server being away.
const RETRYABLE = new Set(['network', 'timeout', 'unexpected']);

/**
 * The outbox in localStorage, one list per user: what is typed offline or whose send failed stays
 * on screen as "not sent" through reloads, and goes out when the connection returns. A message is
 * sent once however many flushes run (tabs, the online event, Retry): an entry in flight is
 * skipped here, and the server answers a repeated client id with the message it already has.
 */
export class Outbox {
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<Listener>();
  private snapshot: OutboxEntry[];

  constructor(
    private readonly storageKey: string,
    private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
  ) {
    this.snapshot = this.read();
  }

  entries(): OutboxEntry[] {
    return this.snapshot;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): OutboxEntry[] => this.snapshot;

  add(entry: OutboxEntry): void {
    this.write([...this.read().filter((item) => item.clientId !== entry.clientId), entry]);
  }

  remove(clientId: string): void {
    this.write(this.read().filter((item) => item.clientId !== clientId));
  }

  isSending(clientId: string): boolean {
    return this.inFlight.has(clientId);
  }

  /**
   * Sends what is waiting, oldest first, each once. Stops at the first network failure (the rest
   * would fail the same way, and order must hold); a refusal is kept with its key for the user.
   * Returns the messages the server confirmed.
   */
  async flush(send: Send): Promise<Message[]> {
    const sent: Message[] = [];
    for (const entry of this.read()) {
      if (entry.refusedKey || this.inFlight.has(entry.clientId)) continue;
      this.inFlight.add(entry.clientId);
      this.emit();
      try {
        sent.push(await send(entry));
        this.remove(entry.clientId);
      } catch (error) {
        const key = isAppError(error) ? error.key : 'network';
        if (RETRYABLE.has(key)) break;
        this.write(this.read().map((item) => (item.clientId === entry.clientId ? { ...item, refusedKey: key } : item)));
      } finally {
        this.inFlight.delete(entry.clientId);
        this.emit();
      }
    }
    return sent;
  }

  /** A refused entry sent again by the user's Retry: it goes back in the queue. */
  retry(clientId: string): void {
    this.write(this.read().map((item) => (item.clientId === clientId ? { ...item, refusedKey: null } : item)));
  }

  private read(): OutboxEntry[] {
    try {
      const raw = this.storage?.getItem(this.storageKey);
      return raw ? (JSON.parse(raw) as OutboxEntry[]) : [];
    } catch {
      return [];
    }
  }

  private write(list: OutboxEntry[]): void {
    try {
      if (list.length === 0) this.storage?.removeItem(this.storageKey);
      else this.storage?.setItem(this.storageKey, JSON.stringify(list));
    } catch {
      // A full or disabled storage keeps the outbox in memory for this page only.
    }
    this.snapshot = list;
    this.emit();
  }

  private emit(): void {
    // A new array so useSyncExternalStore sees the in-flight change too.
    this.snapshot = [...this.snapshot];
    for (const listener of this.listeners) listener();
  }
}

const outboxes = new Map<string, Outbox>();

/** One outbox per signed-in user per page, shared by every mounted widget. */
export function outboxFor(userId: string): Outbox {
  let box = outboxes.get(userId);
  if (!box) outboxes.set(userId, (box = new Outbox(`utsav.messages.outbox.${userId}`)));
  return box;
}
