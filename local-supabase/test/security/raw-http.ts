// Raw TCP to the gateway: for requests no HTTP client would send.
import net from 'node:net';

export interface RawResult {
  /** Everything the server sent before closing (or before the wait ran out). */
  text: string;
  /** The status code of the first response line, if there was one. */
  status?: number;
  closed: boolean;
}

/** Sends `data` (in pieces, if an array) and collects the answer until the server closes or `waitMs` passes. */
export function rawRequest(port: number, data: string | Buffer | (string | Buffer)[], opts: { waitMs?: number; localAddress?: string } = {}): Promise<RawResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let closed = false;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: opts.localAddress });
    const done = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      socket.destroy();
      resolve({ text, status: m ? Number(m[1]) : undefined, closed });
    };
    const timer = setTimeout(done, opts.waitMs ?? 5000);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      done();
    });
    socket.on('connect', () => {
      for (const piece of Array.isArray(data) ? data : [data]) socket.write(piece);
    });
  });
}
