/**
 * Before/after for the general N×N engine on the big-grid puzzles of
 * bench/lib/big-grids.js (the same seeded puzzles and cache): the JS and WASM
 * engines of two builds puzzle by puzzle, the variants in an order that
 * alternates, each solve timed on the CPU clock; a puzzle's figure is the
 * median of its rounds. Engine level (cells copied in, `engine.solve`).
 *
 * Every answer is checked: the first solution by the engine-free validator,
 * and the counts of both builds (and of JS and WASM) must agree.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SHARES, cachedPuzzles } from '../big-grids.js';
import { cpuClock } from '../cpu-clock.js';
import { lineToCells } from '../datasets.js';
import { median } from '../stats.js';
import { change, orderFor } from './builds.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ms = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));

/**
 * @param {{before: object, after: object}} builds  compare/builds.js loadBuild
 * @param {{rounds: number, quick: boolean, kinds: ('js' | 'wasm')[], log: (line: string) => void, limit?: 1 | 2, seed?: number}} options
 * @returns {Promise<{lines: string[], ok: boolean}>} a markdown table; ok: every answer right and the same
 */
export async function compareBigGrids(builds, { rounds, quick, kinds, log, limit = 1, seed = 17 }) {
  const { isValidSolution } = await import(pathToFileURL(join(ROOT, 'dist', 'validate.js')).href);
  const variants = kinds.flatMap((kind) => [['before', kind], ['after', kind]]);
  const perShare = quick ? 2 : 12;
  const lines = [
    `| grid | kept | ${kinds.map((k) => `${k.toUpperCase()} worst before (ms) | after | total before (ms) | after | Δ total`).join(' | ')} |`,
    `|---|---:|${kinds.map(() => '---:|---:|---:|---:|---:').join('|')}|`,
  ];
  let wrong = 0;
  for (const side of [16, 25]) {
    const puzzles = await cachedPuzzles(side, perShare, seed);
    const cells = side * side;
    const times = Object.fromEntries(variants.map(([b, k]) => [`${b} ${k}`, puzzles.map(() => [])]));
    puzzles.forEach(({ line }, i) => {
      const input = lineToCells(line);
      const counts = new Set();
      for (let round = 0; round < rounds; round++) {
        for (const [build, kind] of orderFor(variants, i + round)) {
          const engine = builds[build].engines[kind];
          engine.puzzles.set(input);
          const start = cpuClock.fn();
          const count = engine.solve(side, limit, 0);
          times[`${build} ${kind}`][i].push(cpuClock.fn() - start);
          if (round > 0) continue;
          counts.add(count);
          if (count < 1 || !isValidSolution(input, engine.solutions.subarray(0, cells), side)) {
            wrong++;
            log(`  WRONG ${build} ${kind}: ${side}×${side} puzzle ${i + 1}, count ${count}`);
          }
        }
      }
      if (counts.size > 1) {
        wrong++;
        log(`  WRONG: ${side}×${side} puzzle ${i + 1}: the builds or engines count ${[...counts].join(' and ')}`);
      }
    });
    const perPuzzle = (key) => times[key].map(median);
    const sum = (xs) => xs.reduce((a, b) => a + b, 0);
    const row = (label, idx) => {
      const of = (key) => idx.map((i) => perPuzzle(key)[i]);
      const cellsOf = kinds.map((k) => {
        const [b, a] = [of(`before ${k}`), of(`after ${k}`)];
        return `${ms(Math.max(...b))} | ${ms(Math.max(...a))} | ${ms(sum(b))} | ${ms(sum(a))} | ${change(sum(b), sum(a))}`;
      });
      return `| ${side}×${side} | ${label} | ${cellsOf.join(' | ')} |`;
    };
    for (const share of SHARES) lines.push(row(`${Math.round(share * 100)}%`, puzzles.map((p, i) => (p.share === share ? i : -1)).filter((i) => i >= 0)));
    lines.push(row('all', puzzles.map((_, i) => i)));
    log(`  big grids ${side}×${side}: ${puzzles.length} puzzles, ${rounds} rounds`);
  }
  lines.push('', `Δ total is the after build's speed change (time before ÷ after − 1). Limit ${limit}, ${perShare} puzzles per share, seed ${seed}.`);
  if (wrong > 0) lines.push(`${wrong} WRONG answers (see the log).`);
  return { lines, ok: wrong === 0 };
}
