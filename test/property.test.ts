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

/** mulberry32: a small seeded generator, so failures reproduce. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], rand: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A random full grid: randomised backtracking (digits tried in random order),
 * independent of both engines. Fine for 4×4 and 9×9.
 */
function randomFullGrid(side: number, rand: () => number): Uint8Array {
  const box = Math.sqrt(side);
  const cells = new Uint8Array(side * side);
  const fits = (cell: number, d: number): boolean => {
    const r = Math.floor(cell / side);
    const c = cell % side;
    const br = r - (r % box);
    const bc = c - (c % box);
    for (let k = 0; k < side; k++) {
      if (cells[r * side + k] === d || cells[k * side + c] === d) return false;
      if (cells[(br + Math.floor(k / box)) * side + bc + (k % box)] === d) return false;
    }
    return true;
  };
  const fill = (cell: number): boolean => {
    if (cell === cells.length) return true;
    for (const d of shuffled(Array.from({ length: side }, (_, i) => i + 1), rand)) {
      if (!fits(cell, d)) continue;
      cells[cell] = d;
      if (fill(cell + 1)) return true;
      cells[cell] = 0;
    }
    return false;
  };
  fill(0);
  return cells;
}

interface Case {
  name: string;
  side: number;
  puzzle: Uint8Array;
}

function cases(): Case[] {
  const rand = random(20260522);
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
      const first = solver.solve(puzzle);
      expect(first.status).toBe('solved');
      expect(solutionProblem(puzzle, first.solution as Uint8Array, side)).toBeNull();
      expect(solver.solveUnique(puzzle).status).toBe(counts[0] === 1 ? 'solved' : 'multiple');
    }
  });
});
