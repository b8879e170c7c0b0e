// One machine-readable record per benchmark, for `pnpm bench` (scripts/bench.mjs) to gather into
// bench/results/latest.json and compare with bench/baseline.json (schema: bench/README.md).
//
// Usage, at the end of a bench, once its figures are known (from .ts, or from .mjs on Node 24,
// which strips the types of this file: nothing here needs a build):
//
//   import { recordBench } from '../../local-supabase/bench/summary.ts';
//   recordBench('booking', [
//     { name: 'quote_booking', unit: 'ms', value: quote.p95_ms, better: 'lower', p: 'p95' },
//     { name: 'quote_booking', unit: 'ms', value: quote.p50_ms, better: 'lower', p: 'p50' },
//     { name: 'quote_booking throughput', unit: 'ops/s', value: quote.rps, better: 'higher' },
//   ]);
//
// - bench: a short stable slug (`backend`, `catalog-20k`, `navigation`); a bench run at several
//   sizes names each size (`catalog-20k`, `catalog-200k`), or their figures would collide.
// - name: stable across runs (the baseline is matched on bench + name + p): no counts, dates or
//   random ids in it; the percentile goes in `p`, not in the name.
// - unit 'ms' (latency, durations), 'KB' (transfer sizes) or 'ops/s' (throughput); `better` says
//   which way is an improvement.
// With BENCH_SUMMARY set (scripts/bench.mjs sets it) the record is appended to that file as one
// JSON line; either way it is printed after the marker `BENCH_SUMMARY ` so a run by hand shows it.
import fs from 'node:fs';
import os from 'node:os';

export type BenchUnit = 'ms' | 'KB' | 'ops/s';

export interface BenchFigure {
  name: string;
  unit: BenchUnit;
  value: number;
  better: 'lower' | 'higher';
  p?: 'p50' | 'p95';
}

export interface BenchRecord {
  bench: string;
  recorded_at: string;
  load_average: number[];
  figures: BenchFigure[];
}

export const SUMMARY_MARKER = 'BENCH_SUMMARY ';

const UNITS: readonly string[] = ['ms', 'KB', 'ops/s'];

/** Throws on a figure the comparison could not use: a NaN from an empty sample would otherwise read as "missing". */
export function checkFigures(bench: string, figures: BenchFigure[]): void {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(bench)) throw new Error(`bench name "${bench}": lower-case letters, digits and dashes`);
  const seen = new Set<string>();
  for (const f of figures) {
    const id = `${f.name}${f.p ? ` ${f.p}` : ''}`;
    if (!f.name?.trim()) throw new Error(`${bench}: a figure without a name`);
    if (!UNITS.includes(f.unit)) throw new Error(`${bench} / ${id}: unit "${f.unit}" is not one of ${UNITS.join(', ')}`);
    if (f.better !== 'lower' && f.better !== 'higher') throw new Error(`${bench} / ${id}: better must be 'lower' or 'higher'`);
    if (f.p !== undefined && f.p !== 'p50' && f.p !== 'p95') throw new Error(`${bench} / ${id}: p must be 'p50' or 'p95'`);
    if (typeof f.value !== 'number' || !Number.isFinite(f.value)) throw new Error(`${bench} / ${id}: value ${f.value} is not a finite number`);
    if (seen.has(id)) throw new Error(`${bench} / ${id}: recorded twice`);
    seen.add(id);
  }
}

export function recordBench(bench: string, figures: BenchFigure[]): BenchRecord {
  checkFigures(bench, figures);
  const record: BenchRecord = {
    bench,
    recorded_at: new Date().toISOString(),
    load_average: os.loadavg().map((n) => Math.round(n * 100) / 100),
    figures: figures.map(({ name, unit, value, better, p }) => ({ name, unit, value, better, ...(p ? { p } : {}) })),
  };
  const line = JSON.stringify(record);
  if (process.env.BENCH_SUMMARY) fs.appendFileSync(process.env.BENCH_SUMMARY, `${line}\n`);
  console.log(`${SUMMARY_MARKER}${line}`);
  return record;
}
