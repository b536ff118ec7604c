/**
 * Before/after on the hardest puzzles (hardest_rated.txt of the shared
 * datasets, Sudoku Explainer 1.2.1's scale, WASM): a puzzle takes up to
 * seconds, so each one is rated by one build and then the other (which goes
 * first alternates puzzle by puzzle, after both rated two puzzles untimed),
 * CPU time per call, every result word of the two compared. The figure is
 * the total CPU time over the list, and by the published ER (from 11.5 up,
 * where level 4's nested chains run, and below). `--quick`: the first 16.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SCALES } from '../../../dist/logic/index.js';
import { cpuClock } from '../cpu-clock.js';
import { SHARED_DATASETS } from '../datasets.js';
import { readRated } from '../rating-hardest.js';
import { median } from '../stats.js';

const SE121 = SCALES.indexOf('se121');

/** Rates one puzzle with `views` (a build's WASM logic view); returns its result words and CPU ms. */
function rateOnce(views, puzzle) {
  for (let c = 0; c < 81; c++) views.batchPuzzles[c] = puzzle.charCodeAt(c) - 48;
  const start = cpuClock.fn();
  views.abi.logicRateBatch(1, 0, SE121);
  const ms = cpuClock.fn() - start;
  return { words: views.batchResults.subarray(0, views.abi.logicBatchWords()).join(','), ms };
}

/**
 * @param {{before: object, after: object}} builds  compare/builds.js loadBuild
 * @param {{quick: boolean, log: (line: string) => void}} options
 * @returns {{lines: string[], ok: boolean}} a markdown table; ok: every result word identical
 */
export function compareHardest(builds, { quick, log }) {
  const file = join(SHARED_DATASETS, 'hardest_rated.txt');
  if (!existsSync(file)) return { lines: [`No ${file} (set SUDOKU_WASM_DATASETS): nothing compared.`], ok: true };
  const puzzles = readRated(file).slice(0, quick ? 16 : undefined);
  const views = { before: builds.before.logic.wasm, after: builds.after.logic.wasm };
  for (const which of ['before', 'after']) for (const p of puzzles.slice(0, 2)) rateOnce(views[which], p.puzzle);
  const ms = { before: [], after: [] };
  let different = 0;
  puzzles.forEach((p, i) => {
    const words = {};
    for (const which of i % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
      const answer = rateOnce(views[which], p.puzzle);
      words[which] = answer.words;
      ms[which].push(answer.ms);
    }
    if (words.before !== words.after) different++;
  });
  log(`  hardest wasm: result words of ${puzzles.length} puzzles, ${different} different`);
  if (different > 0) return { lines: [`DIFFERENT ANSWERS on ${different} of ${puzzles.length} puzzles: not timed`], ok: false };
  const lines = [
    '| puzzles | count | before: total CPU s | after: total CPU s | after ÷ before | median s before → after | mean s before → after |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const groups = [
    ['all', () => true],
    ['published ER 11.5 and up', (p) => p.er >= 11.5],
    ['published ER below 11.5', (p) => p.er < 11.5],
  ];
  for (const [name, test] of groups) {
    const picked = puzzles.map((p, i) => (test(p) ? i : -1)).filter((i) => i >= 0);
    if (picked.length === 0) continue;
    const seconds = (which) => picked.map((i) => ms[which][i] / 1000);
    const total = (which) => seconds(which).reduce((a, b) => a + b, 0);
    const fixed = (x) => x.toFixed(3);
    lines.push(
      `| ${name} | ${picked.length} | ${total('before').toFixed(2)} | ${total('after').toFixed(2)} | ${fixed(total('after') / total('before'))} | ${fixed(median(seconds('before')))} → ${fixed(median(seconds('after')))} | ${fixed(total('before') / picked.length)} → ${fixed(total('after') / picked.length)} |`,
    );
  }
  return { lines, ok: true };
}
