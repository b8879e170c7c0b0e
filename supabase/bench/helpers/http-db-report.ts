import os from 'node:os';
import { recordBench, type BenchFigure } from '../../../local-supabase/bench/summary.ts';

/** One SQL function measured twice: over HTTP (PostgREST, 8 clients) and on the database alone. */
export interface CallFigures {
  name: string;
  rows: number;
  http: { p50_ms: number; p95_ms: number; rps: number; requests: number; errors: number };
  db: { p50_ms: number; p95_ms: number };
}

/**
 * Prints the table of a bench's calls and which are over its p95 aim, and records each call's
 * four figures for `pnpm bench` (bench-provider's panels, bench-admin's lists).
 */
export function reportCalls(bench: string, what: string, calls: CallFigures[], aimMs: number): void {
  const table: string[][] = [[what, 'rows', 'HTTP p50 ms', 'HTTP p95 ms', 'req/s', 'DB p50 ms', 'DB p95 ms', 'requests (errors)']];
  for (const c of calls) table.push([c.name, `${c.rows}`, `${c.http.p50_ms}`, `${c.http.p95_ms}`, `${c.http.rps}`, `${c.db.p50_ms}`, `${c.db.p95_ms}`, `${c.http.requests} (${c.http.errors})`]);
  const last = table[0]!.length - 1;
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  for (const row of table) console.log(row.map((cell, i) => (i === 0 || i === last ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  const over = calls.filter((c) => c.http.p95_ms >= aimMs).map((c) => c.name);
  console.log(over.length ? `HTTP p95 OVER the ${aimMs} ms aim: ${over.join(', ')}` : `every ${what}'s HTTP p95 within the ${aimMs} ms aim`);
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  recordBench(
    bench,
    calls.flatMap((c): BenchFigure[] => [
      { name: `${c.name} over HTTP`, unit: 'ms', value: c.http.p50_ms, better: 'lower', p: 'p50' },
      { name: `${c.name} over HTTP`, unit: 'ms', value: c.http.p95_ms, better: 'lower', p: 'p95' },
      { name: `${c.name} on the database`, unit: 'ms', value: c.db.p50_ms, better: 'lower', p: 'p50' },
      { name: `${c.name} on the database`, unit: 'ms', value: c.db.p95_ms, better: 'lower', p: 'p95' },
    ]),
  );
}
