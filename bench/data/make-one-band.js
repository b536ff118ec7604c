/**
 * Makes bench/data/one_band_10000.txt, a public stand-in for a held-out easy
 * set whose search sits in one nearly empty band while the other six rows
 * are almost full (about 35 givens; native tdoku makes about 6.4 branch
 * decisions per puzzle on it, 7.0 to a second solution):
 *
 *   node bench/data/make-one-band.js [count] [seed] > bench/data/one_band_10000.txt
 *
 * Puzzle i comes from seed + i alone (skipped, and the next seed taken, when
 * it has one solution): a random full grid (the seeded maker the tests share,
 * test/support/random-grids.js, independent of both engines); one band picked
 * at random keeps BAND_GIVENS of its 27 cells, the other 54 cells keep all but
 * 54 - (TOTAL_GIVENS - BAND_GIVENS), blanked at random.
 *
 * Why puzzles with several solutions: the held-out set's figures are those of
 * such puzzles, and unique ones of this shape are not. Made unique (the band
 * down to the fewest givens that keep one solution, the rest removed keeping
 * one solution, 35–45 givens), native tdoku solves them by propagation alone
 * (0.00–0.05 decisions per puzzle). Blanked as here, tdoku makes 6.5 / 7.0
 * decisions and our engine tries 5.5 / 7.2 digits (first solution /
 * uniqueness), where the held-out set shows 6.4 / 7.0 and 5.4 / 7.2; with
 * 0, 3 or 4 band givens tdoku makes 6.9, 5.5, 4.6 first-solution decisions.
 * So the bench's uniqueness mode finds two solutions here (datasets.js
 * `several`). Whether a puzzle has several solutions is asked of the built
 * library (npm run build first); the file is frozen, so no later engine
 * change moves the set.
 */
import { pathToFileURL } from 'node:url';
import { prng, randomFullGrid, shuffled } from '../../test/support/random-grids.js';

/** Givens left in the open band. */
const BAND_GIVENS = 2;
/** Givens in all, as in the held-out set. */
const TOTAL_GIVENS = 35;
/** The seed of the frozen set's first puzzle. */
export const FIRST_SEED = 28_000;

/** @param {Uint8Array} cells @returns {string} */
const line = (cells) => Array.from(cells, (d) => (d === 0 ? '.' : String(d))).join('');

/** The puzzle of `seed` (engine-free: test/one-band-set.test.ts checks the frozen file against it). @returns {string} */
export function oneBandPuzzle(seed) {
  const random = prng(seed);
  const cells = randomFullGrid(9, random);
  const band = Math.floor(random() * 3);
  const inBand = (cell) => Math.floor(cell / 27) === band;
  const all = Array.from({ length: 81 }, (_, i) => i);
  for (const cell of shuffled(all.filter(inBand), random).slice(BAND_GIVENS)) cells[cell] = 0;
  for (const cell of shuffled(all.filter((c) => !inBand(c)), random).slice(TOTAL_GIVENS - BAND_GIVENS)) cells[cell] = 0;
  return line(cells);
}

/** Writes the set: `count` puzzles from `firstSeed` on, those with one solution skipped. */
async function main(count, firstSeed) {
  const { createSolver } = await import('../../dist/index.js');
  const solver = await createSolver({ engine: 'wasm' });
  const puzzles = [];
  let seed = firstSeed;
  for (; puzzles.length < count; seed++) {
    const puzzle = oneBandPuzzle(seed);
    if (solver.count(puzzle, 2) === 2) puzzles.push(puzzle);
  }
  const header = [
    `# ${count} puzzles from bench/data/make-one-band.js ${count} ${firstSeed} (seeds ${firstSeed}…${seed - 1}, those with one solution skipped):`,
    `# a random full grid each, one band down to ${BAND_GIVENS} givens, ${TOTAL_GIVENS} givens in all; every puzzle has two solutions or more.`,
    '# Easy puzzles whose search sits in one nearly empty band: a stand-in for a held-out set of that kind (the script says why and how).',
  ];
  process.stdout.write([...header, ...puzzles].join('\n') + '\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(Number(process.argv[2] ?? 10_000), Number(process.argv[3] ?? FIRST_SEED));
}
