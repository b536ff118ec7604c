/**
 * Random puzzles (fixed seed): random full grids with cells removed. Both
 * engines must agree on count(…, 3); every solution must validate; listing
 * the solutions must give as many as counting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { format } from '../src/grid.js';
import { Solver } from '../src/solver.js';
import { solutionProblem } from '../src/validate.js';
import { JS_AND_WASM } from './support/engines.js';
import { prng, randomFullGrid, shuffled } from './support/random-grids.js';
import { solutionOf } from './support/results.js';

interface Case {
  name: string;
  side: number;
  puzzle: Uint8Array;
}

function cases(): Case[] {
  const rand = prng(20260522);
  const out: Case[] = [];
  const make = (side: number, n: number, minBlank: number, maxBlank: number): void => {
    for (let i = 0; i < n; i++) {
      const puzzle = randomFullGrid(side, rand);
      const blanks = minBlank + Math.floor(rand() * (maxBlank - minBlank + 1));
      for (const cell of shuffled([...puzzle.keys()], rand).slice(0, blanks)) puzzle[cell] = 0;
      out.push({ name: `${side}×${side} #${i + 1}, ${blanks} blanks`, side, puzzle });
    }
  };
  make(4, 40, 6, 14);
  make(9, 200, 35, 64);
  return out;
}

const CASES = cases();

describe('random puzzles, JS vs WASM', () => {
  const solvers: Solver[] = [];
  beforeAll(async () => {
    for (const engine of JS_AND_WASM) solvers.push(new Solver(await engine.make()));
  });

  it.each(CASES)('$name', ({ side, puzzle }) => {
    const counts = solvers.map((solver) => solver.count(puzzle, 3));
    expect(counts[0]).toBeGreaterThanOrEqual(1); // made from a full grid: at least that one
    expect(counts[1]).toBe(counts[0]);
    for (const solver of solvers) {
      const listed = [...solver.solutions(puzzle, 3)];
      expect(listed).toHaveLength(counts[0] as number);
      expect(new Set(listed.map((s) => format(s, 'line', side))).size).toBe(listed.length);
      for (const solution of listed) expect(solutionProblem(puzzle, solution, side)).toBeNull();
      expect(solutionProblem(puzzle, solutionOf(solver.solve(puzzle)), side)).toBeNull();
      expect(solver.solveUnique(puzzle).status).toBe(counts[0] === 1 ? 'solved' : 'multiple');
    }
  });
});
