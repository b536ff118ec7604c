/**
 * rate() asks the solver about uniqueness only when it must. Its walk runs
 * first with the finders that do not assume a unique solution; when they
 * fill the grid, that proves the puzzle has exactly one (rate.ts
 * SOUND_FINDERS). Otherwise the walk pauses, the solver counts, and the
 * walk goes on only for a puzzle with one solution.
 *
 * The oracle of uniqueness is the search solver's count, never the logic
 * engine; the oracle of the ratings is the engine's uninterrupted walk (the
 * batch rater), which the pause must not change. The puzzles: the SE sample
 * and the same puzzles with one or two givens taken out (most then have
 * several solutions). A clash among the givens is judged by the engine-free
 * validator (src/validate.ts).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.js';
import { logicOf, RESULT, WALK_PAUSED, WALK_SOLVED } from '../src/logic/abi.js';
import { ratePuzzle } from '../src/logic/logic.js';
import { Solver } from '../src/solver.js';
import { findClash } from '../src/validate.js';
import { JS_AND_WASM } from './support/engines.js';
import { prng } from './support/random-grids.js';

const SAMPLE = readFileSync(new URL('./data/se-rated-sample.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' ')[1] ?? '');

/** The puzzle with `count` of its givens blanked, picked by `random`. */
function withoutGivens(puzzle: string, count: number, random: () => number): string {
  const cells = [...puzzle];
  const givens = cells.flatMap((c, i) => (c === '0' ? [] : [i]));
  for (let k = 0; k < count && givens.length > 0; k++) {
    const at = Math.floor(random() * givens.length);
    cells[givens[at] as number] = '0';
    givens.splice(at, 1);
  }
  return cells.join('');
}

const random = prng(2811);
const PUZZLES = [...SAMPLE, ...SAMPLE.map((p) => withoutGivens(p, 1, random)), ...SAMPLE.map((p) => withoutGivens(p, 2, random))];

/** ER, EP and ED (× 10) of the engine's uninterrupted walk over each puzzle (its batch rater). */
function batchRatings(engine: Engine, puzzles: string[]): number[][] {
  const views = logicOf(engine);
  const words = views.abi.logicBatchWords();
  const out: number[][] = [];
  for (const puzzle of puzzles) {
    for (let c = 0; c < 81; c++) views.batchPuzzles[c] = puzzle.charCodeAt(c) - 48;
    views.abi.logicRateBatch(1, 0, 0);
    const r = views.batchResults.subarray(0, words);
    out.push([r[RESULT.er] ?? 0, r[RESULT.ep] ?? 0, r[RESULT.ed] ?? 0]);
  }
  return out;
}

describe.each(JS_AND_WASM)('rate and uniqueness, $name', ({ make }) => {
  let engine: Engine;
  let solver: Solver;
  beforeAll(async () => {
    engine = await make();
    solver = new Solver(engine);
  });

  it('rates exactly the puzzles with one solution, as the uninterrupted walk does', () => {
    const unique = PUZZLES.filter((p) => solver.count(p, 2) === 1);
    const expected = batchRatings(engine, unique);
    let multiple = 0;
    for (const puzzle of PUZZLES) {
      const count = solver.count(puzzle, 2);
      const rated = ratePuzzle(engine, puzzle);
      if (count !== 1) {
        expect(rated.status, puzzle).toBe(count === 0 ? 'unsolvable' : 'multiple');
        multiple++;
        continue;
      }
      if (rated.status !== 'rated') throw new Error(`${puzzle}: ${rated.status}, expected a rating`);
      const [er, ep, ed] = expected[unique.indexOf(puzzle)] as number[];
      expect([rated.er, rated.ep, rated.ed], puzzle).toEqual([(er ?? 0) / 10, (ep ?? 0) / 10, (ed ?? 0) / 10]);
    }
    expect(multiple).toBeGreaterThan(50);
  });

  it('refuses exactly the puzzles whose givens clash (the engine notices, the validator judges)', () => {
    const clashing = prng(77);
    let refused = 0;
    for (const puzzle of SAMPLE) {
      // A given copied to an empty cell: a clash when the two share a unit.
      const cells = [...puzzle];
      const from = cells.findIndex((c, i) => c !== '0' && i >= Math.floor(clashing() * 60));
      const to = cells.findIndex((c, i) => c === '0' && i >= Math.floor(clashing() * 60));
      if (from < 0 || to < 0) continue;
      cells[to] = cells[from] as string;
      const changed = cells.join('');
      const clash = findClash(Uint8Array.from(changed, (c) => c.charCodeAt(0) - 48), 9);
      const rated = ratePuzzle(engine, changed);
      if (clash !== null) {
        refused++;
        expect(rated.status, changed).toBe('invalid');
      } else expect(rated.status, changed).not.toBe('invalid');
    }
    expect(refused).toBeGreaterThan(10);
  });

  it('fills the grid before any uniqueness finder only for puzzles with one solution, and covers every route', () => {
    const views = logicOf(engine);
    const routes = { proved: 0, pausedUnique: 0, pausedMultiple: 0 };
    for (const puzzle of PUZZLES) {
      for (let c = 0; c < 81; c++) views.values[c] = puzzle.charCodeAt(c) - 48;
      views.abi.logicLoad(9, 0);
      const status = views.abi.logicRateSoundFirst(0, 0);
      const count = solver.count(puzzle, 2);
      if (status === WALK_SOLVED) {
        expect(count, puzzle).toBe(1);
        routes.proved++;
      } else {
        expect(status, puzzle).toBe(WALK_PAUSED);
        if (count === 1) routes.pausedUnique++;
        else routes.pausedMultiple++;
      }
    }
    expect(routes.proved).toBeGreaterThan(20);
    expect(routes.pausedUnique).toBeGreaterThan(20);
    expect(routes.pausedMultiple).toBeGreaterThan(20);
  });
});
