/**
 * `npm run bench -- [--quick] [--set NAME] [--solver NAME] …` (see args.js).
 *
 * For every dataset (datasets.js) and mode (first solution, uniqueness):
 * prepare each solver's input, check every answer with the engine-free
 * validator (check.js, untimed, with a time cap), time the solvers that
 * passed with tinybench on the CPU clock, interleaved (measure.js), print
 * the table, and write bench/results/<date>.md and .svg (report.js, chart.js).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { USAGE, parseArgs } from './args.js';
import { barChart } from './chart.js';
import { checkSolver } from './check.js';
import { cpuClock } from './cpu-clock.js';
import { DATASETS, lineToCells, sample } from './datasets.js';
import { machineInfo } from './machine.js';
import { measure } from './measure.js';
import { markdown, textTable } from './report.js';
import { loadClassicSolvers } from './solvers-classic.js';
import { loadNpmSolvers } from './solvers-npm.js';
import { loadOurSolvers } from './solvers-ours.js';

const here = dirname(fileURLToPath(import.meta.url));
const log = (...a) => console.error(...a);

const opts = parseArgs(process.argv.slice(2));
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const plan = opts.quick
  ? { rounds: 2, timeMs: 100, capMs: (opts.capS ?? 1) * 1000 }
  : { rounds: 3, timeMs: 1000, capMs: (opts.capS ?? 20) * 1000 };

const matches = (filters, ...names) => filters.length === 0 || filters.some((f) => names.some((n) => n.toLowerCase().includes(f.toLowerCase())));

// Solvers: ours first (the reference for "× JS"), then the classics, then npm.
const loaded = [await loadOurSolvers(), await loadClassicSolvers(), await loadNpmSolvers()];
for (const l of loaded) if (l.error) log(`warning: ${l.error}`);
const solvers = loaded.flatMap((l) => l.solvers).filter((s) => matches(opts.solvers, s.id, s.label));
const sets = DATASETS.filter((d) => matches(opts.sets, d.name));
if (solvers.length === 0 || sets.length === 0) {
  log(`nothing to run: ${solvers.length} solvers, ${sets.length} sets match`);
  process.exit(1);
}

const machine = machineInfo();
log(`sudoku-wasm bench${opts.quick ? ' --quick' : ''}: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, commit ${machine.commit}; clock: ${cpuClock.name}`);
const started = performance.now();
const results = [];
const setInfos = [];

for (const set of sets) {
  const { lines: all, source } = set.load();
  const lines = sample(all, opts.quick ? set.quick : set.full);
  const cells = lines.map(lineToCells);
  const info = { count: lines.length, source };
  setInfos.push({ set, info });
  const active = solvers.filter((s) => s.sides.includes(set.side));
  const prepared = new Map();
  for (const s of active) {
    if (s.unavailable) {
      results.push({ set: set.name, solver: s.id, mode: 'first', status: 'failed', detail: s.unavailable });
      continue;
    }
    try {
      prepared.set(s.id, s.prepare(set.side, lines));
    } catch (e) {
      results.push({ set: set.name, solver: s.id, mode: 'first', status: 'failed', detail: `prepare threw: ${e.message}` });
    }
  }
  for (const mode of opts.modes) {
    if (mode === 'unique' && !set.unique) continue;
    const tasks = [];
    const checked = [];
    for (const s of active) {
      const p = prepared.get(s.id);
      if (p === undefined || !s.modes.includes(mode)) continue;
      const firstCapped = results.find((r) => r.set === set.name && r.solver === s.id && r.mode === 'first' && r.status === 'capped');
      // Counting to 2 searches everything the first solution did and more: a cap there holds here.
      const c = mode === 'unique' && firstCapped ? { ...firstCapped, detail: 'capped in first-solution mode' } : checkSolver(s, p, set, cells, mode, plan.capMs);
      log(`  ${set.name} ${mode} ${s.id}: ${c.status}${c.detail ? ` (${c.detail})` : ''}`);
      if (c.status !== 'ok') {
        results.push({ set: set.name, solver: s.id, mode, status: c.status, detail: c.detail, pps: c.status === 'capped' ? lines.length / (plan.capMs / 1000) : undefined, us: c.status === 'capped' ? (plan.capMs * 1000) / lines.length : undefined });
        continue;
      }
      checked.push({ s, c });
      tasks.push({ key: s.id, fn: () => p.solveAll(mode), slow: c.ms > plan.timeMs });
    }
    const timings = await measure(tasks, plan);
    const jsMs = timings.get('js')?.ms;
    for (const { s, c } of checked) {
      const ms = timings.get(s.id).ms;
      results.push({
        set: set.name,
        solver: s.id,
        mode,
        status: 'ok',
        pps: (lines.length * 1000) / ms,
        us: (ms * 1000) / lines.length,
        guesses: c.guesses,
        ratio: jsMs === undefined ? undefined : jsMs / ms,
      });
    }
  }
  console.log(textTable(set, info, results.filter((r) => r.set === set.name), solvers));
}

log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (opts.write) {
  const day = machine.date.slice(0, 10);
  const dir = join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const svgName = `${day}.svg`;
  const subtitle = `${machine.cpu}, ${machine.cores} cores · Node ${machine.node} · commit ${machine.commit} · CPU-time clock${opts.quick ? ' · --quick samples' : ''}`;
  writeFileSync(join(dir, svgName), barChart({ title: 'Sudoku solvers: puzzles per second (higher is better)', subtitle, sets: setInfos, results, solvers }));
  writeFileSync(join(dir, `${day}.md`), markdown({ machine, clock: cpuClock.name, plan, sets: setInfos, results, solvers, svgName, quick: opts.quick }));
  log(`wrote bench/results/${day}.md and bench/results/${svgName}`);
}
