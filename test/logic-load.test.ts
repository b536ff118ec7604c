/**
 * The logic engine's ways in agree: a 9×9 puzzle loads in one pass (the
 * batch rater's load, also `rate`'s and `steps`'s for a bare puzzle), a
 * state with candidates through the general load. So, on every engine:
 * - `steps` on a puzzle and on the same position written as
 *   `{ cells, candidates }` (candidates computed here from the rules) take
 *   the same path;
 * - `rate` per puzzle and the engine's batch (logicRateBatch, what the CLI
 *   rates with) give the same result words.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine.js';
import { logicOf, RESULT } from '../src/logic/abi.js';
import { pathSteps, ratePuzzle } from '../src/logic/logic.js';
import { techniqueOfEngineId } from '../src/logic/techniques.js';
import { ENGINES } from './support/engines.js';

/** Sample puzzles (source: test/data/se-rated-sample.md). */
const PUZZLES = readFileSync(new URL('./data/se-rated-sample.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' ')[1] ?? '');

/** Per empty cell, the digits no given of its row, column or box holds. */
function candidateState(puzzle: string): { cells: number[]; candidates: number[][] } {
  const cells = Array.from(puzzle, Number);
  const candidates = cells.map((digit, cell) => {
    if (digit !== 0) return [];
    const [r, c] = [Math.floor(cell / 9), cell % 9];
    const seen = new Set<number>();
    cells.forEach((other, at) => {
      const [r2, c2] = [Math.floor(at / 9), at % 9];
      if (r === r2 || c === c2 || (Math.floor(r / 3) === Math.floor(r2 / 3) && Math.floor(c / 3) === Math.floor(c2 / 3))) seen.add(other);
    });
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
  });
  return { cells, candidates };
}

describe.each(ENGINES)('logic loads on $name', ({ make }) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await make();
  });

  it('a puzzle and its candidate form take the same path', () => {
    for (const puzzle of PUZZLES.slice(0, 40)) {
      const fromPuzzle = pathSteps(engine, puzzle);
      const fromCandidates = pathSteps(engine, candidateState(puzzle));
      expect(fromPuzzle.status, puzzle).toBe('solved');
      expect(JSON.stringify(fromPuzzle), puzzle).toBe(JSON.stringify(fromCandidates));
    }
  });

  it('rate per puzzle gives the batch rater\'s answers', () => {
    const views = logicOf(engine);
    const words = views.abi.logicBatchWords();
    const puzzles = PUZZLES.slice(0, Math.min(PUZZLES.length, views.abi.logicBatchCapacity()));
    puzzles.forEach((puzzle, i) => {
      for (let c = 0; c < 81; c++) views.batchPuzzles[i * 81 + c] = puzzle.charCodeAt(c) - 48;
    });
    views.abi.logicRateBatch(puzzles.length, 0, 0);
    const batch = views.batchResults.slice(0, puzzles.length * words);
    puzzles.forEach((puzzle, i) => {
      const rated = ratePuzzle(engine, puzzle);
      if (rated.status !== 'rated') throw new Error(`${puzzle}: ${rated.status}`);
      const word = (slot: number): number => batch[i * words + slot] ?? -1;
      const hardest = word(RESULT.hardest);
      expect([rated.er, rated.ep, rated.ed, rated.hardest], puzzle).toEqual([
        word(RESULT.er) / 10,
        word(RESULT.ep) / 10,
        word(RESULT.ed) / 10,
        hardest >= 0 ? techniqueOfEngineId(hardest).id : null,
      ]);
      expect(Object.values(rated.techniques).reduce((a, b) => a + b, 0), puzzle).toBe(word(RESULT.steps));
    });
  });
});
