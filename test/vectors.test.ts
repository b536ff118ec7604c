/**
 * The specification: every vector in test/vectors/*.txt against every engine
 * (JS, WASM debug and release, and the page's solver-only build). The judge is the engine-free validator,
 * plus the expected count and solution written in the vector file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from '../src/grid.js';
import { Solver } from '../src/solver.js';
import { findClash, solutionProblem } from '../src/validate.js';
import { SOLVING_ENGINES } from './support/engines.js';
import { readVectors } from './support/vectors.js';
import { errorOf, solutionOf } from './support/results.js';

const vectors = readVectors();

/** Exact counts up to this are checked by listing every solution. */
const ENUMERATE_UP_TO = 300;

describe.each(SOLVING_ENGINES)('$name engine', ({ make }) => {
  let solver: Solver;
  beforeAll(async () => {
    solver = new Solver(await make());
  });

  it.each(vectors)('$where $note', (v) => {
    const grid = parse(v.puzzle);
    const clash = findClash(grid.cells, grid.side);

    if (v.file === 'invalid.txt') {
      expect(clash).not.toBeNull();
      const error = errorOf(solver.solve(v.puzzle));
      expect(error.code).toBe('DUPLICATE_GIVEN');
      const place = /clash at row (\d+), column (\d+)/.exec(v.note);
      expect(place).not.toBeNull();
      expect([error.row, error.column]).toEqual([Number(place?.[1]), Number(place?.[2])]);
      expect(solver.count(v.puzzle, 2)).toBe(0);
      return;
    }
    expect(clash).toBeNull();

    // count: exactly N (asked with limit N+1), or at least N (limit N).
    const limit = v.atLeast ? v.count : v.count + 1;
    expect(solver.count(v.puzzle, limit)).toBe(v.count);

    const result = solver.solve(v.puzzle);
    if (v.count === 0) {
      expect(result).toEqual({ status: 'unsolvable', count: 0, guesses: result.guesses });
      return;
    }
    const solution = parse(solutionOf(result));
    expect(solutionProblem(grid.cells, solution.cells, grid.side)).toBeNull();
    if (v.solution !== undefined) expect(solutionOf(result)).toBe(v.solution);
    if (!grid.cells.includes(0)) expect(result.guesses).toBe(0);

    const unique = solver.solveUnique(v.puzzle);
    expect(unique.status).toBe(v.count === 1 && !v.atLeast ? 'solved' : 'multiple');

    if (!v.atLeast && v.count <= ENUMERATE_UP_TO) {
      const seen = new Set<string>();
      for (const each of solver.solutions(v.puzzle)) {
        expect(solutionProblem(grid.cells, parse(each).cells, grid.side)).toBeNull();
        seen.add(each);
      }
      expect(seen.size).toBe(v.count);
    }
  });
});
