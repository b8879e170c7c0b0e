// A per-client cap on open connections: one address opening hundreds of
// sockets (slow uploads, idle WebSockets) is refused before it can crowd out
// everyone else. Refused sockets get a 429 and are closed.
import type http from 'node:http';
import type { Duplex } from 'node:stream';

export function clientCap(server: http.Server, max: number) {
  const open = new Map<string, number>();
  const refused = new WeakSet<Duplex>();
  server.on('connection', (socket) => {
    const who = socket.remoteAddress ?? 'unknown';
    const n = open.get(who) ?? 0;
    if (n >= max) {
      refused.add(socket);
      socket.on('error', () => socket.destroy());
      const body = JSON.stringify({ message: 'Too many connections from this client' });
      socket.end(`HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
      // Whatever the client still sends is not read.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    open.set(who, n + 1);
    socket.once('close', () => {
      const left = (open.get(who) ?? 1) - 1;
      if (left > 0) open.set(who, left);
      else open.delete(who);
    });
  });
  return {
    refused: (socket: Duplex) => refused.has(socket),
  };
}
