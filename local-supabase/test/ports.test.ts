// freePort's ports for throwaway servers. The fresh-clone CI lost a test stack to EADDRINUSE on a
// port freePort had just handed out: listen(0) picked it from the ephemeral range, and a client
// socket took it as its local port before the mail catcher could bind it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, isPortFree, reservePort } from '../src/ports.ts';

const ephemeralLow = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

describe('freePort', () => {
  it('hands out ports no client socket takes as its local port: below the ephemeral range, distinct, free', async () => {
    const server = net.createServer((s) => s.destroy());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port: target } = server.address() as net.AddressInfo;
    const clientPorts = await Promise.all(
      Array.from({ length: 20 }, () => new Promise<number>((resolve, reject) => {
        const c = net.connect(target, '127.0.0.1', () => {
          resolve(c.localPort!);
          c.destroy();
        });
        c.once('error', reject);
      })),
    );
    server.close();
    expect(Math.min(...clientPorts)).toBeGreaterThanOrEqual(ephemeralLow);

    const ports = await Promise.all(Array.from({ length: 30 }, () => freePort()));
    expect(new Set(ports).size).toBe(30);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralLow);
      expect(await isPortFree(port)).toBe(true);
    }
  });

  it('skips a port another live process reserved, and takes over a dead one\'s', async () => {
    const port = await freePort();
    const file = path.join(os.tmpdir(), 'utsav-ports', String(port));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(file, String(other.pid));
      expect(reservePort(port)).toBe(false);
      other.kill('SIGKILL');
      await new Promise((r) => other.once('exit', r));
      expect(reservePort(port)).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    } finally {
      if (other.exitCode === null) other.kill('SIGKILL');
    }
  });
});
