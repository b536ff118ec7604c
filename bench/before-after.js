#!/usr/bin/env node
/**
 * Before/after bench for an engine change (issue #12's "nothing slower"):
 * the engines of two builds, side by side in one process, interleaved.
 *
 *   node bench/before-after.js <before-dist> <after-dist> [--rounds 7] [--scale 1]
 *
 * Each dist folder is a built checkout's `dist/` (its WASM is the default
 * build next to it: `build/release-simd.wasm` where SIMD runs and the
 * checkout has one, else `build/release.wasm`). For every set of bench/datasets.js (9×9
 * sets sampled, 16×16 and 25×25 in first-solution mode) and each mode, every
 * round times the JS and the WASM engine of both builds once each, in an
 * order that alternates round by round, so machine noise (the machine may be
 * shared) lands on both alike. Time is this process's CPU time
 * (bench/cpu-clock.js); each row reports the median over rounds. `dancing-links`
 * (npm), the bar the JS engine must clear 4×, is timed in the same rounds on
 * the 9×9 sets. Answers (count and guesses per puzzle) must be identical
 * between the builds, or the script fails: the same algorithm, only faster or slower.
 *
 * Engine level, as bench/solvers-ours.js "engine only": cells parsed before
 * timing; the timed work copies them into `engine.puzzles` (1,024 at a time)
 * and calls `engine.solveBatch(side, n, limit)`.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpus } from 'node:os';
import { cpuTimeOf } from './cpu-clock.js';
import { DATASETS, lineToCells, sample } from './datasets.js';
import { loadNpmSolvers } from './solvers-npm.js';

/** Puzzles per set at --scale 1 (the 9×9 sets sampled evenly; 16×16/25×25 as generated). */
const SIZES = {
  unbiased_1000: 1000,
  '17_clue': 4000,
  magictour_top1465: 1465,
  forum_hardest_1905_11plus: 1000,
  generated_16x16: 40,
  generated_25x25: 12,
};
/** Of those, how many dancing-links solves (it is 5–20× slower). */
const DLX_SHARE = 0.25;

function parseArgs(argv) {
  const positional = [];
  const options = { rounds: 7, scale: 1 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rounds') options.rounds = Number(argv[++i]);
    else if (arg === '--scale') options.scale = Number(argv[++i]);
    else positional.push(arg);
  }
  if (positional.length !== 2 || !(options.rounds >= 1) || !(options.scale > 0)) {
    console.error('usage: node bench/before-after.js <before-dist> <after-dist> [--rounds 7] [--scale 1]');
    process.exit(2);
  }
  return { before: positional[0], after: positional[1], ...options };
}

/** The JS and default WASM engines of the build whose dist is `dist`. */
async function enginesOf(dist) {
  const at = (file) => pathToFileURL(resolve(dist, file)).href;
  const { createJsEngine } = await import(at('engine-js.js'));
  const { createWasmEngine, loadWasmModule } = await import(at('engine-wasm.js'));
  // The WASM build users get by default from that dist (SIMD where it runs and the dist has one).
  return { js: createJsEngine(), wasm: await createWasmEngine(await loadWasmModule()) };
}

/** Solves all `cells` (n puzzles of `side`) in batches; returns counts and guesses when `keep`. */
function solveAll(engine, side, cells, n, limit, keep) {
  const size = side * side;
  const perBatch = Math.min(1024, Math.floor(engine.puzzles.length / size));
  const counts = keep ? new Int32Array(n) : null;
  const guesses = keep ? new Int32Array(n) : null;
  for (let start = 0; start < n; start += perBatch) {
    const count = Math.min(perBatch, n - start);
    engine.puzzles.set(cells.subarray(start * size, (start + count) * size));
    engine.solveBatch(side, count, limit);
    if (keep) {
      counts.set(engine.counts.subarray(0, count), start);
      guesses.set(engine.guesses.subarray(0, count), start);
    }
  }
  return { counts, guesses };
}

const median = (values) => {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const rate = (n, ms) => (n * 1000) / ms;
const format = (x) => Math.round(x).toLocaleString('en-US');

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const builds = { before: await enginesOf(args.before), after: await enginesOf(args.after) };
  const { solvers } = await loadNpmSolvers();
  const dlx = solvers.find((s) => s.id === 'dancing-links');
  const variants = [
    ['before', 'js'], ['after', 'js'], ['before', 'wasm'], ['after', 'wasm'],
  ];
  const rows = [];
  for (const set of DATASETS) {
    const size = Math.max(1, Math.round((SIZES[set.name] ?? set.quick) * args.scale));
    const { lines } = set.load();
    const picked = sample(lines, size);
    const n = picked.length;
    const cells = new Uint8Array(n * set.side * set.side);
    picked.forEach((line, i) => cells.set(lineToCells(line), i * set.side * set.side));
    const modes = set.unique ? [['first', 1], ['unique', 2]] : [['first', 1]];
    for (const [mode, limit] of modes) {
      // Same answers from both builds (and a warm-up pass for each engine).
      for (const kind of ['js', 'wasm']) {
        const a = solveAll(builds.before[kind], set.side, cells, n, limit, true);
        const b = solveAll(builds.after[kind], set.side, cells, n, limit, true);
        if (a.counts.join() !== b.counts.join() || a.guesses.join() !== b.guesses.join()) {
          throw new Error(`${set.name} ${mode} ${kind}: the two builds answer differently`);
        }
      }
      const dlxLines = picked.slice(0, Math.max(1, Math.round(n * DLX_SHARE)));
      const dlxPrepared = set.side === 9 && dlx ? dlx.prepare(set.side, dlxLines) : null;
      if (dlxPrepared) dlxPrepared.solveAll(mode);
      const times = Object.fromEntries(variants.map(([b, k]) => [`${b} ${k}`, []]));
      times.dlx = [];
      for (let round = 0; round < args.rounds; round++) {
        const order = round % 2 === 0 ? variants : variants.slice().reverse();
        for (const [build, kind] of order) {
          times[`${build} ${kind}`].push(cpuTimeOf(() => solveAll(builds[build][kind], set.side, cells, n, limit, false)));
        }
        if (dlxPrepared) times.dlx.push(cpuTimeOf(() => dlxPrepared.solveAll(mode)));
      }
      const rates = Object.fromEntries(Object.entries(times).filter(([, t]) => t.length > 0)
        .map(([key, t]) => [key, rate(key === 'dlx' ? dlxLines.length : n, median(t))]));
      rows.push({ set: set.name, side: set.side, mode, n, rates });
      const r = rates;
      console.error(`${set.name} ${mode} (${n}): JS ${format(r['before js'])} → ${format(r['after js'])}, ` +
        `WASM ${format(r['before wasm'])} → ${format(r['after wasm'])}${r.dlx ? `, dancing-links ${format(r.dlx)}` : ''}`);
    }
  }
  const pct = (after, before) => `${after >= before ? '+' : ''}${(((after / before) - 1) * 100).toFixed(1)}%`;
  const lines = [
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}; ` +
      `${args.rounds} interleaved rounds, medians of CPU time (process.cpuUsage); puzzles/s, engine level.`,
    '',
    '| set | mode | n | JS before | JS after | Δ | WASM before | WASM after | Δ | WASM/JS after | JS after / dancing-links |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  let met = true;
  for (const { set, side, mode, n, rates: r } of rows) {
    const jsDelta = r['after js'] / r['before js'];
    const wasmDelta = r['after wasm'] / r['before wasm'];
    const wasmOverJs = r['after wasm'] / r['after js'];
    const overDlx = r.dlx ? r['after js'] / r.dlx : null;
    if (jsDelta < 0.95 || wasmDelta < 0.95 || (side === 9 && wasmOverJs < 1.5) || (overDlx !== null && overDlx < 4)) met = false;
    lines.push(`| ${set} | ${mode} | ${n} | ${format(r['before js'])} | ${format(r['after js'])} | ${pct(r['after js'], r['before js'])} | ` +
      `${format(r['before wasm'])} | ${format(r['after wasm'])} | ${pct(r['after wasm'], r['before wasm'])} | ` +
      `${wasmOverJs.toFixed(2)}× | ${overDlx === null ? '—' : `${overDlx.toFixed(1)}×`} |`);
  }
  lines.push('', `Targets (each engine ≥ 95% of before; 9×9: WASM ≥ 1.5× JS, JS ≥ 4× dancing-links): ${met ? 'all met' : 'NOT all met'}.`);
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`before-after: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
