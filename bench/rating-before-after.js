#!/usr/bin/env node
/**
 * Before/after bench for a logic-engine change (issue #14): the rating
 * engines of two builds, side by side in one process, interleaved, on the
 * SE-rated sample (../shared/datasets/se_rated_sample.txt).
 *
 *   node bench/rating-before-after.js <before-root> <after-root>
 *        [--rounds 9] [--steps 400] [--engine wasm|js] [--from 5]
 *
 * Each root is a built checkout (its `dist/` and `build/`, default WASM build), e.g.
 * a scratch worktree of the commit before the change and /work/main.
 * First the answers: `logicSteps` (every step record and the result slots)
 * on an even spread of `--steps` puzzles, and `logicRateBatch` (all result
 * words) on every puzzle of the bands, must be identical between the builds,
 * or the script fails: a speed change must not change a rating, a step or a
 * hint. Then speed: per band, after one warm-up pass of each build, every
 * round rates the band once with each build in alternating order (machine
 * noise lands on both alike); CPU time of the batch call; the median round.
 * Bands: below 5.0 and its parts, or with `--from 5` the bands from 5.0 up.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rateInBatches as rateAll } from './rating-batch.js';

const here = dirname(fileURLToPath(import.meta.url));
const SAMPLE = join(here, '..', '..', 'shared', 'datasets', 'se_rated_sample.txt');

const args = process.argv.slice(2);
function option(name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
}
const roots = args.filter((arg, i) => !arg.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
if (roots.length !== 2) {
  console.error('usage: node bench/rating-before-after.js <before-root> <after-root> [--rounds 9] [--steps 400] [--engine wasm|js] [--from 5]');
  process.exit(2);
}
const rounds = Number(option('--rounds', '9'));
const stepSample = Number(option('--steps', '400'));
const kind = option('--engine', 'wasm');
const high = option('--from', '') === '5';

const BANDS = high
  ? [['5.0–6.9', (er) => er >= 5 && er < 7], ['7.0–8.9', (er) => er >= 7 && er < 9], ['9.0+', (er) => er >= 9]]
  : [['below 5.0', (er) => er < 5], ['1.0–2.9', (er) => er < 3], ['3.0–4.9', (er) => er >= 3 && er < 5], ['4.5–4.9', (er) => er >= 4.5 && er < 5]];

/** The logic views of one build's engine. */
async function logicOfBuild(root) {
  const at = (file) => pathToFileURL(resolve(root, 'dist', file)).href;
  const { createJsEngine } = await import(at('engine-js.js'));
  const { createWasmEngine, loadWasmModule } = await import(at('engine-wasm.js'));
  const { logicOf } = await import(at('logic/abi.js'));
  // the WASM build users get by default from that build (SIMD where it runs and the build has one)
  return logicOf(kind === 'js' ? createJsEngine() : await createWasmEngine(await loadWasmModule()));
}


/** The whole step list and result slots of logicSteps on one puzzle, as text. */
function stepsOf(views, puzzle) {
  for (let c = 0; c < 81; c++) views.values[c] = puzzle.charCodeAt(c) - 48;
  views.abi.logicLoad(9, 0);
  views.abi.logicSteps(0, 0);
  let end = 0;
  for (let n = 0; n < views.result[5]; n++) end += views.steps[end + 7];
  return `${views.steps.subarray(0, end).join(',')}|${views.result.subarray(0, 8).join(',')}`;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

const sample = readFileSync(SAMPLE, 'utf8').trim().split('\n').map((line) => {
  const [hash, puzzle, er] = line.trim().split(/\s+/);
  return { hash, puzzle, er: Number(er) };
});
const inScope = sample.filter((p) => BANDS.some(([, test]) => test(p.er)));
const before = await logicOfBuild(roots[0]);
const after = await logicOfBuild(roots[1]);

const every = Math.max(1, Math.floor(inScope.length / stepSample));
const stepped = inScope.filter((_, i) => i % every === 0);
const differentSteps = stepped.filter((p) => stepsOf(before, p.puzzle) !== stepsOf(after, p.puzzle));
const ratedBefore = rateAll(before, inScope).out;
const ratedAfter = rateAll(after, inScope).out;
const differentWords = ratedBefore.filter((word, i) => word !== ratedAfter[i]).length;
console.log(`${kind}: step paths of ${stepped.length} puzzles, ${differentSteps.length} different; ` +
  `rating words of ${inScope.length} puzzles, ${differentWords} different`);
if (differentSteps.length > 0 || differentWords > 0) {
  if (differentSteps.length > 0) console.log(`e.g. ${differentSteps[0].puzzle}`);
  process.exit(1);
}

for (const [name, test] of BANDS) {
  const puzzles = inScope.filter((p) => test(p.er));
  rateAll(before, puzzles);
  rateAll(after, puzzles);
  const times = { before: [], after: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const which of order) times[which].push(rateAll(which === 'before' ? before : after, puzzles).cpuMs);
  }
  const [msBefore, msAfter] = [median(times.before), median(times.after)];
  const rate = (ms) => Math.round((puzzles.length * 1000) / ms).toLocaleString('en-US');
  console.log(`ER ${name} (${puzzles.length}): before ${rate(msBefore)}/s, after ${rate(msAfter)}/s, ×${(msBefore / msAfter).toFixed(3)}`);
}
