// @vitest-environment node
// What a bench records (local-supabase/bench/summary.ts) is what `pnpm bench` reads back: one JSON
// line per record in $BENCH_SUMMARY, and a figure the comparison could not use is refused at once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBench } from '../../local-supabase/bench/summary.ts';
import { flattenFigures, parseRecords } from './bench-compare.mjs';

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'utsav-bench-summary-'));
  vi.stubEnv('BENCH_SUMMARY', path.join(dir, 'summary.jsonl'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('recordBench', () => {
  it('appends one line per record, read back as figures with their ids and load average', () => {
    recordBench('booking', [
      { name: 'quote_booking', unit: 'ms', value: 12.4, better: 'lower', p: 'p95' },
      { name: 'quote_booking throughput', unit: 'ops/s', value: 610, better: 'higher' },
    ]);
    recordBench('catalog-20k', [{ name: 'search', unit: 'ms', value: 21, better: 'lower', p: 'p50' }]);
    const figures = flattenFigures(parseRecords(readFileSync(process.env.BENCH_SUMMARY, 'utf8')));
    expect(figures.map((f) => [f.id, f.value, f.unit, f.better])).toEqual([
      ['booking / quote_booking p95', 12.4, 'ms', 'lower'],
      ['booking / quote_booking throughput', 610, 'ops/s', 'higher'],
      ['catalog-20k / search p50', 21, 'ms', 'lower'],
    ]);
    expect(figures[0].load_average).toHaveLength(3);
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/^BENCH_SUMMARY \{"bench":"booking"/));
  });

  it('refuses a NaN from an empty sample, an unknown unit, a figure twice and a bench name with spaces', () => {
    expect(() => recordBench('booking', [{ name: 'quote', unit: 'ms', value: Number.NaN, better: 'lower', p: 'p95' }])).toThrow(/not a finite number/);
    expect(() => recordBench('booking', [{ name: 'quote', unit: 's', value: 1, better: 'lower' }])).toThrow(/unit "s"/);
    expect(() =>
      recordBench('booking', [
        { name: 'quote', unit: 'ms', value: 1, better: 'lower', p: 'p95' },
        { name: 'quote', unit: 'ms', value: 2, better: 'lower', p: 'p95' },
      ]),
    ).toThrow(/recorded twice/);
    expect(() => recordBench('Booking bench', [])).toThrow(/lower-case/);
    expect(() => readFileSync(process.env.BENCH_SUMMARY, 'utf8')).toThrow(/ENOENT/);
  });
});
