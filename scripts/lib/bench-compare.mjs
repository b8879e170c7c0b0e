// The comparison behind `pnpm bench` (bench/README.md, "The comparison"): pure functions over
// the figures of two summaries, so the rule is tested without running a bench.

/** More than this share worse than the baseline, in the figure's `better` direction, is a regression. */
export const WORSE_SHARE = 0.15;

/**
 * Below these absolute differences a change is not named, whatever its share: a 0.4 ms figure
 * going to 0.6 ms is the scheduler of a loaded 2-core machine, not the code.
 */
export const NOISE_FLOOR = { ms: 0.5, KB: 0.5, 'ops/s': 0 };

/** @param {{ bench: string, name: string, p?: string }} f */
export const figureId = (f) => `${f.bench} / ${f.name}${f.p ? ` ${f.p}` : ''}`;

/**
 * The records of a BENCH_SUMMARY file (one per line), flattened into figures with their id.
 * @param {string} text
 */
export function parseRecords(text) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/** @param {{ bench: string, load_average?: number[], figures: object[] }[]} records */
export function flattenFigures(records) {
  return records.flatMap((r) =>
    r.figures.map((f) => ({ id: figureId({ bench: r.bench, ...f }), bench: r.bench, ...f, ...(r.load_average ? { load_average: r.load_average } : {}) })),
  );
}

/**
 * One figure per id from several runs of a bench: the median of its values (the lower middle of
 * an even count, a value that was measured), with every run's value kept beside it.
 * @param {object[][]} runs the flattened figures of each run
 */
export function medianFigures(runs) {
  const byId = new Map();
  for (const figures of runs) {
    for (const f of figures) {
      const seen = byId.get(f.id);
      if (seen) seen.values.push(f.value);
      else byId.set(f.id, { figure: f, values: [f.value] });
    }
  }
  return [...byId.values()].map(({ figure, values }) => {
    if (runs.length < 2) return figure;
    const sorted = [...values].sort((a, b) => a - b);
    return { ...figure, value: sorted[Math.floor((sorted.length - 1) / 2)], runs: values };
  });
}

/**
 * Signed share by which `current` is worse than `baseline` (negative: better).
 * @param {number} baseline @param {number} current @param {'lower'|'higher'} better
 */
export function worseShare(baseline, current, better) {
  const delta = better === 'lower' ? current - baseline : baseline - current;
  if (baseline === 0) return delta === 0 ? 0 : delta > 0 ? Infinity : -Infinity;
  return delta / Math.abs(baseline);
}

/**
 * Every figure of the baseline and of the run, matched by id.
 * status: 'worse' | 'better' | 'same' | 'missing' (baseline only) | 'new' (run only) |
 * 'incomparable' (its unit or direction changed: a renamed measure, not a regression).
 * @param {{ figures: object[] }} baseline @param {{ figures: object[] }} current
 * @param {{ share?: number, noiseFloor?: Record<string, number> }} [options]
 */
export function compareFigures(baseline, current, { share = WORSE_SHARE, noiseFloor = NOISE_FLOOR } = {}) {
  const before = new Map(baseline.figures.map((f) => [f.id ?? figureId(f), f]));
  const now = new Map(current.figures.map((f) => [f.id ?? figureId(f), f]));
  const rows = [];
  for (const [id, b] of before) {
    const c = now.get(id);
    const base = { id, bench: b.bench, name: b.name, p: b.p, unit: b.unit, better: b.better, baseline: b.value };
    if (!c) {
      rows.push({ ...base, current: null, change: null, status: 'missing' });
      continue;
    }
    if (c.unit !== b.unit || c.better !== b.better) {
      rows.push({ ...base, current: c.value, change: null, status: 'incomparable' });
      continue;
    }
    const change = worseShare(b.value, c.value, b.better);
    const clear = Math.abs(c.value - b.value) > (noiseFloor[b.unit] ?? 0);
    const status = clear && change > share ? 'worse' : clear && change < -share ? 'better' : 'same';
    rows.push({ ...base, current: c.value, change, status });
  }
  for (const [id, c] of now) {
    if (!before.has(id)) rows.push({ id, bench: c.bench, name: c.name, p: c.p, unit: c.unit, better: c.better, baseline: null, current: c.value, change: null, status: 'new' });
  }
  const pick = (status) => rows.filter((r) => r.status === status).map((r) => r.id);
  return { rows, worse: pick('worse'), better: pick('better'), missing: [...pick('missing'), ...pick('incomparable')], added: pick('new') };
}

const fmt = (n) => (n === null || n === undefined ? '' : Math.abs(n) >= 100 ? String(Math.round(n)) : String(Math.round(n * 10) / 10));
const pct = (share, better) => {
  if (share === null) return '';
  if (!Number.isFinite(share)) return share > 0 ? 'worse (from 0)' : 'better (from 0)';
  // Shown as the value's own change (+ grew), whichever way is better.
  const grew = better === 'lower' ? share : -share;
  return `${grew >= 0 ? '+' : ''}${Math.round(grew * 100)} %`;
};
const MARK = { worse: 'WORSE', better: 'better', same: '', missing: 'MISSING', new: 'new', incomparable: 'UNIT CHANGED' };

/** A plain-text table of the comparison: the baseline's figures in its order, then the new ones. */
export function formatComparison(rows) {
  const table = [['figure', 'unit', 'baseline', 'now', 'change', '']];
  for (const r of rows) table.push([r.id, `${r.unit}${r.better === 'higher' ? ' ↑' : ' ↓'}`, fmt(r.baseline), fmt(r.current), pct(r.change, r.better), MARK[r.status]]);
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  return table.map((row) => row.map((c, i) => (i === 0 || i === 1 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd()).join('\n');
}
