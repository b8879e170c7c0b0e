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
  /** Request i's body, where each request needs its own (a slot of its own, say); else `body`. */
  bodies?: string[];
  /** Client k's own headers (its access token, say), over `headers`. */
  clientHeaders?: Record<string, string>[];
  /** Request i's own headers, over the client's: a user per request, where a user may only do a few. */
  requestHeaders?: Record<string, string>[];
  /** How many failures to report (default 20). */
  keptFailures?: number;
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
  /** The first answers of 400 and over, as `#i: status body`, to say what went wrong. */
  failures: string[];
}


async function run(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const u = new URL(spec.url);
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  const keptFailures = spec.keptFailures ?? 20;
  let sent = 0;
  let errors = 0;
  const start = performance.now();
  const deadline = start + spec.durationMs;

  const once = (i: number, client: number) =>
    new Promise<void>((resolve) => {
      const t = performance.now();
      const headers = { ...spec.headers, ...spec.clientHeaders?.[client], ...spec.requestHeaders?.[i] };
      const req = http.request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method: spec.method, headers, agent }, (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        // Only a failure's body is kept; a success's is read and dropped.
        if (status >= 400) res.on('data', (chunk: Buffer) => chunks.push(chunk));
        else res.resume();
        res.on('end', () => {
          latenciesMs.push(performance.now() - t);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 400) {
            errors++;
            if (failures.length < keptFailures) failures.push(`#${i}: ${status} ${Buffer.concat(chunks).toString('utf8').slice(0, 1000)}`);
          }
          resolve();
        });
      });
      req.on('error', (error) => {
        errors++;
        if (failures.length < keptFailures) failures.push(`#${i}: ${error.message}`);
        resolve();
      });
      req.end(spec.bodies?.[i] ?? spec.body);
    });

  await Promise.all(
    Array.from({ length: spec.concurrency }, async (_, client) => {
      while (performance.now() < deadline && sent < spec.maxRequests) {
        await once(sent++, client);
      }
    }),
  );
  agent.destroy();
  return { requests: latenciesMs.length, errors, elapsedMs: performance.now() - start, latenciesMs, statuses, failures };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  let input = '';
  process.stdin.on('data', (d) => (input += d));
  process.stdin.on('end', async () => {
    process.stdout.write(JSON.stringify(await run(JSON.parse(input) as LoadSpec)));
  });
}
