/**
 * Before/after for solving: the JS and WASM engines of two builds on every
 * set of bench/lib/datasets.js (9×9 sets sampled, 16×16 and 25×25 in
 * first-solution mode), interleaved round by round, CPU time, the median
 * round. Answers (count and guesses per puzzle) must be identical between
 * the builds: an engine change may only make the same search faster or
 * slower.
 *
 * Engine level, as the bench's "engine only" rows: cells parsed before
 * timing; the timed work copies them into `engine.puzzles` (1,024 at a
 * time) and calls `engine.solveBatch(side, n, limit)`, so the API layer
 * does not blur the engine's own time.
 */
import { cpuTimeOf } from '../cpu-clock.js';
import { DATASETS, countsToTwo, lineToCells, sample } from '../datasets.js';
import { median } from '../stats.js';
import { change, formatRate, orderFor } from './builds.js';

/** Puzzles per set (the 9×9 sets sampled evenly; 16×16/25×25 as generated); --quick takes a tenth. */
const SIZES = {
  unbiased_1000: 1000,
  '17_clue': 4000,
  magictour_top1465: 1465,
  forum_hardest_1905_11plus: 1000,
  easy_10000: 2000,
  one_band_10000: 2000,
  hard_375: 375,
  generated_16x16: 40,
  generated_25x25: 12,
};

/** CPU time one timing lasts at least (whole passes over the set). */
const MIN_TIMING_MS = 30;

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

/**
 * @param {{before: object, after: object}} builds  compare/builds.js loadBuild
 * @param {{rounds: number, quick: boolean, kinds: ('js' | 'wasm')[], log: (line: string) => void}} options
 * @returns {{lines: string[], ok: boolean}} a markdown table; ok: every answer identical
 */
export function compareSolving(builds, { rounds, quick, kinds, log }) {
  const variants = kinds.flatMap((kind) => [['before', kind], ['after', kind]]);
  const lines = [
    `| set | mode | puzzles | ${kinds.map((k) => `${k.toUpperCase()} before | ${k.toUpperCase()} after | Δ`).join(' | ')} |`,
    `|---|---|---:|${kinds.map(() => '---:|---:|---:').join('|')}|`,
  ];
  let ok = true;
  for (const set of DATASETS) {
    const size = Math.max(1, Math.round((SIZES[set.name] ?? set.quick) * (quick ? 0.1 : 1)));
    const picked = sample(set.load(size).lines, size);
    const n = picked.length;
    const cells = new Uint8Array(n * set.side * set.side);
    picked.forEach((line, i) => cells.set(lineToCells(line), i * set.side * set.side));
    const modes = countsToTwo(set) ? [['first', 1], ['unique', 2]] : [['first', 1]];
    for (const [mode, limit] of modes) {
      // Same answers from both builds (and a warm-up pass for each engine).
      const differ = kinds.filter((kind) => {
        const a = solveAll(builds.before.engines[kind], set.side, cells, n, limit, true);
        const b = solveAll(builds.after.engines[kind], set.side, cells, n, limit, true);
        return a.counts.join() !== b.counts.join() || a.guesses.join() !== b.guesses.join();
      });
      if (differ.length > 0) {
        ok = false;
        lines.push(`| ${set.name} | ${mode} | ${n} | DIFFERENT ANSWERS (${differ.join(', ')}): not timed |`);
        continue;
      }
      const times = Object.fromEntries(variants.map(([b, k]) => [`${b} ${k}`, []]));
      // Each timing repeats the pass until it lasts about MIN_TIMING_MS: a pass of a small
      // set takes well under a millisecond, where one scheduler tick decides the figure.
      const passMs = Math.max(0.01, cpuTimeOf(() => solveAll(builds.after.engines[kinds[0]], set.side, cells, n, limit, false)));
      const reps = Math.max(1, Math.ceil(MIN_TIMING_MS / passMs));
      const timed = (engine) => cpuTimeOf(() => {
        for (let r = 0; r < reps; r++) solveAll(engine, set.side, cells, n, limit, false);
      }) / reps;
      // Round -1 is an untimed warm-up: on small sets one checked pass leaves V8 still tiering up.
      for (let round = -1; round < rounds; round++) {
        for (const [build, kind] of orderFor(variants, round + 1)) {
          const ms = timed(builds[build].engines[kind]);
          if (round >= 0) times[`${build} ${kind}`].push(ms);
        }
      }
      const rate = (key) => (n * 1000) / median(times[key]);
      const cells3 = kinds.map((k) => `${formatRate(rate(`before ${k}`))} | ${formatRate(rate(`after ${k}`))} | ${change(rate(`after ${k}`), rate(`before ${k}`))}`);
      lines.push(`| ${set.name} | ${mode} | ${n} | ${cells3.join(' | ')} |`);
      log(`  solving ${set.name} ${mode}: ${kinds.map((k) => `${k} ${change(rate(`after ${k}`), rate(`before ${k}`))}`).join(', ')}`);
    }
  }
  return { lines, ok };
}
