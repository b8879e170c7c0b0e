// @vitest-environment node
// `pnpm bench --check` names a figure more than 15 % worse than the baseline, whichever way is
// better for it, and never passes over a figure that went missing.
import { describe, expect, it } from 'vitest';
import { compareFigures, flattenFigures, formatComparison, medianFigures, parseRecords, worseShare } from './bench-compare.mjs';

const summary = (...records) => ({ figures: flattenFigures(records) });
const record = (bench, figures) => ({ bench, load_average: [1, 1, 1], figures });
const ms = (name, value, p = 'p95') => ({ name, unit: 'ms', value, better: 'lower', p });
const rate = (name, value) => ({ name, unit: 'ops/s', value, better: 'higher' });
const statusOf = (result, id) => result.rows.find((r) => r.id === id)?.status;

describe('bench comparison', () => {
  it('names a lower-is-better figure only past 15 % slower', () => {
    const base = summary(record('catalog-20k', [ms('search', 20), ms('category', 20), ms('bundles', 20)]));
    const run = summary(record('catalog-20k', [ms('search', 23.2), ms('category', 22.9), ms('bundles', 16.9)]));
    const result = compareFigures(base, run);
    expect(result.worse).toEqual(['catalog-20k / search p95']);
    expect(statusOf(result, 'catalog-20k / category p95')).toBe('same');
    expect(result.better).toEqual(['catalog-20k / bundles p95']);
  });

  it('names a higher-is-better figure past 15 % lower, and a faster rate is better', () => {
    const base = summary(record('backend', [rate('listing', 1000), rate('sign-in', 100), rate('bundles', 400)]));
    const run = summary(record('backend', [rate('listing', 840), rate('sign-in', 86), rate('bundles', 470)]));
    const result = compareFigures(base, run);
    expect(result.worse).toEqual(['backend / listing']);
    expect(statusOf(result, 'backend / sign-in')).toBe('same');
    expect(result.better).toEqual(['backend / bundles']);
    expect(worseShare(1000, 840, 'higher')).toBeCloseTo(0.16);
    expect(worseShare(20, 23.2, 'lower')).toBeCloseTo(0.16);
  });

  it('lists a baseline figure the run lacks as missing, and a figure the baseline lacks as new', () => {
    const base = summary(record('booking', [ms('quote', 10), ms('request', 30)]), record('admin', [ms('queue', 5)]));
    const run = summary(record('booking', [ms('quote', 10), ms('calendar', 12)]));
    const result = compareFigures(base, run);
    expect(result.missing).toEqual(['booking / request p95', 'admin / queue p95']);
    expect(result.added).toEqual(['booking / calendar p95']);
    expect(result.worse).toEqual([]);
    expect(statusOf(result, 'booking / calendar p95')).toBe('new');
  });

  it('keeps p50 and p95 of one name apart', () => {
    const base = summary(record('messages', [ms('send-to-screen', 10, 'p50'), ms('send-to-screen', 40, 'p95')]));
    const run = summary(record('messages', [ms('send-to-screen', 10, 'p50'), ms('send-to-screen', 60, 'p95')]));
    expect(compareFigures(base, run).worse).toEqual(['messages / send-to-screen p95']);
  });

  it('does not name a change smaller than the noise floor, however large its share', () => {
    const base = summary(record('messages', [ms('typing', 0.4), ms('typing', 1.3, 'p50')]));
    const run = summary(record('messages', [ms('typing', 0.8), ms('typing', 2, 'p50')]));
    const result = compareFigures(base, run);
    expect(statusOf(result, 'messages / typing p95')).toBe('same');
    expect(result.worse).toEqual(['messages / typing p50']);
  });

  it('treats a figure whose unit or direction changed as missing, not as a regression', () => {
    const base = summary(record('navigation', [{ name: 'first screen', unit: 'KB', value: 150, better: 'lower' }]));
    const run = summary(record('navigation', [{ name: 'first screen', unit: 'ms', value: 900, better: 'lower' }]));
    const result = compareFigures(base, run);
    expect(result.missing).toEqual(['navigation / first screen']);
    expect(statusOf(result, 'navigation / first screen')).toBe('incomparable');
  });

  it('flags growth from a zero baseline', () => {
    const base = summary(record('booking', [{ name: 'errors', unit: 'ops/s', value: 0, better: 'lower' }]));
    const run = summary(record('booking', [{ name: 'errors', unit: 'ops/s', value: 3, better: 'lower' }]));
    expect(compareFigures(base, run).worse).toEqual(['booking / errors']);
  });

  it('takes the median of repeated runs, keeping each run\'s value', () => {
    const runs = [[ms('quote', 30), rate('quotes', 500)], [ms('quote', 10), rate('quotes', 700)], [ms('quote', 12), rate('quotes', 650)]].map((figures) => flattenFigures([record('booking', figures)]));
    const combined = medianFigures(runs);
    expect(combined.map((f) => [f.id, f.value, f.runs])).toEqual([
      ['booking / quote p95', 12, [30, 10, 12]],
      ['booking / quotes', 650, [500, 700, 650]],
    ]);
    expect(medianFigures([runs[0]])).toEqual(runs[0]);
    expect(medianFigures([runs[0], runs[1]]).map((f) => f.value)).toEqual([10, 500]);
  });

  it('reads a BENCH_SUMMARY file and prints a row per figure with its change', () => {
    const text = `${JSON.stringify(record('booking', [ms('quote', 20)]))}\n\n${JSON.stringify(record('provider', [rate('requests', 200)]))}\n`;
    const base = summary(record('booking', [ms('quote', 10)]), record('provider', [rate('requests', 200)]));
    const result = compareFigures(base, { figures: flattenFigures(parseRecords(text)) });
    const lines = formatComparison(result.rows).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^booking \/ quote p95\s+ms ↓\s+10\s+20\s+\+100 %\s+WORSE$/);
    expect(lines[2]).toMatch(/^provider \/ requests\s+ops\/s ↑\s+200\s+200\s+\+0 %$/);
  });
});
