#!/usr/bin/env node
/**
 * `npm run bench:browser -- [--quick] [--rounds N] [--min-ms MS] [--no-write]`:
 * the page's engines in headless Chromium against the same engines in Node,
 * on the same puzzles (lib/browser.js says how). Target: the page's WASM
 * engine within 30% of its Node throughput. Without /usr/bin/chromium it
 * prints one line and measures nothing.
 */
import { browserTable, measureBrowser } from './lib/browser.js';
import { startRun } from './lib/harness.js';

/** `--quick` (2 rounds of 150 ms, as `npm run bench -- --quick`), `--rounds N`, `--min-ms MS`, `--no-write`. */
function parseCli(argv) {
  const options = { quick: false, write: true };
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
    else throw new Error(`usage: npm run bench:browser -- [--quick] [--rounds N] [--min-ms MS] [--no-write] (got ${argv[i]})`);
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
  measures: "the page's engines in headless Chromium (its Web Worker, solveBatch) against the same engines in Node, WASM and JS, on the same puzzles",
  clock: 'wall (performance.now) on both sides: a page has no CPU clock',
  quick: options.quick,
  write: options.write,
});
const rows = await measureBrowser(options);
if (rows.length > 0) {
  console.log(browserTable(rows));
  console.log(`(puzzles/s, solveBatch over the whole set, wall clock in both; median of ${options.rounds ?? 5} interleaved rounds)`);
}
run.finish();
