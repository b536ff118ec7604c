/**
 * `npm run bench -- [--quick] [--set NAME] [--solver NAME] …` (see args.js).
 *
 * For every dataset (datasets.js) and mode (first solution, uniqueness):
 * prepare each solver's input, check every answer with the engine-free
 * validator (check.js, untimed, with a time cap), time the solvers that
 * passed with tinybench on the CPU clock, interleaved (measure.js) with
 * native tdoku's own benchmark on the same list (native-tdoku.js) and with
 * our rows, each round of which runs in a fresh process (ours-fresh.js), print the
 * table; then the big grids (big-grids.js); print the table against tdoku (vs-tdoku.js),
 * judge the targets (targets.js), and write bench/results/<date>.md and .svg
 * (report.js, chart.js).
 */
import { badUsage } from './lib/usage.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { USAGE, parseArgs } from './lib/args.js';
import { barChart } from './lib/chart.js';
import { checkSolver } from './lib/check.js';
import { cpuClock } from './lib/cpu-clock.js';
import { DATASETS, countsToTwo, lineToCells, sample } from './lib/datasets.js';
import { machineInfo } from './lib/machine.js';
import { RESULTS_DIR, headerLines, resultsName } from './lib/harness.js';
import { measure } from './lib/measure.js';
import { timeOursInFreshProcess } from './lib/ours-fresh.js';
import { markdown, textTable } from './lib/report.js';
import { loadNativeSolvers } from './lib/solvers-native.js';
import { bigGridsText, runBigGrids } from './lib/big-grids.js';
import { judgeTargets, targetsText } from './lib/targets.js';
import { vsTdokuMarkdown, vsTdokuText } from './lib/vs-tdoku.js';
import { measureApiLayerInProcesses } from './lib/api-layer.js';
import { EASY_SETS } from './lib/targets.js';
import { browserMarkdown, browserTable, measureBrowser } from './lib/browser.js';
import { loadClassicSolvers } from './lib/solvers-classic.js';
import { loadNpmSolvers } from './lib/solvers-npm.js';
import { loadOurSolvers } from './lib/solvers-ours.js';

const log = (...a) => console.error(...a);

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (error) {
  badUsage(error instanceof Error ? error.message : String(error));
}
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
// slowMs: a task whose correctness pass took longer is timed in one round only.
const plan = opts.quick
  ? { rounds: 3, timeMs: 100, slowMs: 100, capMs: (opts.capS ?? 1) * 1000 }
  : { rounds: 4, timeMs: 200, slowMs: 2000, capMs: (opts.capS ?? 3) * 1000 };

const matches = (filters, ...names) => filters.length === 0 || filters.some((f) => names.some((n) => n.toLowerCase().includes(f.toLowerCase())));

// Solvers: ours first (the reference for "× JS"), then the classics, then npm, then native tdoku.
const loaded = [await loadOurSolvers(), await loadClassicSolvers(), await loadNpmSolvers(), loadNativeSolvers(opts)];
for (const l of loaded) if (l.error) log(`note: ${l.error}`);
const solvers = loaded.flatMap((l) => l.solvers).filter((s) => matches(opts.solvers, s.id, s.label));
const shown = solvers;
const sets = DATASETS.filter((d) => matches(opts.sets, d.name));
if (solvers.length === 0 || sets.length === 0) {
  log(`nothing to run: ${solvers.length} solvers, ${sets.length} sets match`);
  process.exit(1);
}

const machine = machineInfo();
const measures = 'solver throughput (puzzles/s, first solution and uniqueness) per dataset: our WASM and JS engines against the textbook algorithms (bench/classic), the npm solvers and native tdoku when a prebuilt one is given; then big grids and Chromium vs Node';
for (const line of headerLines({ machine, measures, clock: cpuClock.name, quick: opts.quick })) log(line);
const started = performance.now();
const results = [];
const setInfos = [];
/** The API layer's cost on the easy sets, by paired passes in fresh processes (api-layer.js): {set, mode, kind, apiUs, engineUs, extraUs, byProcess}. */
const apiLayers = [];
const apiLayerPairs = loaded[0].apiLayer ?? {};

for (const set of sets) {
  const wanted = opts.quick ? set.quick : set.full;
  const { lines: all, source } = set.load(wanted);
  const lines = sample(all, wanted);
  const cells = lines.map(lineToCells);
  // Our rows run the whole list; the others its first `others` puzzles (the
  // list is in spread order, so that prefix samples the whole file too).
  const othersCount = opts.quick ? lines.length : Math.min(lines.length, set.others ?? lines.length);
  const listOf = (s) => (s.group === 'ours' ? lines : lines.slice(0, othersCount));
  const info = { count: lines.length, others: othersCount, source };
  setInfos.push({ set, info });
  // A stand-in set (datasets.js) runs our rows and native tdoku only: what the vs-tdoku table compares.
  const active = solvers.filter((s) => s.sides.includes(set.side) && (!set.oursAndNative || s.group === 'ours' || s.native));
  const prepared = new Map();
  for (const s of active) {
    if (s.unavailable) {
      // A row that could not load says why, never a figure.
      results.push({ set: set.name, solver: s.id, mode: 'first', status: 'failed', detail: s.unavailable });
      continue;
    }
    try {
      // Native tdoku runs our rows' exact list, in its own process.
      prepared.set(s.id, s.native ? s.prepareNative(set.name, lines) : s.prepare(set.side, listOf(s)));
    } catch (e) {
      results.push({ set: set.name, solver: s.id, mode: 'first', status: 'failed', detail: `prepare threw: ${e.message}` });
    }
  }
  for (const mode of opts.modes) {
    if (mode === 'unique' && !countsToTwo(set)) continue;
    const tasks = [];
    const externals = [];
    const oursIds = [];
    const checked = [];
    for (const s of active) {
      const p = prepared.get(s.id);
      if (p === undefined || !s.modes.includes(mode)) continue;
      if (s.native) {
        // tdoku's benchmark validates its own answers during its warm-up; its rounds interleave with ours.
        checked.push({ s, c: { guesses: undefined }, count: lines.length, native: p });
        externals.push({ keys: [s.id], run: () => ({ [s.id]: p.run(mode) }) });
        continue;
      }
      const count = listOf(s).length;
      const firstCapped = results.find((r) => r.set === set.name && r.solver === s.id && r.mode === 'first' && r.status === 'capped');
      // Counting to 2 searches everything the first solution did and more: a cap there holds here.
      const c = mode === 'unique' && firstCapped ? { status: 'capped', detail: 'capped in first-solution mode', done: 0, inherited: true } : checkSolver(s, p, set, cells.slice(0, count), mode, plan.capMs);
      log(`  ${set.name} ${mode} ${s.id}: ${c.status}${c.detail ? ` (${c.detail})` : ''}`);
      if (c.status !== 'ok') {
        // A capped solver's only figure: the prefix it finished in the checked pass (an estimate).
        const estimate = c.status === 'capped' && c.done > 0;
        results.push({ set: set.name, solver: s.id, mode, status: c.status, detail: c.detail, count: c.done, pps: estimate ? (c.done * 1000) / c.ms : undefined, us: estimate ? (c.ms * 1000) / c.done : undefined, guesses: c.guesses, capMs: c.inherited ? undefined : plan.capMs });
        continue;
      }
      checked.push({ s, c, count });
      // Our rows get every round, each in a fresh process (ours-fresh.js): the targets are judged on them.
      if (s.group === 'ours') oursIds.push(s.id);
      else tasks.push({ key: s.id, fn: () => p.solveAll(mode), slow: c.ms > plan.slowMs });
    }
    if (oursIds.length > 0) {
      externals.push({ keys: oursIds, run: (round) => timeOursInFreshProcess({ side: set.side, mode, lines, ids: oursIds, timeMs: plan.timeMs, shift: round }) });
    }
    const timings = await measure(tasks, externals, plan);
    for (const { s, c, count, native } of checked) {
      const ms = timings.get(s.id).ms;
      results.push({ set: set.name, solver: s.id, mode, status: 'ok', count, pps: (count * 1000) / ms, us: (ms * 1000) / count, guesses: native ? native.guesses(mode) : c.guesses, decisions: native ? native.guesses(mode) : c.decisions });
    }
    // The API-layer target, on the easy sets: API per puzzle − engine alone, paired passes.
    if (EASY_SETS.includes(set.name) && set.side === 9) {
      for (const kind of ['wasm', 'js']) {
        if (!apiLayerPairs[kind] || !solvers.some((s) => s.id === kind)) continue;
        const sampled = lines.slice(0, opts.quick ? 200 : 2000);
        const m = measureApiLayerInProcesses({ kind, lines: sampled, limit: mode === 'first' ? 1 : 2, rounds: opts.quick ? 11 : 21, minMs: opts.quick ? 5 : 40 });
        apiLayers.push({ set: set.name, mode, kind, count: sampled.length, ...m });
        log(`  ${set.name} ${mode} API layer ${kind}: ${m.extraUs.toFixed(3)} µs/puzzle (API ${m.apiUs.toFixed(3)}, engine ${m.engineUs.toFixed(3)}; medians of ${m.rounds} paired rounds over ${sampled.length} puzzles, median over ${m.byProcess.length} fresh processes; by process, API layer (engine): ${m.byProcess.map((x) => `${x.extraUs.toFixed(3)} (${x.engineUs.toFixed(2)})`).join(', ')})`);
      }
    }
    // × JS: throughput relative to our JS engine through the API, one call per puzzle.
    const js = results.find((r) => r.set === set.name && r.mode === mode && r.solver === 'js' && r.status === 'ok');
    for (const r of results) if (js && r.set === set.name && r.mode === mode && r.pps !== undefined) r.ratio = r.pps / js.pps;
  }
  console.log(textTable(set, info, results.filter((r) => r.set === set.name), shown));
}
// Big grids: random full grids with 5–95% of the cells kept.
const bigGrids = opts.big && opts.sets.length === 0 && opts.solvers.length === 0
  ? await runBigGrids({ sides: [16, 25], perShare: opts.quick ? 3 : 12, seed: 17, capMs: 2000, withDancingLinks: true, log })
  : [];
if (bigGrids.length > 0) console.log(bigGridsText(bigGrids));
const checks = judgeTargets(setInfos, results, bigGrids, apiLayers);
console.log(vsTdokuText(setInfos, results, apiLayers));
console.log(targetsText(checks));

// The page's WASM engine in Chromium within 30% of its Node throughput,
// in the same run (wall clock on both sides: a page has no CPU clock).
const browserRows = opts.browser && opts.sets.length === 0 && opts.solvers.length === 0
  ? await measureBrowser({ rounds: opts.quick ? 2 : 5, minMs: opts.quick ? 150 : 300, log })
  : [];
if (browserRows.length > 0) console.log(`\n== Chromium vs Node (the page's worker vs this process; wall clock, median of interleaved rounds)\n${browserTable(browserRows)}`);

const seconds = (performance.now() - started) / 1000;
const cpuSeconds = cpuClock.fn() / 1000; // this process's whole CPU time, start-up included
log(`\ndone in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU in this process; our rows and tdoku run in child processes)`);
if (opts.write) {
  // A --quick run never overwrites the day's full results.
  const day = resultsName(machine, '', opts.quick);
  const dir = RESULTS_DIR;
  mkdirSync(dir, { recursive: true });
  const svgName = `${day}.svg`;
  const subtitle = `${machine.cpu}, ${machine.cores} cores · Node ${machine.node} · commit ${machine.commit} · CPU-time clock${opts.quick ? ' · --quick samples' : ''}`;
  writeFileSync(join(dir, svgName), barChart({ title: 'Sudoku solvers: puzzles per second (higher is better)', subtitle, sets: setInfos, results, solvers: shown }));
  writeFileSync(join(dir, `${day}.md`), markdown({ machine, clock: cpuClock.name, plan, sets: setInfos, results, solvers: shown, checks, svgName, quick: opts.quick, seconds, cpuSeconds }) + `\n${vsTdokuMarkdown(setInfos, results, apiLayers)}\n` + browserMarkdown(browserRows) + (bigGrids.length > 0 ? `\n## Big grids (bench/lib/big-grids.js)\n\n\`\`\`\n${bigGridsText(bigGrids).trim()}\n\`\`\`\n` : ''));
  log(`wrote bench/results/${day}.md and bench/results/${svgName}`);
}
