/**
 * The bench's one_band_10000 stand-in (bench/data/one_band_10000.txt) is
 * what its script makes (bench/data/make-one-band.js): the frozen file and
 * the script that names itself in its header must agree, and each puzzle
 * has the shape the set stands in for.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from '../src/grid.js';
import { Solver } from '../src/solver.js';
import { solutionProblem } from '../src/validate.js';
import { FIRST_SEED, oneBandPuzzle } from '../bench/data/make-one-band.js';
import { ENGINES } from './support/engines.js';

const lines = readFileSync(new URL('../bench/data/one_band_10000.txt', import.meta.url), 'utf8').split('\n');
const header = lines.filter((line) => line.startsWith('#')).join('\n');
const puzzles = lines.filter((line) => line !== '' && !line.startsWith('#'));
/** Enough to catch a changed maker, few enough to stay quick. */
const CHECKED = 200;

describe('one_band_10000 stand-in', () => {
  let solver: Solver;
  beforeAll(async () => {
    solver = new Solver(await (ENGINES[0] as (typeof ENGINES)[number]).make());
  });

  it('holds 10,000 puzzles, seeds 28000…37999 as its header says (none skipped)', () => {
    expect(puzzles).toHaveLength(10_000);
    expect(header).toContain(`seeds ${FIRST_SEED}…${FIRST_SEED + 9_999}`);
  });

  it('is what make-one-band.js makes from those seeds', () => {
    for (let i = 0; i < CHECKED; i++) expect(puzzles[i], `seed ${FIRST_SEED + i}`).toBe(oneBandPuzzle(FIRST_SEED + i));
  });

  it('has 35 givens per puzzle, 2 of them in one band, and several solutions', () => {
    for (const puzzle of puzzles.slice(0, CHECKED)) {
      const givensPerBand = [0, 1, 2].map((band) => puzzle.slice(band * 27, band * 27 + 27).replace(/\./g, '').length);
      expect(givensPerBand.reduce((a, b) => a + b)).toBe(35);
      expect(Math.min(...givensPerBand)).toBe(2);
      // two different solutions, each judged by the engine-free validator
      const found = [...solver.solutions(puzzle, 2)];
      expect(found, puzzle).toHaveLength(2);
      expect(found[0]).not.toBe(found[1]);
      for (const solution of found) expect(solutionProblem(parse(puzzle).cells, parse(solution).cells, 9), puzzle).toBeNull();
    }
  });
});
