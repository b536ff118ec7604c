#!/usr/bin/env node
/**
 * Rating bench: how often our ER equals Sukaku Explainer's, and
 * how fast we rate, by band, on the SE-rated sample (../shared/datasets/
 * se_rated_sample.txt: `hash puzzle ER`, the public Sudoku Exchange bank,
 * rated with Sukaku Explainer v1.15.10), on the default scale; then the
 * same for Sudoku Explainer 1.2.1's scale on its mid-band reference
 * (lib/rating-scales.js).
 *
 * Agreement: exact and within ±0.2, below 5.0 and from 5.0 up (targets:
 * exact ≥ 95% below 5.0, ≥ 70% from 5.0; ±0.2 ≥ 90% from 5.0). Speed:
 * puzzles/s per band, one thread, CPU time, after a warm-up, the median of
 * ROUNDS rounds, WASM and JS engines, each two ways (lib/rating-speed.js):
 * the engine's batch alone, and `rate` one call per puzzle through the API
 * (targets: ≥ 20,000/s below 5.0 and ≥ 400/s from 5.0 up on the API row).
 * Disagreements are printed grouped by (our hardest technique, our ER, SE's
 * ER).
 *
 * Usage: npm run bench:rating -- [--quick] [--limit N] [--js-limit N] [--engine wasm|js|both] [--no-write]
 *                                 [--hardest | --hardest-only] [--hardest-timeout MS]
 *        (builds first; `node bench/rating.js …` after `npm run build`)
 *   --quick          300 puzzles (JS 100), 3 rounds: a smoke run, noisy
 *   --hardest        also the hardest rows (bench/lib/rating-hardest.js), WASM
 *   --hardest-only   only those
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWasmEngine } from '../dist/engine-wasm.js';
import { createJsEngine } from '../dist/engine-js.js';
import { TECHNIQUES } from '../dist/logic/index.js';
import { techniqueOfEngineId } from '../dist/logic/techniques.js';
import { logicOf } from '../dist/logic/abi.js';
import { SHARED_DATASETS, seRatedSample } from './lib/datasets.js';
import { startRun } from './lib/harness.js';
import { rateInBatches } from './lib/rating-batch.js';
import { apiMismatches, speedHeader, speedRows } from './lib/rating-speed.js';
import { se121Report, SE121_REFERENCE_NAME } from './lib/rating-scales.js';
import { hardestRows, readRated } from './lib/rating-hardest.js';
import { badUsage, checkArgs } from './lib/usage.js';

const SAMPLE = seRatedSample();

checkArgs(process.argv.slice(2), {
  usage:
    'npm run bench:rating -- [--quick] [--limit N] [--js-limit N] [--engine wasm|js|both] [--no-write]\n' +
    '                        [--hardest | --hardest-only] [--hardest-timeout MS]',
  flags: ['--quick', '--no-write', '--hardest', '--hardest-only'],
  values: ['--limit', '--js-limit', '--engine', '--hardest-timeout'],
});

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
const quick = process.argv.includes('--quick');
const limit = Number(option('--limit', quick ? '300' : '0'));
const jsLimit = Number(option('--js-limit', quick ? '100' : '600'));
/** Timed rounds per band and engine; the figure is their median. */
const ROUNDS = quick ? 3 : 5;
const which = option('--engine', 'both');
if (!['wasm', 'js', 'both'].includes(which)) badUsage(`--engine must be wasm, js or both, got '${which}'`);
for (const [name, value] of [['--limit', limit], ['--js-limit', jsLimit]]) {
  if (!Number.isInteger(value) || value < 0) badUsage(`${name} must be a whole number, got '${option(name)}'`);
}
const hardestOnly = process.argv.includes('--hardest-only');
const hardest = hardestOnly || process.argv.includes('--hardest');
const hardestTimeoutMs = Number(option('--hardest-timeout', '60000'));
if (!(hardestTimeoutMs > 0)) badUsage(`--hardest-timeout must be a positive number of ms, got '${option('--hardest-timeout')}'`);

/** The hardest rows: published 1.2.1-scale ratings (hardest_rated.txt) and the stand-in band. */
async function printHardest() {
  const hardestFile = join(SHARED_DATASETS, 'hardest_rated.txt');
  if (!existsSync(hardestFile)) console.log(`\nNo ${hardestFile} (set SUDOKU_WASM_DATASETS): the hardest row is left out.`);
  const sets = [
    ...(existsSync(hardestFile) ? [{ name: 'hardest 10.9–11.9', puzzles: readRated(hardestFile) }] : []),
    { name: 'stand-in 9.5–9.8', puzzles: readRated(new URL('./data/se121-9.5-9.8.txt', import.meta.url)) },
    { name: 'stand-in 9.7–11.5', puzzles: readRated(new URL('./data/se121-standin-9.7-11.5.txt', import.meta.url)) },
  ];
  const { table, misses } = hardestRows(await createWasmEngine(), sets, hardestTimeoutMs);
  console.log(`\nHardest puzzles: ratings exact against Sudoku Explainer's (1.2.1 scale), seconds per puzzle, WASM, one thread, timeout ${hardestTimeoutMs} ms:\n`);
  console.log(table);
  console.log(`\nER misses (${misses.length}), first 10:`);
  for (const miss of misses.slice(0, 10)) console.log(`  ${miss}`);
}
if (hardestOnly) {
  const run = startRun({
    entry: 'rating-hardest',
    measures: 'rating: ER/EP/ED exact against published Sudoku Explainer ratings, and seconds per puzzle, on the hardest puzzles',
    clock: 'process.hrtime around each puzzle\'s logicRateBatch call',
    quick,
    write: !process.argv.includes('--no-write'),
  });
  await printHardest();
  run.finish();
  process.exit(0);
}

const lines = readFileSync(SAMPLE.file, 'utf8').trim().split('\n').map((line) => {
  const [hash, puzzle, er] = line.trim().split(/\s+/);
  return { hash, puzzle, er: Number(er) };
});

/** The bands of the report. */
const BANDS = [
  { name: 'below 5.0', test: (er) => er < 5 },
  { name: '5.0 and up', test: (er) => er >= 5 },
];
/** An even spread of at most n items (every band keeps its share). */
function spread(items, n) {
  if (!n || items.length <= n) return items;
  const out = [];
  for (let i = 0; i < n; i++) out.push(items[Math.floor((i * items.length) / n)]);
  return out;
}

/** Rates puzzles through logicRateBatch; returns per-puzzle results and CPU ms. */
function rateAll(engine, puzzles) {
  const { out, words, cpuMs } = rateInBatches(logicOf(engine), puzzles);
  const results = puzzles.map((p, i) => {
    const at = i * words;
    const hardest = out[at + 4];
    return {
      ...p,
      ours: out[at + 1] / 10,
      hardest: hardest >= 0 ? techniqueOfEngineId(hardest).id : 'beyond-techniques',
    };
  });
  return { results, cpuMs };
}

function pct(part, whole) {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;
}

function agreementTable(results) {
  const rows = ['| band | puzzles | ER exact | ER within ±0.2 |', '|---|---:|---:|---:|'];
  for (const band of BANDS) {
    const inBand = results.filter((r) => band.test(r.er));
    const exact = inBand.filter((r) => r.ours === r.er).length;
    const near = inBand.filter((r) => Math.abs(r.ours - r.er) <= 0.2 + 1e-9).length;
    rows.push(`| ${band.name} | ${inBand.length} | ${pct(exact, inBand.length)} | ${pct(near, inBand.length)} |`);
  }
  return rows.join('\n');
}

const puzzles = spread(lines, limit);
const engines = [];
if (which !== 'js') engines.push(['WASM', await createWasmEngine()]);
if (which !== 'wasm') engines.push(['JS', createJsEngine()]);

const run = startRun({
  entry: 'rating',
  measures: `rating: how often our ER equals Sukaku Explainer's, and puzzles rated per second by ER band (engine batch, and rate() per puzzle), ${puzzles.length} puzzles of ${SAMPLE.name} (scale 'sukaku') and ${SE121_REFERENCE_NAME} (scale 'se121')`,
  clock: 'process.cpuUsage (user+system CPU time) around the batch calls, or around a pass of rate() calls',
  quick,
  write: !process.argv.includes('--no-write'),
});
const reference = engines[0];
const { results } = rateAll(reference[1], puzzles);
console.log(`\nER agreement with Sukaku Explainer v1.15.10, default techniques (scale 'sukaku'; ${reference[0]} engine; the JS engine gives the same ratings):\n`);
console.log(agreementTable(results));
console.log(`\n${se121Report(reference[1], ROUNDS).join('\n')}`);

console.log(`\nPuzzles rated per second, one thread, CPU time, median of ${ROUNDS} rounds (puzzles in the band); engine only: the engine's batch, uniqueness check left out; API per puzzle: logic.rate(line) one call per puzzle (lib/rating-speed.js):\n`);
console.log(speedHeader().join('\n'));
for (const [name, engine] of engines) {
  const set = name === 'JS' ? spread(puzzles, jsLimit) : puzzles;
  const mismatches = apiMismatches(engine, set, techniqueOfEngineId);
  if (mismatches.length > 0) throw new Error(`rating: ${name} API and engine batch disagree on ${mismatches.length} puzzles, e.g. ${mismatches[0].puzzle}`);
  console.log(speedRows(name, engine, set, ROUNDS).join('\n'));
}
if (engines.length > 1) {
  const js = rateAll(engines[1][1], spread(puzzles, jsLimit)).results;
  const mismatch = js.filter((r) => results.find((w) => w.hash === r.hash)?.ours !== r.ours).length;
  console.log(`\nJS vs WASM: ${mismatch} different ratings on ${js.length} puzzles.`);
}

const groups = new Map();
for (const r of results) {
  if (r.ours === r.er) continue;
  const key = `ours ${r.ours.toFixed(1)} (${r.hardest}) vs SE ${r.er.toFixed(1)}`;
  const group = groups.get(key) ?? [];
  group.push(r.puzzle);
  groups.set(key, group);
}
console.log(`\nDisagreements (${[...groups.values()].reduce((n, g) => n + g.length, 0)}), by our hardest technique:`);
for (const [key, group] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${group.length} × ${key}   e.g. ${group[0]}`);
}
console.log(`\n${TECHNIQUES.length} techniques known.`);
if (hardest) await printHardest();
run.finish();
