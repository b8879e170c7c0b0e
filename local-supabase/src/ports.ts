// Fail fast with a helpful message instead of letting a child process die
// with an obscure "address already in use" later.
import net from 'node:net';
import { portEnvVars, type Ports } from './config.ts';

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** A port the OS just had free on 127.0.0.1 (for throwaway servers: tests, `db:types`). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly envVar: string,
  ) {
    super(`Port ${port} is already in use. Stop whatever uses it, or choose another port with ${envVar}=<port>.`);
    this.name = 'PortInUseError';
  }
}

/** Throws PortInUseError for the first busy port among those given. */
export async function assertPortsFree(ports: Partial<Ports>): Promise<void> {
  for (const [key, port] of Object.entries(ports) as [keyof Ports, number | undefined][]) {
    if (port === undefined) continue;
    if (!(await isPortFree(port))) throw new PortInUseError(port, portEnvVars[key]);
  }
}
