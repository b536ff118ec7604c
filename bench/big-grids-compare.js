#!/usr/bin/env node
/**
 * Before/after for the general N×N engine on the big-grid puzzles of
 * bench/big-grids.js (same seeded puzzles, same cache): the engines of two
 * builds side by side in one process, puzzle by puzzle, the four variants
 * (before/after × JS/WASM) in an order that alternates, each timed on the
 * CPU clock. Engine level (cells copied in, `engine.solve`), so the API
 * layer does not blur the engine's own time.
 *
 * Every answer is checked: the first solution by the engine-free validator;
 * with --limit 2, the counts of both builds must agree (the counting mode is
 * exact, so any difference is a bug). Printed per side and share: worst and
 * total CPU ms of each variant and the median and worst WASM guesses.
 *
 *   node bench/big-grids-compare.js <before-dist> <after-dist> [--side 16|25]... [--per-share 12] [--seed 17] [--limit 1|2] [--rounds 1]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuClock } from './cpu-clock.js';
import { lineToCells } from './datasets.js';
import { SHARES, cachedPuzzles } from './big-grids.js';

function parseArgs(argv) {
  const dists = [];
  const o = { sides: [], perShare: 12, seed: 17, limit: 1, rounds: 1 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => Number(argv[++i]);
    if (a === '--side') o.sides.push(v());
    else if (a === '--per-share') o.perShare = v();
    else if (a === '--seed') o.seed = v();
    else if (a === '--limit') o.limit = v();
    else if (a === '--rounds') o.rounds = v();
    else dists.push(a);
  }
  if (dists.length !== 2) {
    console.error('usage: node bench/big-grids-compare.js <before-dist> <after-dist> [--side 16|25]... [--per-share 12] [--seed 17] [--limit 1|2] [--rounds 1]');
    process.exit(2);
  }
  if (o.sides.length === 0) o.sides = [16, 25];
  return { before: dists[0], after: dists[1], ...o };
}

/** The JS and WASM engines of the build whose dist is `dist` (its default WASM build, as before-after.js). */
async function enginesOf(dist) {
  const at = (file) => pathToFileURL(resolve(dist, file)).href;
  const { createJsEngine } = await import(at('engine-js.js'));
  const { createWasmEngine, loadWasmModule } = await import(at('engine-wasm.js'));
  return { js: createJsEngine(), wasm: await createWasmEngine(await loadWasmModule()) };
}

const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { isValidSolution } = await import(pathToFileURL(resolve(args.after, 'validate.js')).href);
  const builds = { before: await enginesOf(args.before), after: await enginesOf(args.after) };
  const variants = [['before', 'wasm'], ['after', 'wasm'], ['before', 'js'], ['after', 'js']];
  const key = (b, k) => `${b} ${k}`;
  let wrong = 0;
  for (const side of args.sides) {
    const puzzles = await cachedPuzzles(side, args.perShare, args.seed);
    const cells = side * side;
    const times = Object.fromEntries(variants.map(([b, k]) => [key(b, k), []]));
    const guesses = { before: [], after: [] };
    const counts = { before: [], after: [] };
    for (let round = 0; round < args.rounds; round++) {
      puzzles.forEach(({ line }, i) => {
        const input = lineToCells(line);
        const order = (i + round) % 2 ? variants.slice().reverse() : variants;
        for (const [build, kind] of order) {
          const engine = builds[build][kind];
          engine.puzzles.set(input);
          const start = cpuClock.fn();
          const count = engine.solve(side, args.limit, 0);
          const spent = cpuClock.fn() - start;
          const t = times[key(build, kind)];
          t[i] = round === 0 ? spent : Math.min(t[i], spent);
          if (round > 0) continue;
          if (count < 1 || !isValidSolution(input, engine.solutions.subarray(0, cells), side)) {
            wrong++;
            console.log(`WRONG ${build} ${kind}: ${side}×${side} puzzle ${i + 1}, count ${count}`);
          }
          if (kind === 'wasm') {
            guesses[build][i] = engine.guesses[0];
            counts[build][i] = count;
          } else if (count !== counts[build][i] && counts[build][i] !== undefined) {
            // JS and WASM run one source: same count always.
            wrong++;
            console.log(`WRONG ${build}: ${side}×${side} puzzle ${i + 1}: JS count ${count}, WASM ${counts[build][i]}`);
          }
        }
        if (round === 0 && counts.before[i] !== counts.after[i]) {
          wrong++;
          console.log(`WRONG counts differ: ${side}×${side} puzzle ${i + 1}: before ${counts.before[i]}, after ${counts.after[i]}`);
        }
      });
    }
    console.log(`\n== ${side}×${side}, limit ${args.limit}, ${puzzles.length} puzzles (seed ${args.seed}); CPU ms worst per share (best of ${args.rounds} rounds); WASM guesses median/worst`);
    const head = ['kept', 'WASM before', 'WASM after', 'JS before', 'JS after', 'guesses before', 'guesses after'];
    const rows = SHARES.map((share) => {
      const idx = puzzles.map((p, i) => (p.share === share ? i : -1)).filter((i) => i >= 0);
      const worst = (id) => ms(Math.max(...idx.map((i) => times[id][i])));
      const g = (b) => `${median(idx.map((i) => guesses[b][i]))}/${Math.max(...idx.map((i) => guesses[b][i]))}`;
      return [`${Math.round(share * 100)}%`, ...variants.map(([b, k]) => worst(key(b, k))), g('before'), g('after')];
    });
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
    for (const r of [head, ...rows]) console.log(r.map((c, k) => c.padStart(widths[k])).join('  '));
    const sum = (xs) => xs.reduce((a, b) => a + b, 0);
    console.log(`total: ${variants.map(([b, k]) => `${b} ${k} ${ms(sum(times[key(b, k)]))}`).join(', ')}; worst: ${variants.map(([b, k]) => `${b} ${k} ${ms(Math.max(...times[key(b, k)]))}`).join(', ')}`);
  }
  if (wrong > 0) {
    console.log(`${wrong} wrong answers`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`big-grids-compare: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
