/**
 * Before/after for rating: the logic engines of two builds on the SE-rated
 * sample (se_rated_sample.txt of the shared datasets). First the answers:
 * `logicSteps` (every step record and the result slots) on an even spread of
 * puzzles, and `logicRateBatch` (every result word) on every puzzle timed,
 * must be identical between the builds: a speed change must not change a
 * rating, a step or a hint. Then speed per ER band: after a warm-up pass of
 * each build, every round rates the band once with each build, in
 * alternating order; CPU time of the batch calls; the median round.
 */
import { readFileSync } from 'node:fs';
import { seRatedSample } from '../datasets.js';
import { rateInBatches } from '../rating-batch.js';
import { median } from '../stats.js';
import { change, formatRate, orderFor } from './builds.js';

const BANDS = [
  ['1.0–2.9', (er) => er < 3],
  ['3.0–4.9', (er) => er >= 3 && er < 5],
  ['5.0–6.9', (er) => er >= 5 && er < 7],
  ['7.0–8.9', (er) => er >= 7 && er < 9],
  ['9.0+', (er) => er >= 9],
];

/** An even spread of at most n items (every band keeps its share). */
function spread(items, n) {
  if (items.length <= n) return items;
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]);
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

/**
 * @param {{before: object, after: object}} builds  compare/builds.js loadBuild
 * @param {{rounds: number, quick: boolean, kinds: ('js' | 'wasm')[], log: (line: string) => void}} options
 * @returns {{lines: string[], ok: boolean}} a markdown table; ok: every rating and step path identical
 */
export function compareRating(builds, { rounds, quick, kinds, log }) {
  const all = readFileSync(seRatedSample().file, 'utf8').trim().split('\n').map((line) => {
    const [hash, puzzle, er] = line.trim().split(/\s+/);
    return { hash, puzzle, er: Number(er) };
  });
  const lines = [
    `| engine | ER band | puzzles | before (puzzles/s) | after (puzzles/s) | Δ |`,
    '|---|---|---:|---:|---:|---:|',
  ];
  let ok = true;
  for (const kind of kinds) {
    // JS rates 2–6× slower than WASM: a third of the puzzles keeps its share of the run in proportion.
    const size = Math.round((quick ? 300 : 1200) / (kind === 'js' ? 3 : 1));
    const puzzles = spread(all, size);
    const before = builds.before.logic[kind];
    const after = builds.after.logic[kind];
    const stepped = spread(puzzles, quick ? 60 : 300);
    const differentSteps = stepped.filter((p) => stepsOf(before, p.puzzle) !== stepsOf(after, p.puzzle)).length;
    const wordsBefore = rateInBatches(before, puzzles).out;
    const wordsAfter = rateInBatches(after, puzzles).out;
    const differentWords = wordsBefore.filter((word, i) => word !== wordsAfter[i]).length;
    log(`  rating ${kind}: step paths of ${stepped.length} puzzles, ${differentSteps} different; rating words of ${puzzles.length} puzzles, ${differentWords} different`);
    if (differentSteps > 0 || differentWords > 0) {
      ok = false;
      lines.push(`| ${kind.toUpperCase()} | all | ${puzzles.length} | DIFFERENT ANSWERS: ${differentSteps} step paths, ${differentWords} result words; not timed | | |`);
      continue;
    }
    for (const [name, test] of BANDS) {
      const inBand = puzzles.filter((p) => test(p.er));
      if (inBand.length === 0) continue;
      const times = { before: [], after: [] };
      for (let round = 0; round < rounds; round++) {
        for (const which of orderFor(['before', 'after'], round)) times[which].push(rateInBatches(which === 'before' ? before : after, inBand).cpuMs);
      }
      const rate = (which) => (inBand.length * 1000) / median(times[which]);
      lines.push(`| ${kind.toUpperCase()} | ${name} | ${inBand.length} | ${formatRate(rate('before'))} | ${formatRate(rate('after'))} | ${change(rate('after'), rate('before'))} |`);
    }
  }
  return { lines, ok };
}
