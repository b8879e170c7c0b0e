// `pnpm bench`: every benchmark one after another, one summary (bench/results/latest.json), and
// the comparison with the checked-in bench/baseline.json (bench/README.md). Outside `pnpm test`:
// a run takes minutes and its figures move with the machine's load.
//   --check              exit 1 when a figure is more than 15 % worse, or a figure or bench is missing
//   --update-baseline    write bench/baseline.json from this run (benches not run, or failed, keep theirs)
//   --only a,b           just those benches (names below)
//   --repeat n           each bench n times in a row; each figure is the median of its runs
//   --no-build           the browser bench measures the current production builds (default: builds them first)
//   --compare <file>     no run: compare a saved summary with the baseline
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareFigures, flattenFigures, formatComparison, medianFigures, parseRecords } from './lib/bench-compare.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
const latestFile = path.join(resultsDir, 'latest.json');
const baselineFile = path.join(root, 'bench/baseline.json');
const DIST_LOCK = '/tmp/utsav-dist.lock';
// A bench that hangs must not hold the machine: the 200,000-service catalogue is the longest (~10 min).
const BENCH_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 30 * 60_000);
// Each bench's stack takes its api port and the four after it (db, rest, mail inbox, smtp):
// twenty apart, from 5600, so no two benches and no other engineer's stack (54321, 56321…) meet.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 5600);

/**
 * The benches in the order they run. `env(port)` gives each its own ports by the variable its
 * script reads; `build`: measures the production builds, so `pnpm build` runs first and both
 * hold the dist lock (no other engineer's build can change dist/ under the measurement).
 */
const BENCHES = [
  { name: 'backend', script: 'bench:backend', env: (p) => ({ SUPABASE_PORT: p, SUPABASE_DB_PORT: p + 1, SUPABASE_REST_PORT: p + 2 }) },
  { name: 'catalog-20k', script: 'bench:catalog', env: (p) => ({ BENCH_CATALOG_PORT: p, BENCH_CATALOG_SERVICES: 20_000 }) },
  { name: 'catalog-200k', script: 'bench:catalog', env: (p) => ({ BENCH_CATALOG_PORT: p, BENCH_CATALOG_SERVICES: 200_000 }) },
  { name: 'booking', script: 'bench:booking', env: (p) => ({ BENCH_BOOKING_PORT: p }) },
  { name: 'provider', script: 'bench:provider', env: (p) => ({ BENCH_PROVIDER_PORT: p }) },
  { name: 'messages', script: 'bench:messages', env: (p) => ({ BENCH_MESSAGES_PORT: p }) },
  { name: 'admin', script: 'bench:admin', env: (p) => ({ BENCH_ADMIN_PORT: p }) },
  { name: 'navigation', script: 'bench:navigation', env: (p) => ({ BENCH_NAVIGATION_PORT: p }), build: true },
];

function parseArgs(argv) {
  const args = { check: false, update: false, only: null, compare: null, repeat: 1, build: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') args.check = true;
    else if (a === '--update-baseline') args.update = true;
    else if (a === '--only') args.only = argv[++i]?.split(',').map((s) => s.trim()).filter(Boolean);
    else if (a.startsWith('--only=')) args.only = a.slice(7).split(',').map((s) => s.trim()).filter(Boolean);
    else if (a === '--compare') args.compare = argv[++i];
    else if (a === '--no-build') args.build = false;
    else if (a === '--repeat' || a.startsWith('--repeat=')) args.repeat = Number(a === '--repeat' ? argv[++i] : a.slice(9));
    else if (a === '--') continue;
    else throw new Error(`pnpm bench: unknown argument ${a} (--check, --update-baseline, --only a,b, --repeat n, --no-build, --compare <file>)`);
  }
  if (!Number.isInteger(args.repeat) || args.repeat < 1) throw new Error('pnpm bench --repeat: a whole number of runs, 1 or more');
  if (args.only) {
    const unknown = args.only.filter((n) => !BENCHES.some((b) => b.name === n));
    if (unknown.length) throw new Error(`pnpm bench --only: no bench named ${unknown.join(', ')} (${BENCHES.map((b) => b.name).join(', ')})`);
  }
  return args;
}

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    memory_gb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    git_rev: git('rev-parse', '--short', 'HEAD'),
    // A shared checkout: other engineers' uncommitted work may be in what was measured.
    git_dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
  };
}

/** Runs one bench's script with its ports and BENCH_SUMMARY, its output prefixed and kept in bench/results/<name>.log. */
function runBench(bench, port, summaryFile, { append = false, build = true } = {}) {
  const env = { ...process.env, BENCH_SUMMARY: summaryFile, BENCH_PORT_BASE: String(port) };
  // Mail ports from the environment would be the same for every bench's stack: each takes its api port + 3 and + 4.
  delete env.SUPABASE_INBOX_PORT;
  delete env.SUPABASE_SMTP_PORT;
  for (const [k, v] of Object.entries(bench.env(port))) env[k] = String(v);
  const command = !bench.build
    ? ['pnpm', '-s', 'run', bench.script]
    : build
      ? ['flock', DIST_LOCK, 'sh', '-c', `pnpm -s build && pnpm -s run ${bench.script}`]
      : ['flock', DIST_LOCK, 'pnpm', '-s', 'run', bench.script];
  const log = fs.createWriteStream(path.join(resultsDir, `${bench.name}.log`), { flags: append ? 'a' : 'w' });
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const timer = setTimeout(() => {
      console.log(`[${bench.name}] no end after ${BENCH_TIMEOUT_MS / 60_000} min: stopped`);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }, BENCH_TIMEOUT_MS);
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        log.write(chunk);
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (!line.startsWith('BENCH_SUMMARY ')) console.log(`[${bench.name}] ${line}`);
      });
    }
    child.once('error', (e) => {
      clearTimeout(timer);
      log.end();
      resolve({ code: null, error: e.message });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      log.end();
      resolve({ code: code ?? signal });
    });
  });
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

async function runAll(args) {
  const scripts = readJson(path.join(root, 'package.json')).scripts ?? {};
  const selected = BENCHES.map((b, i) => ({ ...b, port: PORT_BASE + i * 20 })).filter((b) => !args.only || args.only.includes(b.name));
  fs.mkdirSync(resultsDir, { recursive: true });
  const summary = { schema: 1, machine: { ...machine(), load_average_start: loadAverage() }, started_at: new Date().toISOString(), benches: [], figures: [] };
  const t0 = performance.now();
  for (const bench of selected) {
    const entry = { name: bench.name, script: bench.script, started_at: new Date().toISOString(), load_average_start: loadAverage() };
    if (!scripts[bench.script]) {
      console.log(`\n── ${bench.name}: MISSING (no "${bench.script}" script in package.json)`);
      summary.benches.push({ ...entry, status: 'missing', figures: 0 });
      continue;
    }
    const started = performance.now();
    const runs = [];
    let code = 0;
    let why;
    for (let run = 1; run <= args.repeat && code === 0; run++) {
      const load = loadAverage();
      const busy = load[0] > os.cpus().length ? ` — busier than its ${os.cpus().length} cores: expect slower figures` : '';
      console.log(`\n── ${bench.name}${args.repeat > 1 ? ` (run ${run} of ${args.repeat})` : ''}: pnpm ${bench.script} (ports from ${bench.port}, load ${load.join(' ')}${busy})`);
      const summaryFile = path.join(resultsDir, `${bench.name}.jsonl`);
      fs.rmSync(summaryFile, { force: true });
      // One build serves every run of the bench.
      const result = await runBench(bench, bench.port, summaryFile, { append: run > 1, build: args.build && run === 1 });
      const figures = flattenFigures(fs.existsSync(summaryFile) ? parseRecords(fs.readFileSync(summaryFile, 'utf8')) : []);
      code = result.code;
      why = result.error ?? (code !== 0 ? `exited with ${code}` : figures.length ? undefined : 'recorded no figures (no recordBench call?)');
      if (code === 0 && !figures.length) code = 'no figures';
      runs.push(figures);
    }
    const figures = medianFigures(runs);
    const status = code === 0 ? 'ok' : 'failed';
    summary.benches.push({ ...entry, status, exit_code: code, ...(why ? { reason: why } : {}), runs: runs.length, duration_ms: Math.round(performance.now() - started), load_average_end: loadAverage(), figures: figures.length });
    // A failed bench's figures are kept in the summary (what it measured before failing) but marked.
    summary.figures.push(...figures.map((f) => (status === 'ok' ? f : { ...f, from_failed_bench: true })));
    console.log(`── ${bench.name}: ${status}${why ? ` (${why})` : ''}, ${figures.length} figures in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  summary.finished_at = new Date().toISOString();
  summary.duration_ms = Math.round(performance.now() - t0);
  summary.machine.load_average_end = loadAverage();
  fs.writeFileSync(latestFile, `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

/** The baseline from this run: benches that ran and passed replace theirs, the others keep theirs. */
function nextBaseline(previous, summary) {
  const replaced = new Set(summary.benches.filter((b) => b.status === 'ok').map((b) => b.name));
  // Figures carry their own bench name: a script may record under another (catalog at two sizes).
  const replacedFigureBenches = new Set(summary.figures.filter((f) => !f.from_failed_bench).map((f) => f.bench));
  const kept = (previous?.figures ?? []).filter((f) => !replacedFigureBenches.has(f.bench));
  const keptBenches = (previous?.benches ?? []).filter((b) => !replaced.has(b.name) && b.status === 'ok');
  return {
    schema: 1,
    machine: summary.machine,
    started_at: summary.started_at,
    finished_at: summary.finished_at,
    duration_ms: summary.duration_ms,
    // Each bench keeps the machine and revision it was measured on: a baseline may join runs (--only).
    benches: [...keptBenches, ...summary.benches.filter((b) => b.status === 'ok').map((b) => ({ ...b, machine: summary.machine }))],
    figures: [...kept, ...summary.figures.filter((f) => !f.from_failed_bench)],
  };
}

function printBenches(summary) {
  const rows = [['bench', 'status', 'seconds', 'figures', 'load average at start']];
  for (const b of summary.benches) rows.push([b.name, b.status === 'ok' ? 'ok' : b.status.toUpperCase(), b.duration_ms ? String(Math.round(b.duration_ms / 1000)) : '', String(b.figures ?? 0), (b.load_average_start ?? []).join(' ')]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(rows.map((r) => r.map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd()).join('\n'));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const summary = args.compare ? readJson(path.resolve(args.compare)) : await runAll(args);
  const baseline = fs.existsSync(baselineFile) ? readJson(baselineFile) : null;

  console.log(`\n═══ pnpm bench: ${summary.benches.length} benches in ${Math.round(summary.duration_ms / 1000)} s at ${summary.machine.git_rev}${summary.machine.git_dirty ? ' (uncommitted changes in the tree)' : ''}, ${summary.machine.cpus} × ${summary.machine.cpu_model}, Node ${summary.machine.node}, load ${summary.machine.load_average_start.join(' ')} → ${summary.machine.load_average_end.join(' ')}`);
  printBenches(summary);

  // With --only, figures of benches not run are not missing: they were not asked for.
  const ranBenches = new Set(summary.figures.map((f) => f.bench));
  const askedFor = args.only ? { figures: (baseline?.figures ?? []).filter((f) => ranBenches.has(f.bench) || summary.benches.some((b) => b.name === f.bench)) } : { figures: baseline?.figures ?? [] };
  const result = compareFigures(askedFor, { figures: summary.figures.filter((f) => !f.from_failed_bench) });
  if (baseline) {
    console.log(`\nCompared with bench/baseline.json (${baseline.machine.git_rev}, ${baseline.started_at}, ${baseline.machine.cpus} × ${baseline.machine.cpu_model}, load ${baseline.machine.load_average_start.join(' ')} → ${baseline.machine.load_average_end.join(' ')}): ↓ lower is better, ↑ higher`);
  } else {
    console.log('\nNo bench/baseline.json yet: every figure is new (`pnpm bench --update-baseline` writes it)');
  }
  console.log(formatComparison(result.rows));
  if (result.worse.length) console.log(`\nMore than 15 % worse than the baseline (${result.worse.length}):\n  ${result.worse.join('\n  ')}`);
  else if (baseline) console.log('\nNo figure more than 15 % worse than the baseline.');
  if (result.missing.length) console.log(`Missing from this run (${result.missing.length}):\n  ${result.missing.join('\n  ')}`);
  const failed = summary.benches.filter((b) => b.status === 'failed');
  const missingBenches = summary.benches.filter((b) => b.status === 'missing');
  if (failed.length) console.log(`Failed: ${failed.map((b) => `${b.name} (${b.reason})`).join(', ')}; log in bench/results/<name>.log`);
  if (missingBenches.length) console.log(`Missing benches (no script yet): ${missingBenches.map((b) => `${b.name} (${b.script})`).join(', ')}`);
  if (!args.compare) console.log(`Summary: ${path.relative(root, latestFile)}`);

  if (args.update && !args.compare) {
    fs.writeFileSync(baselineFile, `${JSON.stringify(nextBaseline(baseline, summary), null, 2)}\n`);
    console.log(`Baseline written: bench/baseline.json (${summary.benches.filter((b) => b.status === 'ok').map((b) => b.name).join(', ') || 'nothing new'})`);
  }
  if (failed.length) return 1;
  if (args.check && (result.worse.length || result.missing.length || missingBenches.length)) return 1;
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
