/**
 * The one list of benchmark datasets: where each comes from and what it
 * stresses. 9×9 sets are read from ../shared/datasets (the tdoku benchmark
 * collection); on a fresh clone without ../shared, from the 200-puzzle
 * samples in bench/data/ (each names its source in its header). The 16×16
 * and 25×25 sets are generated from a fixed seed by the seeded grid maker
 * the tests use too (test/support/random-grids.js).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blankedExactly, patternGrid, prng } from '../../test/support/random-grids.js';
import { EASY_SEED, easyStandIn, hardStandIn, oneBandStandIn } from './standins.js';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * The full public sets (the tdoku benchmark collection and the SE-rated
 * sample): ../shared/datasets beside the checkout, or where env
 * SUDOKU_WASM_DATASETS points (a worktree elsewhere, a CI cache).
 */
export const SHARED_DATASETS = process.env.SUDOKU_WASM_DATASETS ?? join(here, '..', '..', '..', 'shared', 'datasets');
const SAMPLES = join(here, '..', 'data');

/**
 * The SE-rated sample (`hash puzzle ER` per line, Sukaku Explainer's ratings of
 * the Sudoku Exchange bank) from ../shared/datasets, or, without it, the
 * 100-puzzle excerpt the tests use: {file, name} for the header.
 */
export function seRatedSample() {
  const shared = join(SHARED_DATASETS, 'se_rated_sample.txt');
  if (existsSync(shared)) return { file: shared, name: '../shared/datasets/se_rated_sample.txt' };
  return { file: join(here, '..', '..', 'test', 'data', 'se-rated-sample.txt'), name: 'test/data/se-rated-sample.txt (excerpt: no shared datasets)' };
}

/**
 * @typedef {object} Dataset
 * @property {string} name        short name used in tables and `--set`
 * @property {number} side        grid side
 * @property {string} stresses    what the set measures
 * @property {number} quick       puzzles used with --quick
 * @property {number} full        puzzles used otherwise by our engines (evenly spaced sample; all when ≥ the file)
 * @property {number} [others]    of those, how many the other solvers run (the first ones: a spread sample); default all
 * @property {boolean} unique     every puzzle has exactly one solution (so uniqueness mode applies)
 * @property {boolean} [several]  every puzzle has two solutions or more: uniqueness mode applies too, and must answer 2
 * @property {string} [standIn]   set for a stand-in of a set the speed targets name but we do not have: which one
 * @property {boolean} [oursAndNative] only our rows and native tdoku run it (the vs-tdoku table needs no more)
 * @property {(count: number) => {lines: string[], source: string}} load  `count`: the puzzles the run will sample (a made set makes no more)
 */

/** Reads a puzzle file: one puzzle per line, `#` comments, LF or CRLF. */
function readLines(file) {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith('#'));
}

/** A 9×9 set from ../shared/datasets, or its sample in bench/data/. */
function fileSet(file) {
  return () => {
    const shared = join(SHARED_DATASETS, `${file}.txt`);
    if (existsSync(shared)) return { lines: readLines(shared), source: `${file}.txt (the shared datasets)` };
    const sample = join(SAMPLES, `${file}.sample.txt`);
    return { lines: readLines(sample), source: `bench/data/${file}.sample.txt (200-puzzle sample of ${file}.txt)` };
  };
}

/** @type {Dataset[]} */
export const DATASETS = [
  {
    name: 'unbiased_1000',
    side: 9,
    stresses: 'easy, unbiased random puzzles: set-up and the JS↔WASM hand-off more than search',
    quick: 200,
    full: 1000,
    unique: true,
    load: fileSet('unbiased_1000'),
  },
  {
    name: '17_clue',
    side: 9,
    stresses: 'moderate: every known 17-clue puzzle, few givens, some search',
    quick: 100,
    full: 50_000, // all 49,158
    others: 5000,
    unique: true,
    load: fileSet('17_clue'),
  },
  {
    name: 'magictour_top1465',
    side: 9,
    stresses: 'hard: the classic magictour top1465 set',
    quick: 60,
    full: 1465,
    unique: true,
    load: fileSet('magictour_top1465'),
  },
  {
    name: 'forum_hardest_1905_11plus',
    side: 9,
    stresses: 'hardest: enjoysudoku forum puzzles rated 11+, deep search — the main speed test',
    quick: 40,
    full: 10_000,
    others: 1000,
    unique: true,
    load: fileSet('forum_hardest_1905_11plus'),
  },
  {
    name: 'easy_10000',
    side: 9,
    stresses: `stand-in for the targets' held-out easy set of 10,000: our generator at level 'easy' (singles only, about 25 givens), seeds ${EASY_SEED}…${EASY_SEED + 9999} (bench/lib/standins.js); set-up and the API layer more than search`,
    standIn: 'the held-out easy set of 10,000',
    oursAndNative: true,
    quick: 200,
    full: 10_000,
    unique: true,
    load: (count = 10_000) => ({ lines: easyStandIn(Math.min(count, 10_000)), source: `stand-in: createGenerator().generate({ level: 'easy', seed: ${EASY_SEED} + i }), i < ${Math.min(count, 10_000).toLocaleString('en-US')} (bench/lib/standins.js)` }),
  },
  {
    name: 'hard_375',
    side: 9,
    stresses: "stand-in for the targets' held-out hard set of 375: the 375 puzzles of forum_hardest_1905_11plus on which native tdoku takes the most branch decisions (bench/data/hard_375.txt, bench/lib/standins.js)",
    standIn: 'the held-out hard set of 375',
    oursAndNative: true,
    quick: 40,
    full: 375,
    unique: true,
    load: () => ({ lines: hardStandIn(), source: "stand-in: bench/data/hard_375.txt (forum_hardest_1905_11plus, most tdoku decisions; bench/lib/standins.js)" }),
  },
  {
    name: 'one_band_10000',
    side: 9,
    stresses: "stand-in for a held-out easy set whose search sits in one nearly empty band (35 givens, the other six rows almost full; every puzzle has several solutions): cheap branch decisions, about 6 per puzzle (bench/data/one_band_10000.txt, made by bench/data/make-one-band.js)",
    standIn: 'the held-out easy set whose search sits in one band',
    oursAndNative: true,
    quick: 200,
    full: 10_000,
    unique: false,
    several: true,
    load: () => ({ lines: oneBandStandIn(), source: 'stand-in: bench/data/one_band_10000.txt (bench/data/make-one-band.js, seed 28,000; bench/lib/standins.js)' }),
  },
  {
    name: 'generated_16x16',
    side: 16,
    stresses: '16×16, generated (seed 16, 60% blanks): the general N×N engine; may have several solutions, so first-solution mode only',
    quick: 20,
    full: 100,
    unique: false,
    load: () => ({ lines: generatePuzzles(16, 100, 0.6, 16), source: 'generatePuzzles(16, 100, 0.6, 16) (bench/lib/datasets.js)' }),
  },
  {
    name: 'generated_25x25',
    side: 25,
    stresses: '25×25, generated (seed 25, 48% blanks): the general N×N engine at its largest; first-solution mode only',
    quick: 6,
    full: 30,
    unique: false,
    load: () => ({ lines: generatePuzzles(25, 30, 0.48, 25), source: 'generatePuzzles(25, 30, 0.48, 25) (bench/lib/datasets.js)' }),
  },
];

/** Whether uniqueness mode (count to 2) runs on `set`: every puzzle has one solution, or every one several. */
export function countsToTwo(set) {
  return set.unique || set.several === true;
}

/** The count uniqueness mode must answer on `set`: 1, or 2 where every puzzle has several solutions. */
export function uniquenessAnswer(set) {
  return set.several === true ? 2 : 1;
}

/**
 * `count` puzzles spread evenly over `lines` (all of them if there are
 * fewer), in spread order: the list is permuted by bit reversal, so every
 * prefix of it also samples the whole file. A solver that hits the time cap
 * is measured on the prefix it finished (check.js); the files are often
 * sorted (by rating, by source), and a plain prefix would be biased.
 */
export function sample(lines, count) {
  const picked = lines.length <= count ? lines.slice() : Array.from({ length: count }, (_, i) => lines[Math.floor((i * lines.length) / count)]);
  return spreadOrder(picked.length).map((i) => picked[i]);
}

/** 0..n-1 in bit-reversed order (van der Corput): each prefix is spread over the whole range. */
export function spreadOrder(n) {
  let bits = 0;
  while (1 << bits < n) bits++;
  const order = [];
  for (let i = 0; i < 1 << bits; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) if (i & (1 << b)) r |= 1 << (bits - 1 - b);
    if (r < n) order.push(r);
  }
  return order;
}

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/**
 * `count` one-line puzzles of side `side`, each a seeded pattern grid with
 * `blankFraction` of its cells blanked (`.`), from `seed`. No uniqueness is
 * promised (checking it at 25×25 costs more than the benchmark itself), so
 * these sets run in first-solution mode only.
 */
export function generatePuzzles(side, count, blankFraction, seed) {
  const random = prng(seed);
  const blanks = Math.round(side * side * blankFraction);
  return Array.from({ length: count }, () => {
    const cells = blankedExactly(patternGrid(side, random), blanks, random);
    return Array.from(cells, (d) => (d === 0 ? '.' : SYMBOLS[d - 1])).join('');
  });
}

/** Cells (0 = blank) of a one-line puzzle: `.`/`0` blank, then 1-9, A-P. */
export function lineToCells(line) {
  const cells = new Uint8Array(line.length);
  for (let i = 0; i < line.length; i++) {
    const ch = line[i].toUpperCase();
    cells[i] = ch === '.' || ch === '0' ? 0 : SYMBOLS.indexOf(ch) + 1;
  }
  return cells;
}
