/**
 * The nesting levels above level 4 of inner nesting 0 (Sukaku Explainer's
 * nesting limits 1 and 2, Sudoku Explainer 1.2.1's level 5) run only where
 * everything easier finds nothing, and only on positions with one solution
 * (chains/several-solutions.ts); no puzzle with one solution measured gets
 * there. On these grids, with many solutions, they searched for seconds to
 * tens of seconds for nothing. The answer must be `stuck`, on both engines
 * and both scales: the solver shows that every candidate lies in some
 * solution, so no sound step exists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from '../src/solver.js';
import { Logic } from '../src/logic/create-logic.js';
import { JS_AND_WASM } from './support/engines.js';

const EMPTY = '.'.repeat(81);
const GRIDS: Record<string, string> = {
  'the empty grid': EMPTY,
  'one digit placed': '1' + EMPTY.slice(1),
  'a full first row': '123456789' + EMPTY.slice(9),
  'two digits apart': EMPTY.slice(0, 67) + '8' + EMPTY.slice(68, 78) + '4' + EMPTY.slice(79),
};

/** Whether two cells share a row, a column or a box. */
function sees(a: number, b: number): boolean {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  return ra === rb || ca === cb || (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3));
}

/** The candidates of a grid of placed digits (those no peer holds) that no solution holds ("r1c2=3"), by the solver alone. */
function candidatesInNoSolution(solver: Solver, grid: string): string[] {
  const none: string[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (grid[cell] !== '.') continue;
    for (let digit = 1; digit <= 9; digit++) {
      if ([...grid].some((value, other) => value === String(digit) && sees(cell, other))) continue;
      const withDigit = grid.slice(0, cell) + String(digit) + grid.slice(cell + 1);
      if (solver.count(withDigit, 1) === 0) none.push(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}=${digit}`);
    }
  }
  return none;
}

describe('nesting levels above level 4 of inner nesting 0', () => {
  let solver: Solver;
  beforeAll(async () => {
    solver = new Solver(await (JS_AND_WASM[1] as (typeof JS_AND_WASM)[number]).make());
  });

  for (const [name, grid] of Object.entries(GRIDS)) {
    it(`${name}: every candidate lies in some solution (the oracle)`, () => {
      expect(candidatesInNoSolution(solver, grid)).toEqual([]);
    });
    for (const engineCase of JS_AND_WASM) {
      for (const scale of ['sukaku', 'se121'] as const) {
        it(`${engineCase.name}, ${scale}: ${name} gets no hint (stuck)`, async () => {
          const logic = new Logic(await engineCase.make());
          expect(logic.hint(grid, { scale })).toEqual({ status: 'stuck' });
        });
      }
    }
  }
});
