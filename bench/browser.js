#!/usr/bin/env node
/**
 * `npm run bench:browser -- [--quick] [--rounds N] [--min-ms MS] [--only engines|pool] [--no-write]`:
 * in headless Chromium, the page's engines against the same engines in Node,
 * on the same puzzles (lib/browser.js; target: the page's WASM engine within
 * 30% of its Node throughput), then the worker pool with one worker against
 * two on a long batch, lap pairs against a bare-threads control in the same
 * run (lib/browser-pool.js; target: two ≥ 1.8× one).
 * `--only` runs one of the two. Without /usr/bin/chromium it prints one line
 * and measures nothing.
 */
import { badUsage, helpIfAsked } from './lib/usage.js';
import { browserTable, measureBrowser } from './lib/browser.js';
import { measurePool, poolTable } from './lib/browser-pool.js';

/** `--quick`: short batches. */
const QUICK_POOL_BATCHES = [
  { job: 'solve', set: '17_clue', count: 5000 },
  { job: 'solveText', set: '17_clue', count: 5000 },
  { job: 'generate', count: 300, options: { rate: false, seed: 1 } },
];
import { startRun } from './lib/harness.js';

/** `--quick` (2 rounds of 150 ms, as `npm run bench -- --quick`), `--rounds N`, `--min-ms MS`, `--only engines|pool`, `--no-write`. */
function parseCli(argv) {
  helpIfAsked(argv, 'npm run bench:browser -- [--quick] [--rounds N] [--min-ms MS] [--only engines|pool] [--no-write]');
  const options = { quick: false, write: true, only: undefined };
  for (let i = 0; i < argv.length; i++) {
    const value = Number(argv[i + 1]);
    if (argv[i] === '--quick') Object.assign(options, { quick: true, rounds: 2, minMs: 150 });
    else if (argv[i] === '--no-write') options.write = false;
    else if (argv[i] === '--rounds' && value > 0) {
      options.rounds = value;
      i++;
    }
    else if (argv[i] === '--min-ms' && value >= 0) {
      options.minMs = value;
      i++;
    }
    else if (argv[i] === '--only' && ['engines', 'pool'].includes(argv[i + 1])) {
      options.only = argv[i + 1];
      i++;
    }
    else badUsage(`unknown option or bad value: ${argv[i]}`);
  }
  return options;
}

let options;
try {
  options = parseCli(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const run = startRun({
  entry: 'browser',
  measures:
    "the page's engines in headless Chromium (its Web Worker, solveBatch) against the same engines in Node, WASM and JS, on the same puzzles; " +
    'then the worker pool (sudoku-wasm/pool) in Chromium, 1 worker against 2 in adjacent laps, on a long batch, timed on the page from the call to the last result, ' +
    'beside two bare Web Workers spinning a fixed loop, measured the same way in the same rounds',
  clock: 'wall (performance.now) on both sides: a page has no CPU clock',
  quick: options.quick,
  write: options.write,
});
if (options.only !== 'pool') {
  const rows = await measureBrowser(options);
  if (rows.length > 0) {
    console.log(browserTable(rows));
    console.log(`(puzzles/s, solveBatch over the whole set, wall clock in both; median of ${options.rounds ?? 5} interleaved rounds)`);
  }
}
if (options.only !== 'engines') {
  const rows = await measurePool({ ...options, ...(options.quick ? { batches: QUICK_POOL_BATCHES } : {}) });
  if (rows.length > 0) {
    console.log('');
    console.log(poolTable(rows));
    console.log(`(items/s through the pool, page to page, wall clock, median lap; ${options.rounds ?? 15} rounds, each one pair of adjacent laps, 1 worker and 2,`);
    console.log(' per batch and for the control; 2 ÷ 1: the median over the pairs of each pair\'s ratio, with its quartiles; the control: two Web Workers');
    console.log(' spinning a fixed loop, no pool, measured in the same rounds: what two threads of this browser reached on this machine then;');
    console.log(' CPU µs/item: the whole browser\'s CPU time over all laps, from /proc: equal for 1 and 2 workers = the pool adds no work;');
    console.log(' page thread: its part on the page\'s own thread, which shares the cores with the workers; renderer rest: the renderer\'s other threads (GC);');
    console.log(' workers: the workers\' threads\' part, w; model: the ratio 2w₁ ÷ (w₂ + m₂) predicts on 2 cores, m = CPU − w, of 1 and 2 workers:');
    console.log(' 1 worker leaves the other core to m, 2 workers share both with it; 1.8× needs w₂ + m₂ under 1.11 w₁;');
    console.log(' no chunk %: the share of the laps a worker had no chunk to work on, as the page saw it (the pool had posted none, or all were answered);');
    console.log(' worker slept %: the share a working worker thread slept (no chunk, or its answer on its way), waited %: runnable, no core free; /proc schedstat)');
  }
}
run.finish();
