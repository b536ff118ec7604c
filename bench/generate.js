/**
 * Generator speed and the ER distribution of its puzzles.
 *
 *   npm run bench:generate -- [--quick] [--rounds N] [--no-workers | --workers-only | --only ROW] [--distribution N] [--no-write] [--tdoku-generate PATH]
 *
 * Rows, one thread, WASM release, every puzzle minimal and proved unique:
 *   9×9 any rating · 9×9 'hard' (ER 3.0–4.5) · 16×16 · 25×25 · ER ≥ 7.0 on two workers
 *   (puzzles in 60 s; --quick: in 10 s) · the 9×9 rows on 2 workers vs 1 (wall clock).
 * --only ROW times one of the one-thread rows alone (unrated, rated, hard, 16x16,
 * 25x25), without tdoku's row, the workers rows or the distribution: one row's
 * figure without the rest of the run.
 * The 9×9 and 16×16 rows are timed in CPU time (process.cpuUsage: this
 * process is single-threaded, so CPU time is the time it worked), in
 * interleaved rounds (9×9, 16×16, 9×9, …), the median round reported (the
 * statistic every bench row reports): the machine is shared with other jobs. The workers row needs the wall clock (it
 * is about using two cores) and interleaves 1-worker and 2-worker rounds.
 * Seeds are 0, 1, 2, … in every row, so a run is reproducible.
 * tdoku's own generator (a `generate` program the user built:
 * --tdoku-generate PATH or env SUDOKU_WASM_TDOKU_GENERATE) runs in the same
 * rounds, interleaved with ours, on the CPU clock (bench/lib/native-tdoku.js).
 *
 * The rating rows need the logic engine's rating; without it
 * they print "no rating in this build". The ER distribution over
 * --distribution puzzles (default 10,000; 1,000 with --quick) at level 'any'
 * is printed as a text chart for the README.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadavg } from 'node:os';
import { createGenerator } from '../dist/generate/index.js';
import { cpuClock } from './lib/cpu-clock.js';
import { startRun } from './lib/harness.js';
import { median } from './lib/stats.js';
import { findTdokuGenerate, runTdokuGenerate } from './lib/native-tdoku.js';
import { badUsage, helpIfAsked } from './lib/usage.js';

const WORKER_KIND = 'generate-speed-worker';


const USAGE = 'npm run bench:generate -- [--quick] [--rounds N] [--no-workers | --workers-only | --only ROW] [--distribution N] [--no-write] [--tdoku-generate PATH]';
/** The one-thread rows `--only` can pick, by key. */
const ONLY_ROWS = ['unrated', 'rated', 'hard', '16x16', '25x25'];

function parse(argv) {
  helpIfAsked(argv, USAGE);
  const opts = { quick: false, rounds: 5, workers: true, workersOnly: false, only: undefined, distribution: undefined, write: true, tdoku: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') opts.quick = true;
    else if (a === '--rounds') opts.rounds = Number(argv[++i]);
    else if (a === '--no-workers') opts.workers = false;
    else if (a === '--workers-only') opts.workersOnly = true;
    else if (a === '--only') {
      opts.only = argv[++i];
      if (!ONLY_ROWS.includes(opts.only)) badUsage(`--only takes ${ONLY_ROWS.join(', ')}, not ${opts.only ?? 'nothing'}`);
    }
    else if (a === '--distribution') opts.distribution = Number(argv[++i]);
    else if (a === '--no-write') opts.write = false;
    else if (a === '--tdoku-generate') opts.tdoku = argv[++i];
    else badUsage(`unknown option ${a}`);
  }
  if (opts.only !== undefined && opts.workersOnly) badUsage('--only and --workers-only pick different rows: give one');
  if (opts.quick) opts.rounds = Math.min(opts.rounds, 3);
  opts.distribution ??= opts.quick ? 1000 : 10000;
  return opts;
}

/** Generates `count` puzzles with seeds from `firstSeed`; returns [CPU ms, puzzles made, clues sum]. */
function timeGeneration(generator, options, firstSeed, count) {
  let clues = 0;
  let made = 0;
  const start = cpuClock.fn();
  for (let i = 0; i < count; i++) {
    const result = generator.generate({ ...options, seed: firstSeed + i });
    if (result.status === 'generated') {
      made++;
      clues += result.clues;
    }
  }
  return { ms: cpuClock.fn() - start, made, clues };
}

const fmt = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x >= 1 ? x.toFixed(1) : x.toFixed(3));

function hasRating(generator) {
  try {
    generator.generate({ er: [1, 12], seed: 0, maxAttempts: 1 });
    return true;
  } catch (error) {
    if (/rating/.test(String(error.message))) return false;
    throw error;
  }
}

async function main(argv) {
  const opts = parse(argv);
  const generator = await createGenerator({ engine: 'wasm' });
  const rated = hasRating(generator);
  const run = startRun({
    entry: 'generate',
    measures:
      opts.only === undefined
        ? 'generator speed (minimal puzzles proved unique, puzzles/s, WASM) one thread and on two workers, and the ER distribution of its puzzles'
        : `generator speed (minimal puzzles proved unique, puzzles/s, WASM) one thread, the '${opts.only}' row alone`,
    clock: `${cpuClock.name} for one-thread rows, wall clock (performance.now) for the workers rows; ${opts.rounds} interleaved rounds`,
    quick: opts.quick,
    write: opts.write,
  });
  if (opts.workersOnly) {
    await workerRows(opts, rated);
    run.finish();
    return;
  }

  let rows = [
    { key: 'unrated', name: '9×9 minimal unique, unrated (rate: false)', options: { rate: false }, count: opts.quick ? 300 : 2000, target: 10000 },
    { key: 'rated', name: '9×9 minimal unique, rated (any level)', options: {}, count: opts.quick ? 100 : 500, target: 3000 },
    { key: '16x16', name: '16×16 minimal unique', options: { size: 16 }, count: opts.quick ? 3 : 10, target: 100 },
    // One puzzle a round: the median round is the median puzzle (target: ≤ 10 s each).
    { key: '25x25', name: '25×25 minimal unique', options: { size: 25 }, count: 1, target: 0.1 },
  ];
  if (rated) rows.push({ key: 'hard', name: "9×9 ER 3.0–4.5 ('hard')", options: { er: [3.0, 4.5] }, count: opts.quick ? 50 : 400, target: 200 });
  if (opts.only !== undefined) {
    rows = rows.filter((row) => row.key === opts.only);
    if (rows.length === 0) badUsage(`--only ${opts.only}: no rating in this build`);
  }
  // Warm-up: JIT and caches, outside the timing.
  for (const row of rows) timeGeneration(generator, row.options, 1_000_000, Math.ceil(row.count / 10));
  const tdoku = opts.only === undefined ? findTdokuGenerate(opts.tdoku) : { error: `--only ${opts.only}: tdoku's row left out` };
  const tdokuCount = opts.quick ? 3000 : 20000;
  const tdokuRates = [];
  let tdokuClues = 0;
  const rates = rows.map(() => []);
  for (let round = 0; round < opts.rounds; round++) {
    rows.forEach((row, k) => {
      const { ms, made, clues } = timeGeneration(generator, row.options, round * row.count, row.count);
      rates[k].push(made / (ms / 1000));
      row.clues = clues / made;
    });
    if ('binary' in tdoku) {
      const { pps, clues } = runTdokuGenerate(tdoku.binary, tdokuCount);
      tdokuRates.push(pps);
      tdokuClues = clues;
    }
  }
  console.log('\n| row (one thread, WASM) | puzzles/s, median round | mean clues | target |');
  console.log('|---|---:|---:|---:|');
  rows.forEach((row, k) => {
    const r = rates[k];
    console.log(`| ${row.name} | ${fmt(median(r))} | ${row.clues.toFixed(1)} | ${row.target === undefined ? '' : `≥ ${row.target}/s ${median(r) >= row.target ? '✓' : '✗'}`} |`);
  });
  if (!rated && opts.only === undefined) console.log("| 9×9 'hard' (ER 3.0–4.5) | no rating in this build | | ≥ 200/s |");
  if ('binary' in tdoku) console.log(`| tdoku's generate, 9×9 minimal unique (native, its pool's neighbours, -p0 -e0 -m1) | ${fmt(median(tdokuRates))} | ${tdokuClues.toFixed(1)} | |`);
  else console.log(`\n${tdoku.error}`);
  if (opts.only !== undefined) {
    run.finish();
    return;
  }

  if (opts.workers) await workerRows(opts, rated);
  if (rated) distribution(generator, opts.distribution);
  else console.log('\nER distribution: no rating in this build');
  run.finish();
}

/**
 * Runs `count` puzzles of `options` (seeds firstSeed, firstSeed + 1, …) on
 * the given workers. Each worker claims the next seed from a shared counter,
 * as the CLI's pool hands out chunks on demand: a slow puzzle never leaves
 * the other worker idle at the end. Returns wall ms and the CPU ms of the
 * whole process (every thread).
 */
async function onWorkers(workers, options, firstSeed, count) {
  const next = new Int32Array(new SharedArrayBuffer(4));
  const cpuStart = cpuClock.fn();
  const start = performance.now();
  const made = await Promise.all(
    workers.map((worker) => new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ next, firstSeed, count, options });
    })),
  );
  return { ms: performance.now() - start, cpuMs: cpuClock.fn() - cpuStart, made: made.reduce((a, b) => a + b, 0) };
}

/**
 * 2 workers ÷ 1 on the 9×9 rows, wall clock, rounds paired (1 worker then 2
 * on the same seeds), median of the per-round ratios. The CPU ratio (same
 * puzzles, one worker ÷ two) shows what two busy threads cost each other on
 * this machine, whatever the load: 2 × that ratio is the ceiling of the wall
 * ratio.
 */
async function workerRows(opts, rated) {
  const workers = await Promise.all([0, 1].map(() => new Promise((resolve) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { kind: WORKER_KIND } });
    worker.once('online', () => resolve(worker));
  })));
  const rows = [{ name: '9×9 minimal, unrated', options: { rate: false }, count: opts.quick ? 600 : 4000 }];
  if (rated) {
    rows.push({ name: '9×9 minimal, rated (any level)', options: {}, count: opts.quick ? 100 : 500 });
    rows.push({ name: "9×9 ER 3.0–4.5 ('hard')", options: { er: [3.0, 4.5] }, count: opts.quick ? 60 : 400 });
  }
  for (const row of rows) await onWorkers(workers, row.options, 2_000_000, Math.ceil(row.count / 5)); // warm-up
  const results = rows.map(() => ({ one: [], two: [], ratio: [], cpuRatio: [] }));
  for (let round = 0; round < opts.rounds; round++) {
    for (const [k, row] of rows.entries()) {
      const a = await onWorkers(workers.slice(0, 1), row.options, round * row.count, row.count);
      const b = await onWorkers(workers, row.options, round * row.count, row.count);
      const r = results[k];
      r.one.push(a.made / (a.ms / 1000));
      r.two.push(b.made / (b.ms / 1000));
      r.ratio.push(b.made / b.ms / (a.made / a.ms));
      r.cpuRatio.push(a.cpuMs / b.cpuMs);
    }
  }
  console.log('\n| on workers (wall clock, seeds claimed on demand) | 1 worker p/s | 2 workers p/s | 2 ÷ 1, median of paired rounds (target ≥ 1.8×) | CPU 1 ÷ 2 (1.00 = no cost of sharing) |');
  console.log('|---|---:|---:|---:|---:|');
  rows.forEach((row, k) => {
    const r = results[k];
    const ratio = median(r.ratio);
    console.log(`| ${row.name} | ${fmt(median(r.one))} | ${fmt(median(r.two))} | ${ratio.toFixed(2)}× ${ratio >= 1.8 ? '✓' : '✗'} | ${median(r.cpuRatio).toFixed(2)} |`);
  });
  console.log(`| load average during the rounds | ${loadavg().map((x) => x.toFixed(1)).join(', ')} | | | |`);
  if (rated) {
    const seconds = opts.quick ? 10 : 60;
    const deadline = performance.now() + seconds * 1000;
    let made = 0;
    let seed = 3_000_000;
    while (performance.now() < deadline) {
      const batch = await onWorkers(workers, { er: [7.0, 19.9], timeoutMs: Math.max(1, deadline - performance.now()) }, seed, 2);
      made += batch.made;
      seed += 2;
    }
    console.log(`| ER ≥ 7.0 on 2 workers | ${made} puzzles in ${seconds} s (target ≥ 100 in 60 s) |`);
  }
  await Promise.all(workers.map((worker) => worker.terminate()));
}

/** Text chart of the ER of `count` puzzles at level 'any', by band of 0.5. */
function distribution(generator, count) {
  const bands = new Map();
  for (let seed = 0; seed < count; seed++) {
    const result = generator.generate({ seed });
    const low = Math.floor(result.er * 2) / 2;
    bands.set(low, (bands.get(low) ?? 0) + 1);
  }
  const most = Math.max(...bands.values());
  console.log(`\nER of ${count.toLocaleString('en-US')} puzzles at level 'any' (seeds 0..${count - 1}), by band of 0.5:\n`);
  for (const low of [...bands.keys()].sort((a, b) => a - b)) {
    const n = bands.get(low);
    const bar = '█'.repeat(Math.max(1, Math.round((n / most) * 40)));
    console.log(`${low.toFixed(1)}–${(low + 0.4).toFixed(1)} ${bar} ${n} (${((n / count) * 100).toFixed(1)}%)`);
  }
}

// Last, so every const above is initialised: the file is both the bench and its workers.
if (!isMainThread && workerData?.kind === WORKER_KIND) {
  const generator = await createGenerator({ engine: 'wasm' });
  parentPort.on('message', ({ next, firstSeed, count, options }) => {
    let made = 0;
    for (let i = Atomics.add(next, 0, 1); i < count; i = Atomics.add(next, 0, 1)) {
      if (generator.generate({ ...options, seed: firstSeed + i }).status === 'generated') made++;
    }
    parentPort.postMessage(made);
  });
} else {
  await main(process.argv.slice(2));
}
