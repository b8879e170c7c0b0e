// Fail fast with a helpful message instead of letting a child process die
// with an obscure "address already in use" later.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { portEnvVars, type Ports } from './config.ts';

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/**
 * A port free on 127.0.0.1 for a throwaway server (tests, `db:types`), reserved for this process.
 * Not listen(0): the kernel hands those out from its ephemeral range, which outgoing connections
 * take their local ports from too, so a port freed and bound again a moment later could be taken
 * by any client socket in between (the fresh-clone CI lost the mail catcher's 42269 that way).
 * Below that range only a listener can take a port; a random one that is free now and that no
 * other live process of ours has reserved (a file per port, holding its pid) is ours.
 */
export async function freePort(): Promise<number> {
  const [low, high] = portWindow();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + crypto.randomInt(high - low);
    // A port this process already holds is handed out once.
    if (mine.has(port) || !reservePort(port)) continue;
    if (await isPortFree(port)) return port;
    release(port);
  }
  throw new Error(`No free port between ${low} and ${high} after 200 tries`);
}

const reservations = path.join(os.tmpdir(), 'utsav-ports');

/** Ports below the ephemeral range (net.ipv4.ip_local_port_range), above the well-known ones. */
function portWindow(): [number, number] {
  try {
    const ephemeralLow = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (ephemeralLow > 12_000) return [10_000, ephemeralLow];
  } catch {
    // Not Linux: the IANA ephemeral range starts at 49152.
  }
  return [10_000, 32_768];
}

/** Claims a port for this process; false when another live process of ours holds it. */
export function reservePort(port: number): boolean {
  fs.mkdirSync(reservations, { recursive: true });
  const file = path.join(reservations, String(port));
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(fs.readFileSync(file, { encoding: 'utf8', flag: 'r' }) || 0);
    if (owner && owner !== process.pid && alive(owner)) return false;
    // A dead process's reservation: take it over.
    fs.writeFileSync(file, String(process.pid));
  }
  if (!releaseOnExit) {
    releaseOnExit = true;
    process.once('exit', () => mine.forEach(release));
  }
  mine.add(port);
  return true;
}

const mine = new Set<number>();
let releaseOnExit = false;

function release(port: number) {
  mine.delete(port);
  fs.rmSync(path.join(reservations, String(port)), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
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
