// The load generator, run as its own process (spec as JSON on stdin, result as
// JSON on stdout) so it does not share the gateway's event loop: N concurrent
// clients, each sending its next request when the previous answer is complete,
// for a bounded time and count.
import http from 'node:http';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  concurrency: number;
  durationMs: number;
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  elapsedMs: number;
  latenciesMs: number[];
  statuses: Record<string, number>;
}

async function run(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const u = new URL(spec.url);
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let errors = 0;
  const start = performance.now();
  const deadline = start + spec.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const t = performance.now();
      const req = http.request(
        { host: u.hostname, port: u.port, path: u.pathname + u.search, method: spec.method, headers: spec.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latenciesMs.push(performance.now() - t);
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
            if ((res.statusCode ?? 500) >= 400) errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(spec.body);
    });

  await Promise.all(
    Array.from({ length: spec.concurrency }, async () => {
      while (performance.now() < deadline && sent < spec.maxRequests) {
        sent++;
        await once();
      }
    }),
  );
  agent.destroy();
  return { requests: latenciesMs.length, errors, elapsedMs: performance.now() - start, latenciesMs, statuses };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  let input = '';
  process.stdin.on('data', (d) => (input += d));
  process.stdin.on('end', async () => {
    process.stdout.write(JSON.stringify(await run(JSON.parse(input) as LoadSpec)));
  });
}
