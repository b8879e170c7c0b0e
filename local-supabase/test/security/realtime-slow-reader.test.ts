// A subscriber that stops reading must not make the gateway buffer without end
// nor slow down the others: past the limit its messages are dropped and, if it
// stays behind, it is closed, while a subscriber that reads gets every message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { stack } from '../helpers.ts';
import { ownGateway } from './own-gateway.ts';

describe('a subscriber that does not read', () => {
  let gw: Awaited<ReturnType<typeof ownGateway>>;
  beforeAll(async () => {
    gw = await ownGateway({ realtime: { maxBufferedBytes: 256 << 10, slowReaderTimeoutMs: 1000 } });
  });
  afterAll(() => gw?.stop());

  async function member(name: string) {
    const ws = new WebSocket(`${gw.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack().anonKey}&vsn=2.0.0`);
    const got: unknown[][] = [];
    let closed = false;
    ws.on('message', (d) => got.push(JSON.parse(d.toString()) as unknown[]));
    ws.on('close', () => (closed = true));
    ws.on('error', () => {});
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify([name, name, 'realtime:firehose', 'phx_join', { config: { broadcast: { self: false } } }]));
    await expect.poll(() => got.some((m) => m[1] === name)).toBe(true);
    return { ws, got, isClosed: () => closed };
  }

  it('loses messages, then its connection, once too much waits for it; a reading subscriber gets everything', async () => {
    const slow = await member('slow');
    const reader = await member('reader');
    const sender = await member('sender');
    // The slow subscriber's process stops reading from its socket.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const chunk = 'x'.repeat(100_000);
    // 30 MB at a pace a reading client keeps up with: far more than the kernel's socket buffers hold.
    const sent = 300;
    for (let i = 0; i < sent; i++) {
      sender.ws.send(JSON.stringify([null, null, 'realtime:firehose', 'broadcast', { type: 'broadcast', event: 'blob', payload: { i, chunk } }]));
      await new Promise((r) => setTimeout(r, 20));
    }
    const broadcasts = (m: { got: unknown[][] }) => m.got.filter((x) => x[3] === 'broadcast').length;
    await expect.poll(() => broadcasts(reader), { timeout: 30_000 }).toBe(sent);
    expect(reader.isClosed()).toBe(false);
    // Reading again, the slow subscriber finds its connection closed, with only part of the stream.
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await expect.poll(() => slow.isClosed(), { timeout: 30_000 }).toBe(true);
    expect(broadcasts(slow)).toBeLessThan(sent);
    reader.ws.close();
    sender.ws.close();
  }, 90_000);
});
